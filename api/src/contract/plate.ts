import { z } from 'zod';
import { normalizePlate, PLATE_PATTERN } from './plate-format';
import { rule } from './validation-rules';

export const plateSchema = z
  .string({ error: rule('plate_format') })
  .transform(normalizePlate)
  .pipe(z.string().regex(PLATE_PATTERN, rule('plate_format')));
