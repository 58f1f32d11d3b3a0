import { z } from 'zod';
import { rule } from './validation-rules';

/** Trimmed, checked e-mail. Lower-casing is left to the server so the visitor sees what they typed. */
export const emailAddressSchema = z
  .string({ error: rule('email_required') })
  .trim()
  .min(1, rule('email_required'))
  .max(254, rule('invalid_email'))
  .pipe(z.email(rule('invalid_email')));

/** The one form an e-mail is stored, compared and looked up in: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
