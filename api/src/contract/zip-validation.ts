import { z } from 'zod';
import { rule } from './validation-rules';

/** `GET /zip/validate?country=&zip=`: country defaults to the US. */
export const zipQuerySchema = z.object({
  country: z
    .string({ error: rule('country_type') })
    .trim()
    .max(80)
    .optional()
    .default('US'),
  zip: z
    .string({ error: rule('zip_format') })
    .trim()
    .min(1, rule('zip_format'))
    .max(12, rule('zip_format')),
});

/**
 * `ok`: the ZIP exists for a US state (`state` is its USPS code, e.g. 'CA'), or the address is not in
 * the US (`state` null, nothing to check). `ok: false` means no US state uses that ZIP prefix.
 * Compare `state` with the chosen state through `usStateCode()`; a mismatch shows
 * WIZARD_MESSAGES.zipStateMismatch.
 */
export type ZipValidation = { ok: boolean; state: string | null };
