import { z } from 'zod';
import { rule } from '../contract/validation-rules';
import { wholeNumber } from '../contract/whole-number';

// Path ids are plain decimal digits: `0x1`, `1e0`, ` 1`, `+1` or `01` would all coerce to 1 and reach
// row 1 under another name.
export const idParamSchema = z.object({
  id: wholeNumber(
    z
      .number({ error: rule('id_positive') })
      .int(rule('id_positive'))
      .positive(rule('id_positive')),
  ),
});
