// The plate's format without zod: the wizard normalises as the visitor types.

export const PLATE_MAX_LENGTH = 15;

export const PLATE_PATTERN = /^[A-Z0-9]{1,15}$/;

// Spaces and dashes are how a plate is written on the car and in notes ("ABC-123", "ABC 123", the en
// dash a phone's keyboard substitutes), never part of it: any Unicode space, the dash family, the minus sign.
const SEPARATORS = /[\s\p{Pd}\u2212]/gu;

/** Without spaces or dashes, upper-cased: the stored form, and what the wizard shows as the visitor types. */
export function normalizePlate(raw: string): string {
  return raw.replace(SEPARATORS, '').toUpperCase();
}

export function isValidPlate(raw: string): boolean {
  return PLATE_PATTERN.test(normalizePlate(raw));
}
