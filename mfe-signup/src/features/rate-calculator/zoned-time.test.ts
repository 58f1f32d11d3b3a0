import { instantToWallTime, wallTimeToInstant, zonedParts } from './zoned-time';

const LA = 'America/Los_Angeles';

describe('wallTimeToInstant', () => {
  it('reads winter and summer times with their own offsets', () => {
    expect(wallTimeToInstant('2026-01-08', '12:00', LA)?.toISOString()).toBe('2026-01-08T20:00:00.000Z');
    expect(wallTimeToInstant('2026-07-01', '12:00', LA)?.toISOString()).toBe('2026-07-01T19:00:00.000Z');
  });

  it('moves a time skipped by the spring change forward by the jump', () => {
    expect(wallTimeToInstant('2026-03-08', '02:30', LA)?.toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(instantToWallTime(wallTimeToInstant('2026-03-08', '02:30', LA)!, LA)).toEqual({
      date: '2026-03-08',
      time: '03:30',
    });
  });

  it('takes the first of the two 01:30s on the autumn change', () => {
    expect(wallTimeToInstant('2026-11-01', '01:30', LA)?.toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });

  it('is independent of the zone the browser runs in', () => {
    expect(wallTimeToInstant('2026-01-08', '12:00', 'Asia/Tokyo')?.toISOString()).toBe(
      '2026-01-08T03:00:00.000Z',
    );
  });

  it('rejects malformed or impossible input', () => {
    expect(wallTimeToInstant('2026-02-30', '12:00', LA)).toBeNull();
    expect(wallTimeToInstant('2026-13-01', '12:00', LA)).toBeNull();
    expect(wallTimeToInstant('2026-01-08', '24:00', LA)).toBeNull();
    expect(wallTimeToInstant('', '12:00', LA)).toBeNull();
    expect(wallTimeToInstant('2026-01-08', '', LA)).toBeNull();
  });
});

describe('zonedParts', () => {
  it('gives the garage weekday of an instant', () => {
    // 2026-01-09 is a Friday; 07:30Z is still Thursday evening in Los Angeles.
    expect(zonedParts(new Date('2026-01-09T07:30:00Z'), LA).weekday).toBe(4);
    expect(zonedParts(new Date('2026-01-09T08:00:00Z'), LA).weekday).toBe(5);
  });
});
