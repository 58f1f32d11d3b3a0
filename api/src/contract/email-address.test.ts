import { describe, expect, it } from 'vitest';
import { emailAddressSchema } from './email-address';
import { editDistance, suggestEmailDomain } from './email-suggestions';

describe('suggestEmailDomain (typo hint)', () => {
  it.each([
    ['ana@gmial.com', 'ana@gmail.com'],
    ['ana@gmail.co', 'ana@gmail.com'],
    ['ana@hotmial.com', 'ana@hotmail.com'],
    ['ana@yaho.com', 'ana@yahoo.com'],
    ['ana@outlok.com', 'ana@outlook.com'],
    ['ana@prodigy.net.mz', 'ana@prodigy.net.mx'],
  ])('%s -> %s', (typed, suggestion) => {
    expect(suggestEmailDomain(typed)).toBe(suggestion);
  });

  it('suggests nothing for a known domain, a far one or no domain', () => {
    expect(suggestEmailDomain('ana@gmail.com')).toBeNull();
    expect(suggestEmailDomain('ana@company.example')).toBeNull();
    expect(suggestEmailDomain('ana')).toBeNull();
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('emailAddressSchema', () => {
  it('trims and checks', () => {
    expect(emailAddressSchema.parse(' ana@example.com ')).toBe('ana@example.com');
    expect(emailAddressSchema.safeParse('ana@').error?.issues[0]?.message).toBe('invalid_email');
  });
});
