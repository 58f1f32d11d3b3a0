import { describe, expect, it } from 'vitest';
import { intentIdFromClientSecret } from './billing-input';
import { detectCardBrand, isAmex } from './card-brand';
import { isUsCountry, usStateCode } from './us-states';

describe('detectCardBrand', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3714 496353 98431', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['9999', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('recognises Amex as Stripe names it', () => {
    expect(isAmex('amex')).toBe(true);
    expect(isAmex('visa')).toBe(false);
    expect(isAmex(null)).toBe(false);
  });
});

describe('small contract helpers', () => {
  it('reads the intent id from a client secret', () => {
    expect(intentIdFromClientSecret('pi_123_secret_abc')).toBe('pi_123');
    expect(intentIdFromClientSecret('seti_9')).toBe('seti_9');
  });

  it('knows the US by its names and states by code or name', () => {
    expect(isUsCountry('USA')).toBe(true);
    expect(isUsCountry('Estados Unidos')).toBe(true);
    expect(isUsCountry('Mexico')).toBe(false);
    expect(usStateCode('ca')).toBe('CA');
    expect(usStateCode('New Mexico')).toBe('NM');
    expect(usStateCode('Baja California')).toBeNull();
  });
});
