import { z } from 'zod';
import { rule } from './validation-rules';

// A customer's privacy requests (docs/decisions/privacy-requests.md): export everything held, erase on
// request. Browser-safe: the profile's erase dialog runs this schema before sending.

/** `POST /clients/{id}/erase`: the customer's e-mail typed again, so a slip cannot erase anyone. */
export const eraseCustomerInputSchema = z.object(
  {
    confirm_email: z
      .string({ error: rule('erase_confirm_email') })
      .trim()
      .min(1, rule('erase_confirm_email'))
      .max(254, rule('erase_confirm_email')),
  },
  { error: rule('body_not_object') },
);

export type EraseCustomerInput = z.input<typeof eraseCustomerInputSchema>;

/** What the erasure did: counts only, no personal value. */
export type EraseCustomerResponse = {
  erased_at: string;
  passes_ended: number;
  cards_released: number;
  portal_sessions_revoked: number;
};
