import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatMoney } from './money';

describe('formatMoney', () => {
  it('formats cents as dollars with a $ sign and 2 decimals', () => {
    expect(formatMoney(25000)).toBe('$250.00');
    expect(formatMoney(3000)).toBe('$30.00');
    expect(formatMoney(1)).toBe('$0.01');
    expect(formatMoney(99)).toBe('$0.99');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('adds thousands separators', () => {
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(100000)).toBe('$1,000.00');
  });

  it('handles negative amounts', () => {
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(-123456)).toBe('-$1,234.56');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it('writes exactly what Intl writes for en-US dollars', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const samples = [
      0, 1, 5, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 987654321, 4_503_599_627_370_496,
    ];
    for (const cents of [...samples, ...samples.filter((value) => value > 0).map((value) => -value)]) {
      expect(formatMoney(cents)).toBe(usd.format(cents / 100));
    }
  });

  it('rounds fractional cents and shows a dash for missing values', () => {
    expect(formatMoney(1999.6)).toBe('$20.00');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('dollarsToCents', () => {
  it('parses typed dollar amounts', () => {
    expect(dollarsToCents('250')).toBe(25000);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('$1,234.56')).toBe(123456);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });
});
