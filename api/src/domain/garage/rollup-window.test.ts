import { describe, expect, it } from 'vitest';
import { sumWindow } from './rollup-window';

// The rollup window against a brute-force count over the same instants, for windows that start and
// end on days, hours, half hours and arbitrary milliseconds, open or closed.
describe('sumWindow', () => {
  const base = Date.UTC(2025, 0, 1);
  let seed = 7;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const instants = Array.from({ length: 3000 }, () => base + Math.floor(random() * 40 * 86_400_000));
  const iso = (ms: number) => new Date(ms).toISOString();
  const count = (predicate: (at: string) => boolean) => ({
    n: instants.filter((ms) => predicate(iso(ms))).length,
  });
  const calls = { days: 0, hours: 0, rows: 0 };
  const sources = {
    days: async (from: string | null, to: string | null) => {
      calls.days += 1;
      return count((at) => (!from || at.slice(0, 10) >= from) && (!to || at.slice(0, 10) < to));
    },
    hours: async (from: string, to: string) => {
      calls.hours += 1;
      return count((at) => at.slice(0, 13) >= from && at.slice(0, 13) < to);
    },
    rows: async (from: string, to: string) => {
      calls.rows += 1;
      return count((at) => at >= from && at < to);
    },
  };

  it('matches a brute-force count for any window', async () => {
    const points = [
      null,
      base,
      base + 5 * 86_400_000,
      base + 5 * 86_400_000 + 7 * 3_600_000,
      base + 5 * 86_400_000 + 5.5 * 3_600_000,
      base + 5 * 86_400_000 + 1234,
      base + 6 * 86_400_000 - 1,
      base + 17 * 86_400_000 + 8 * 3_600_000,
      base + 17 * 86_400_000 + 30 * 60_000,
      base + 30 * 86_400_000 + 23 * 3_600_000 + 59 * 60_000,
    ];
    for (const start of points) {
      for (const end of points) {
        const expected = instants.filter(
          (ms) => (start === null || ms >= start) && (end === null || ms < end),
        );
        const wanted = start !== null && end !== null && end <= start ? 0 : expected.length;
        expect((await sumWindow(sources, start, end)).n, `${start} .. ${end}`).toBe(wanted);
      }
    }
    expect(calls.days).toBeGreaterThan(0);
    expect(calls.hours).toBeGreaterThan(0);
    expect(calls.rows).toBeGreaterThan(0);
  });
});
