import { z } from 'zod';
import { rule } from '../contract/validation-rules';

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: rule('id_positive') })
    .int(rule('id_positive'))
    .positive(rule('id_positive')),
});
