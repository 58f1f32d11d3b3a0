import { z } from 'zod';
import type { Role } from './capabilities';

export const loginInputSchema = z.object(
  {
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .max(100, 'Username must be at most 100 characters'),
    // Not trimmed: spaces may be part of a password.
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(1024, 'Password must be at most 1024 characters'),
  },
  { error: 'Request body must be a JSON object' },
);

export type LoginInput = z.input<typeof loginInputSchema>;

export type LoginResponse = { token: string; role: Role };
