import { z } from 'zod';

/** SPEC section 5 keeps this one message in Spanish. */
export const PLATE_MESSAGE = 'Placa inválida: solo A-Z y 0-9, máximo 15 caracteres';
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
  .string({ error: PLATE_MESSAGE })
  .transform(normalizePlate)
  .pipe(z.string().regex(PLATE_PATTERN, PLATE_MESSAGE));
