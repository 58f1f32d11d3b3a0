import {
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  isCardNumberComplete,
  isCvcComplete,
  passesLuhn,
} from './card-input-format';

describe('card number', () => {
  it('groups digits as typed, Amex as 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
  });

  it('is complete at the brand’s length with a valid checksum', () => {
    expect(isCardNumberComplete('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumberComplete('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumberComplete('4242 4242 4242')).toBe(false);
    expect(isCardNumberComplete('5555 5555 5555 4444')).toBe(true);
    expect(isCardNumberComplete('3782 822463 10005')).toBe(true);
    expect(passesLuhn('4000002760003184')).toBe(true);
  });
});

describe('expiry', () => {
  it('formats MM/YY as typed', () => {
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('is refused when incomplete, not a month, or in the past', () => {
    const now = new Date(2026, 4, 15);
    expect(expiryProblem('12/3', now)).toBe('incomplete');
    expect(expiryProblem('13/30', now)).toBe('invalidMonth');
    expect(expiryProblem('04/26', now)).toBe('past');
    expect(expiryProblem('05/26', now)).toBeNull();
  });
});

describe('CVC', () => {
  it('has 3 digits, 4 on Amex', () => {
    expect(isCvcComplete('123', 'visa')).toBe(true);
    expect(isCvcComplete('12', 'visa')).toBe(false);
    expect(isCvcComplete('1234', 'amex')).toBe(true);
  });
});
