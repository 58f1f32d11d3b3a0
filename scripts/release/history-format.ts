import type { HistoryRecord, MapEntry } from './remote-map-file';

function where(entry: MapEntry | null): string {
  if (entry === null) return '(none)';
  if (typeof entry === 'string') return entry;
  return entry.canary
    ? `${entry.manifest} + canary ${entry.canary.percent}% ${entry.canary.manifest}`
    : entry.manifest;
}

/** One line per change, oldest first: when, who, what, which build, from where to where. */
export function formatHistory(history: readonly HistoryRecord[]): string[] {
  return history.map(
    (record) =>
      `${record.at}  ${record.remote.padEnd(7)} ${record.action.padEnd(8)} ${(record.version ?? '-').padEnd(24)} ${where(record.from)} -> ${where(record.to)}  by ${record.by}`,
  );
}
