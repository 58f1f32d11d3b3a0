// Sums over a window of instants from the day and hour rollups (db/rollups.ts): whole UTC days from
// the daily rollup, whole hours at the ends from the hourly one, and the pieces of an hour left at
// either end (zones with half-hour offsets) from the rows themselves, so the answer is exact for any
// window and reads a few dozen rollup rows instead of a million sales.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type Totals = Record<string, number>;

export type RollupSources<T extends Totals> = {
  /** Whole UTC days, keys 'YYYY-MM-DD', `from` inclusive, `to` exclusive; null = open. */
  days: (from: string | null, to: string | null) => Promise<T>;
  /** Whole UTC hours, keys 'YYYY-MM-DDTHH', `from` inclusive, `to` exclusive. */
  hours: (from: string, to: string) => Promise<T>;
  /** The rows themselves, ISO instants in [from, to). */
  rows: (from: string, to: string) => Promise<T>;
};

const iso = (ms: number) => new Date(ms).toISOString();
const dayKey = (ms: number) => iso(ms).slice(0, 10);
const hourKey = (ms: number) => iso(ms).slice(0, 13);
const up = (ms: number, unit: number) => Math.ceil(ms / unit) * unit;
const down = (ms: number, unit: number) => Math.floor(ms / unit) * unit;

export async function sumWindow<T extends Totals>(
  sources: RollupSources<T>,
  start: number | null,
  end: number | null,
): Promise<T> {
  const parts: Promise<T>[] = [];
  if (start !== null && end !== null && end <= start) return await sources.rows(iso(start), iso(start));
  const hourFrom = start === null ? null : up(start, HOUR_MS);
  const hourTo = end === null ? null : down(end, HOUR_MS);
  if (hourFrom !== null && hourTo !== null && hourFrom >= hourTo) {
    return await sources.rows(iso(start as number), iso(end as number));
  }
  const dayFrom = hourFrom === null ? null : up(hourFrom, DAY_MS);
  const dayTo = hourTo === null ? null : down(hourTo, DAY_MS);
  if (dayFrom !== null && dayTo !== null && dayFrom >= dayTo) {
    parts.push(sources.hours(hourKey(hourFrom as number), hourKey(hourTo as number)));
  } else {
    parts.push(
      sources.days(dayFrom === null ? null : dayKey(dayFrom), dayTo === null ? null : dayKey(dayTo)),
    );
    if (hourFrom !== null && dayFrom !== null && dayFrom > hourFrom)
      parts.push(sources.hours(hourKey(hourFrom), hourKey(dayFrom)));
    if (hourTo !== null && dayTo !== null && hourTo > dayTo)
      parts.push(sources.hours(hourKey(dayTo), hourKey(hourTo)));
  }
  if (start !== null && hourFrom !== null && hourFrom > start)
    parts.push(sources.rows(iso(start), iso(hourFrom)));
  if (end !== null && hourTo !== null && end > hourTo) parts.push(sources.rows(iso(hourTo), iso(end)));
  // The pieces are independent reads: on PostgreSQL they go out together.
  const [first, ...rest]: T[] = await Promise.all(parts);
  if (!first) throw new Error('A window always has a part');
  for (const part of rest)
    for (const key of Object.keys(first)) (first as Totals)[key] = (first[key] ?? 0) + (part[key] ?? 0);
  return first;
}
