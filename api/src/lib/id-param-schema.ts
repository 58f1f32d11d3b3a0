import { z } from 'zod';

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Id must be a positive whole number' })
    .int('Id must be a positive whole number')
    .positive('Id must be a positive whole number'),
});
