/**
 * The one money formatter for every front end.
 * Money is integer cents everywhere (API and UI); this shows it as US dollars: 25000 -> '$250.00'.
 */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Text shown for a missing amount. */
export const MISSING_AMOUNT = '—';

/**
 * Formats integer cents as dollars with a $ sign, thousands separators and 2 decimals.
 * Negative amounts get a leading minus ('-$5.00'). Fractional cents are rounded.
 * `null`, `undefined` and non-finite numbers give '—'.
 */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return MISSING_AMOUNT;
  const whole = Math.round(cents);
  if (whole === 0) return usd.format(0);
  return usd.format(whole / 100);
}

/** Dollars (as typed in a form, e.g. '12.5' or 12.5) to integer cents; null when not a number. */
export function dollarsToCents(dollars: string | number): number | null {
  const value = typeof dollars === 'number' ? dollars : Number(dollars.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value) || (typeof dollars === 'string' && dollars.trim() === '')) return null;
  return Math.round(value * 100);
}
