// A reader of the Prometheus text exposition format (0.0.4), strict enough that a malformed line fails
// the test instead of being skipped: what a Prometheus server would refuse, the scrape tests refuse.

export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Scrape = { types: Map<string, string>; helps: Map<string, string>; samples: Sample[] };

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y;

export function parsePrometheusText(text: string): Scrape {
  const types = new Map<string, string>();
  const helps = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (TYPE|HELP) (\S+) (.*)$/.exec(line);
    if (meta) {
      const [, kind, name = '', rest = ''] = meta;
      (kind === 'TYPE' ? types : helps).set(name, rest);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const [, name = '', labelText = '', rawValue = ''] = match;
    samples.push({ name, labels: parseLabels(labelText, line), value: parseValue(rawValue, line) });
  }
  return { types, helps, samples };
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`bad labels in: ${line}`);
    const [, key = '', escaped = ''] = match;
    labels[key] = escaped.replace(/\\(["\\n])/g, (_all, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

function parseValue(raw: string, line: string): number {
  if (raw === '+Inf') return Number.POSITIVE_INFINITY;
  if (raw === '-Inf') return Number.NEGATIVE_INFINITY;
  // Prometheus reads special values case-insensitively (Go's ParseFloat); prom-client writes `Nan`.
  if (raw.toLowerCase() === 'nan') return Number.NaN;
  const value = Number(raw);
  if (Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

/** The samples named `name` whose labels include every pair of `labels`. */
export function samplesOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): Sample[] {
  return scrape.samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The one sample's value (0 when absent: a counter that never moved), refusing an ambiguous match. */
export function sampleValue(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  const found = samplesOf(scrape, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
