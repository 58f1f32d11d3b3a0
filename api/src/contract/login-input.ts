import { z } from 'zod';
import { rule } from './validation-rules';

export const loginInputSchema = z.object(
  {
    username: z
      .string({ error: rule('username_required') })
      .trim()
      .min(1, rule('username_required'))
      .max(100, rule('username_too_long')),
    // Not trimmed: spaces may be part of a password.
    password: z
      .string({ error: rule('password_required') })
      .min(1, rule('password_required'))
      .max(1024, rule('password_too_long')),
  },
  { error: rule('body_not_object') },
);

export type LoginInput = z.input<typeof loginInputSchema>;
