import { z } from 'zod';
import { normalizePlate, PLATE_PATTERN } from './plate-format';
import { normalizePlateRegion } from './plate-region';
import { rule } from './validation-rules';

export const plateSchema = z
  .string({ error: rule('plate_format') })
  .transform(normalizePlate)
  .pipe(z.string().regex(PLATE_PATTERN, rule('plate_format')));

/**
 * Where the plate was issued (contract/plate-region.ts): 'US-CA', 'us ca', 'MX_BCN' are taken as the
 * code; empty means not known. Anything else is refused with `plate_region`.
 */
export const plateRegionSchema = z
  .string({ error: rule('plate_region') })
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value.trim() === '') return null;
    const region = normalizePlateRegion(value);
    if (region === null) {
      context.addIssue({ code: 'custom', message: rule('plate_region') });
      return z.NEVER;
    }
    return region;
  })
  // The OpenAPI document shows callers the form the transform takes.
  .meta({
    description:
      "Where the plate was issued: an ISO 3166-2 code of a US or Mexican state ('US-CA', 'MX-BCN'; case, spaces and underscores are forgiven). Empty or null: not known.",
  });
