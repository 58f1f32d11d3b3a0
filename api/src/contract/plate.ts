import { z } from 'zod';
import { rule } from './validation-rules';

import { normalizePlate, PLATE_PATTERN } from './plate-format';

export { isValidPlate, normalizePlate, PLATE_MAX_LENGTH } from './plate-format';

export const plateSchema = z
  .string({ error: rule('plate_format') })
  .transform(normalizePlate)
  .pipe(z.string().regex(PLATE_PATTERN, rule('plate_format')));
