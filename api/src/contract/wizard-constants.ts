import { RULE_MESSAGES } from './validation-rules';

// The wizard's lists and ranges, apart from the schemas so the browser can show the wizard (dial
// codes, vehicle types and colours, the year range, the ZIP format) without loading zod. The
// schemas in `wizard-data.ts` are built from these same constants.

export const DIAL_CODES = ['+1', '+52'] as const;
export const VEHICLE_TYPES = ['car', 'motorcycle'] as const;
export const VEHICLE_COLORS = [
  'White',
  'Black',
  'Gray',
  'Silver',
  'Red',
  'Blue',
  'Green',
  'Beige',
  'Brown',
  'Yellow',
  'Orange',
  'Purple',
] as const;
export const MIN_VEHICLE_YEAR = 1925;

/** The newest model year offered: next calendar year (dealers sell next year's models early). */
export function maxVehicleYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

/** The English text of rule `invalid_year`, with the range it names today. */
export function invalidYearMessage(now: Date = new Date()): string {
  return RULE_MESSAGES.invalid_year
    .replace('{min}', String(MIN_VEHICLE_YEAR))
    .replace('{max}', String(maxVehicleYear(now)));
}

export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** Nine digits get their hyphen ('123456789' -> '12345-6789'); anything else is only trimmed. */
export function formatUsZip(raw: string): string {
  const value = raw.trim();
  const digits = value.replace(/\D/g, '');
  if (/^\d{9}$/.test(value) || (digits.length === 9 && /^\d{5}[\s-]?\d{4}$/.test(value))) {
    return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  }
  return value;
}

export function isUsZip(zip: string): boolean {
  return US_ZIP_PATTERN.test(formatUsZip(zip));
}
