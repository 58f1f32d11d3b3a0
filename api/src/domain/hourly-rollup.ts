// Sums over a window of instants from an hourly rollup (db/rollups.ts): whole UTC hours come from the
// rollup, the pieces of hour at either end (zones with half-hour offsets) from the rows themselves,
// so the answer is exact for any window.

const HOUR_MS = 3_600_000;

export type Totals = Record<string, number>;

export type RollupSources<T extends Totals> = {
  /** Whole hours: keys 'YYYY-MM-DDTHH', `from` inclusive, `to` exclusive; null = open. */
  hours: (from: string | null, to: string | null) => T;
  /** Raw rows with ISO instants in [from, to). */
  rows: (from: string, to: string) => T;
};

export const hourKey = (ms: number) => new Date(ms).toISOString().slice(0, 13);

export function sumWindow<T extends Totals>(
  sources: RollupSources<T>,
  start: number | null,
  end: number | null,
): T {
  const wholeFrom = start === null ? null : Math.ceil(start / HOUR_MS) * HOUR_MS;
  const wholeTo = end === null ? null : Math.floor(end / HOUR_MS) * HOUR_MS;
  if (start !== null && end !== null && (wholeFrom as number) >= (wholeTo as number)) {
    return end > start ? sources.rows(iso(start), iso(end)) : sources.rows(iso(start), iso(start));
  }
  const parts = [
    sources.hours(wholeFrom === null ? null : hourKey(wholeFrom), wholeTo === null ? null : hourKey(wholeTo)),
  ];
  if (start !== null && wholeFrom !== null && wholeFrom > start)
    parts.push(sources.rows(iso(start), iso(wholeFrom)));
  if (end !== null && wholeTo !== null && end > wholeTo) parts.push(sources.rows(iso(wholeTo), iso(end)));
  const [first, ...rest] = parts as [T, ...T[]];
  for (const part of rest)
    for (const key of Object.keys(first)) (first as Totals)[key] = (first[key] ?? 0) + (part[key] ?? 0);
  return first;
}

const iso = (ms: number) => new Date(ms).toISOString();
