import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wholeNumber } from './whole-number';

const limit = wholeNumber(z.number().int().min(0).max(100));

describe('wholeNumber', () => {
  it.each(['0x10', '1e1', ' 5', '5 ', '+5', '-5', '05', '5.0', '', '٥', '0b1', 'Infinity'])(
    'refuses the string %j, which z.coerce.number() would read as a number',
    (value) => {
      expect(limit.safeParse(value).success).toBe(false);
    },
  );

  it('refuses what is not a number or a string', () => {
    for (const value of [true, null, [5], {}]) expect(limit.safeParse(value).success).toBe(false);
  });

  it('reads plain decimal digits and JSON numbers, then applies the number rules', () => {
    expect(limit.parse('0')).toBe(0);
    expect(limit.parse('42')).toBe(42);
    expect(limit.parse(42)).toBe(42);
    expect(limit.safeParse('101').success).toBe(false);
    expect(limit.safeParse(1.5).success).toBe(false);
  });
});
