/**
 * The one money formatter for every front end.
 * Money is integer cents everywhere (API and UI); this shows it as US dollars: 25000 -> '$250.00'.
 */
/** Text shown for a missing amount. */
export const MISSING_AMOUNT = '—';

/**
 * Formats integer cents as dollars with a $ sign, thousands separators and 2 decimals.
 * Negative amounts get a leading minus ('-$5.00'). Fractional cents are rounded.
 * `null`, `undefined` and non-finite numbers give '—'.
 */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return MISSING_AMOUNT;
  // Written out rather than with Intl.NumberFormat: the page's first Intl formatter loads the browser's
  // locale data, ~50 ms of a cheap phone's main thread at start-up, and every page shows a price.
  // The output is en-US currency text exactly (a test holds it equal to Intl's).
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  const dollars = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Dollars (as typed in a form, e.g. '12.5' or 12.5) to integer cents; null when not a number. */
export function dollarsToCents(dollars: string | number): number | null {
  const value = typeof dollars === 'number' ? dollars : Number(dollars.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value) || (typeof dollars === 'string' && dollars.trim() === '')) return null;
  return Math.round(value * 100);
}
