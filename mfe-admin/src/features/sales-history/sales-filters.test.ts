import { describe, expect, it } from 'vitest';
import { defaultSalesFilters, isValidRange } from './sales-filters';

describe('defaultSalesFilters', () => {
  it("is the last 29 days through today in the garage's zone, not UTC", () => {
    // 05:00 UTC on March 3 is still the evening of March 2 in Los Angeles.
    expect(defaultSalesFilters(new Date('2026-03-03T05:00:00Z'))).toEqual({
      type: 'all',
      from: '2026-02-01',
      to: '2026-03-02',
    });
    // Across a year end.
    expect(defaultSalesFilters(new Date('2026-01-10T20:00:00Z'))).toMatchObject({
      from: '2025-12-12',
      to: '2026-01-10',
    });
  });

  it('accepts only complete, ordered ranges', () => {
    expect(isValidRange({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(isValidRange({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-01-01' })).toBe(false);
  });
});
