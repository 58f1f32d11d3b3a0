import { calculateDriveUpFee } from './drive-up-fee';
import { wallTimeToInstant } from './zoned-time';

const LA = 'America/Los_Angeles';

// January 2026: Mon 5, Thu 8, Fri 9, Sat 10, Sun 11, Mon 12.
function at(date: string, time: string, timeZone = LA): Date {
  const instant = wallTimeToInstant(date, time, timeZone);
  if (!instant) throw new Error(`bad test time ${date} ${time}`);
  return instant;
}

function fee(entry: [string, string], exit: [string, string]) {
  return calculateDriveUpFee(at(...entry), at(...exit));
}

describe('calculateDriveUpFee: blocks', () => {
  it('charges exactly 12 hours as one block', () => {
    expect(fee(['2026-01-05', '08:00'], ['2026-01-05', '20:00'])).toMatchObject({
      ok: true,
      blocks: 1,
      totalCents: 1100,
      durationMinutes: 720,
    });
  });

  it('charges 12 h 15 min as two blocks', () => {
    expect(fee(['2026-01-05', '08:00'], ['2026-01-05', '20:15'])).toMatchObject({
      ok: true,
      blocks: 2,
      weekdayBlocks: 2,
      totalCents: 2200,
    });
  });

  it('charges a 15-minute stay as one full block', () => {
    expect(fee(['2026-01-06', '10:00'], ['2026-01-06', '10:15'])).toMatchObject({
      blocks: 1,
      totalCents: 1100,
    });
  });

  it('charges 24 hours as two blocks and 24 h 15 min as three', () => {
    expect(fee(['2026-01-05', '09:00'], ['2026-01-06', '09:00'])).toMatchObject({
      blocks: 2,
      totalCents: 2200,
    });
    expect(fee(['2026-01-05', '09:00'], ['2026-01-06', '09:15'])).toMatchObject({
      blocks: 3,
      totalCents: 3300,
    });
  });
});

describe('calculateDriveUpFee: errors', () => {
  it('refuses a zero-length stay', () => {
    expect(fee(['2026-01-05', '08:00'], ['2026-01-05', '08:00'])).toEqual({ ok: false, error: 'same-time' });
  });

  it('refuses an exit before the entry', () => {
    expect(fee(['2026-01-05', '08:00'], ['2026-01-05', '07:45'])).toEqual({
      ok: false,
      error: 'exit-before-entry',
    });
    expect(fee(['2026-01-06', '00:00'], ['2026-01-05', '23:45'])).toEqual({
      ok: false,
      error: 'exit-before-entry',
    });
  });

  it('refuses invalid dates', () => {
    expect(calculateDriveUpFee(new Date(Number.NaN), at('2026-01-05', '08:00'))).toEqual({
      ok: false,
      error: 'invalid',
    });
  });

  it('accepts 90 days and refuses anything longer', () => {
    // April 6 to July 5 is 90 days with no clock change in between.
    expect(fee(['2026-04-06', '00:00'], ['2026-07-05', '00:00'])).toMatchObject({ ok: true, blocks: 180 });
    expect(fee(['2026-04-06', '00:00'], ['2026-07-05', '00:15'])).toEqual({ ok: false, error: 'too-long' });
  });
});

describe('calculateDriveUpFee: Friday–Sunday rate', () => {
  it('charges a Thursday-night stay that runs into Friday at the higher rate', () => {
    expect(fee(['2026-01-08', '20:00'], ['2026-01-09', '06:00'])).toMatchObject({
      blocks: 1,
      weekendBlocks: 1,
      totalCents: 1800,
    });
  });

  it('keeps a Thursday-only stay at the lower rate', () => {
    expect(fee(['2026-01-08', '20:00'], ['2026-01-08', '23:45'])).toMatchObject({ totalCents: 1100 });
  });

  it('judges the last block only on the time actually parked', () => {
    // Second block starts Thu 23:00; the car leaves at 23:30, before Friday.
    expect(fee(['2026-01-08', '11:00'], ['2026-01-08', '23:30'])).toMatchObject({
      blocks: 2,
      weekdayBlocks: 2,
      totalCents: 2200,
    });
  });

  it('does not count a block that ends exactly at Friday 00:00 as touching Friday', () => {
    expect(fee(['2026-01-08', '11:00'], ['2026-01-09', '00:00'])).toMatchObject({
      blocks: 2,
      totalCents: 2200,
    });
    expect(fee(['2026-01-08', '11:00'], ['2026-01-09', '00:15'])).toMatchObject({
      blocks: 2,
      weekdayBlocks: 1,
      weekendBlocks: 1,
      totalCents: 2900,
    });
  });

  it('charges a block that starts exactly at Friday 00:00 at the higher rate', () => {
    expect(fee(['2026-01-09', '00:00'], ['2026-01-09', '12:00'])).toMatchObject({ totalCents: 1800 });
  });

  it('charges Saturday and Sunday at the higher rate', () => {
    expect(fee(['2026-01-10', '09:00'], ['2026-01-11', '09:00'])).toMatchObject({
      blocks: 2,
      weekendBlocks: 2,
      totalCents: 3600,
    });
  });

  it('charges a Sunday-night stay into Monday at the higher rate, then Monday blocks at the lower', () => {
    expect(fee(['2026-01-11', '20:00'], ['2026-01-12', '06:00'])).toMatchObject({
      blocks: 1,
      totalCents: 1800,
    });
    expect(fee(['2026-01-11', '20:00'], ['2026-01-12', '10:00'])).toMatchObject({
      blocks: 2,
      weekendBlocks: 1,
      weekdayBlocks: 1,
      totalCents: 2900,
    });
  });

  it('charges a block starting Monday 00:00 at the lower rate', () => {
    expect(fee(['2026-01-11', '12:00'], ['2026-01-12', '00:00'])).toMatchObject({ totalCents: 1800 });
    expect(fee(['2026-01-12', '00:00'], ['2026-01-12', '12:00'])).toMatchObject({ totalCents: 1100 });
  });
});

describe('calculateDriveUpFee: week-long stays', () => {
  it('Monday 00:00 to Monday 00:00: 8 weekday and 6 weekend blocks', () => {
    expect(fee(['2026-01-05', '00:00'], ['2026-01-12', '00:00'])).toMatchObject({
      blocks: 14,
      weekdayBlocks: 8,
      weekendBlocks: 6,
      totalCents: 8 * 1100 + 6 * 1800,
    });
  });

  it('Thursday 18:00 to Thursday 18:00: both edge blocks touch the weekend', () => {
    expect(fee(['2026-01-08', '18:00'], ['2026-01-15', '18:00'])).toMatchObject({
      blocks: 14,
      weekdayBlocks: 7,
      weekendBlocks: 7,
      totalCents: 7 * 1100 + 7 * 1800,
    });
  });

  it('a week and a quarter hour starts a fifteenth block', () => {
    expect(fee(['2026-01-05', '00:00'], ['2026-01-12', '00:15'])).toMatchObject({
      blocks: 15,
      weekdayBlocks: 9,
      totalCents: 9 * 1100 + 6 * 1800,
    });
  });
});

describe('calculateDriveUpFee: daylight-saving days (blocks are real elapsed hours)', () => {
  it('spring forward: 20:00 to 08:30 on the clock is only 11.5 hours, one block', () => {
    expect(fee(['2026-03-07', '20:00'], ['2026-03-08', '08:30'])).toMatchObject({
      blocks: 1,
      durationMinutes: 690,
      totalCents: 1800,
    });
  });

  it('fall back: 20:00 to 07:30 on the clock is 12.5 hours, two blocks', () => {
    expect(fee(['2026-10-31', '20:00'], ['2026-11-01', '07:30'])).toMatchObject({
      blocks: 2,
      durationMinutes: 750,
      totalCents: 3600,
    });
  });

  it('a stay spanning the spring change into Monday still splits on real hours', () => {
    // Sun 00:00 -> Mon 00:00 on the clock is 23 real hours: blocks Sun 00:00-13:00, Sun 13:00-Mon 00:00.
    expect(fee(['2026-03-08', '00:00'], ['2026-03-09', '00:00'])).toMatchObject({
      blocks: 2,
      weekendBlocks: 2,
      durationMinutes: 23 * 60,
    });
    // Sun 00:00 -> Mon 01:00 is 24 real hours; the second block ends Mon 01:00 and touches Sunday.
    expect(fee(['2026-03-08', '00:00'], ['2026-03-09', '01:00'])).toMatchObject({
      blocks: 2,
      totalCents: 3600,
    });
  });
});

describe('calculateDriveUpFee: the garage calendar decides the weekday', () => {
  it('uses the given zone, not the machine zone', () => {
    // Thu 21:30-23:30 in Los Angeles is Fri 00:30-02:30 in New York.
    const entry = at('2026-01-08', '21:30');
    const exit = at('2026-01-08', '23:30');
    expect(calculateDriveUpFee(entry, exit)).toMatchObject({ totalCents: 1100 });
    expect(calculateDriveUpFee(entry, exit, { timeZone: 'America/New_York' })).toMatchObject({
      totalCents: 1800,
    });
  });
});
