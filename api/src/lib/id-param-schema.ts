import { z } from 'zod';
import { rule } from '../contract/validation-rules';

// Digits only, no leading zero, at most 16 of them (inside Number's exact range): `0x1`, `1e0`, ` 1`,
// `+1` or `01` would all coerce to 1 and reach row 1 under another name.
const ID_PATTERN = /^[1-9]\d{0,15}$/;

export const idParamSchema = z.object({
  id: z
    .string({ error: rule('id_positive') })
    .regex(ID_PATTERN, rule('id_positive'))
    .transform(Number),
});
