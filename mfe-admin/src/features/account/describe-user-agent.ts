// A session's browser and system, in a few words a person recognises ('Firefox on Windows'), from its
// user-agent header. Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also
// says Mac OS X and Android also says Linux.
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
const LONGEST_RAW = 40;

export type DescribedAgent =
  | { kind: 'known'; browser: string; system: string }
  | { kind: 'raw'; text: string }
  | { kind: 'none' };

export function describeUserAgent(userAgent: string | null): DescribedAgent {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return { kind: 'none' };
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return { kind: 'known', browser, system };
  // A script or an unusual browser: its own words, cut short.
  const text = agent.length > LONGEST_RAW ? `${agent.slice(0, LONGEST_RAW - 1)}…` : agent;
  return { kind: 'raw', text };
}
