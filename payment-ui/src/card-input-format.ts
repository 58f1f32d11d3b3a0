import { type CardBrand, detectCardBrand } from 'api/contract/card-brand';

/** Pure helpers of the sandbox card form: formatting as typed and completeness, like Stripe's fields. */

export const cardDigits = (value: string) => value.replace(/\D/g, '');

const maxDigits = (brand: CardBrand) => (brand === 'amex' ? 15 : 19);

/** '4242424242424242' -> '4242 4242 4242 4242'; Amex as 4-6-5 ('3782 822463 10005'). */
export function formatCardNumber(typed: string): string {
  const digits = cardDigits(typed);
  const brand = detectCardBrand(digits);
  const limited = digits.slice(0, maxDigits(brand));
  if (brand === 'amex') {
    return [limited.slice(0, 4), limited.slice(4, 10), limited.slice(10)].filter(Boolean).join(' ');
  }
  return limited.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Luhn checksum, which every real card number passes (and most typos do not). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function isCardNumberComplete(typed: string): boolean {
  const digits = cardDigits(typed);
  const brand = detectCardBrand(digits);
  const lengthOk =
    brand === 'amex'
      ? digits.length === 15
      : brand === 'mastercard'
        ? digits.length === 16
        : digits.length >= 13 &&
          digits.length <= 19 &&
          (brand !== 'visa' || [13, 16, 19].includes(digits.length));
  return lengthOk && passesLuhn(digits);
}

/** 'MM/YY' as typed: '4' -> '04/', '1225' -> '12/25'. Deleting through the slash stays possible. */
export function formatExpiry(typed: string, previous = ''): string {
  let digits = cardDigits(typed).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const deleting = typed.length < previous.length;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type ExpiryProblem = 'incomplete' | 'invalidMonth' | 'past';

export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

export function expiryProblem(value: string, now: Date = new Date()): ExpiryProblem | null {
  const parsed = parseExpiry(value);
  if (!parsed) return 'incomplete';
  if (parsed.month < 1 || parsed.month > 12) return 'invalidMonth';
  const current = now.getFullYear() * 12 + now.getMonth();
  return parsed.year * 12 + (parsed.month - 1) < current ? 'past' : null;
}

export const isCvcComplete = (cvc: string, brand: CardBrand) =>
  new RegExp(brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(cvc);
