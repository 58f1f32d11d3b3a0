// The plate's format without zod: the wizard normalises as the visitor types.

export const PLATE_MAX_LENGTH = 15;

export const PLATE_PATTERN = /^[A-Z0-9]{1,15}$/;

/** Upper-cased and trimmed; what the wizard shows as the visitor types. */
export function normalizePlate(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidPlate(raw: string): boolean {
  return PLATE_PATTERN.test(normalizePlate(raw));
}
