import type { ErrorCode } from './error-codes';

// The garage's card acquirer does not take American Express; both the checkout form and the API
// refuse it with this code (its text: ERROR_MESSAGES.amex_not_accepted, SPEC section 8).
export const AMEX_ERROR_CODE = 'amex_not_accepted' satisfies ErrorCode;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** Brand from the leading digits, as card networks assign them (IIN ranges). */
export function detectCardBrand(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export function isAmex(brand: string | null | undefined): boolean {
  return (brand ?? '').toLowerCase() === 'amex' || (brand ?? '').toLowerCase() === 'american_express';
}

// Card brands are proper names, the same in both languages.
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  amex: 'American Express',
};

/** 'visa' -> 'Visa', as the portal, receipts and PDFs name a card; an unknown brand is capitalised. */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
