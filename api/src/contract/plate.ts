import { z } from 'zod';
import { rule } from './validation-rules';

export const PLATE_MAX_LENGTH = 15;

const PLATE_PATTERN = /^[A-Z0-9]{1,15}$/;

/** Upper-cased and trimmed; what the wizard shows as the visitor types. */
export function normalizePlate(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidPlate(raw: string): boolean {
  return PLATE_PATTERN.test(normalizePlate(raw));
}

export const plateSchema = z
  .string({ error: rule('plate_format') })
  .transform(normalizePlate)
  .pipe(z.string().regex(PLATE_PATTERN, rule('plate_format')));
