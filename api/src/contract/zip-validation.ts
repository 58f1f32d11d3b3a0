import { z } from 'zod';
import { WIZARD_MESSAGES } from './wizard-data';

/** `GET /zip/validate?country=&zip=`: country defaults to the US. */
export const zipQuerySchema = z.object({
  country: z.string({ error: 'Country must be text' }).trim().max(80).optional().default('US'),
  zip: z
    .string({ error: WIZARD_MESSAGES.zipFormat })
    .trim()
    .min(1, WIZARD_MESSAGES.zipFormat)
    .max(12, WIZARD_MESSAGES.zipFormat),
});

/**
 * `ok`: the ZIP exists for a US state (`state` is its USPS code, e.g. 'CA'), or the address is not in
 * the US (`state` null, nothing to check). `ok: false` means no US state uses that ZIP prefix.
 * Compare `state` with the chosen state through `usStateCode()`; a mismatch shows
 * WIZARD_MESSAGES.zipStateMismatch.
 */
export type ZipValidation = { ok: boolean; state: string | null };
