import { z } from 'zod';
import type { PaymentErrorInfo } from './billing-response';
import { rule } from './validation-rules';

// The offline payment sandbox's browser protocol (only answered when the sandbox is the provider).
// It stands in for Stripe.js: the checkout posts the card here instead of to Stripe.

const clientSecret = z
  .string({ error: rule('client_secret_required') })
  .trim()
  .regex(/^(pi|seti)_sbx_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, rule('client_secret_format'));

const twoOrFourDigitYear = z.coerce
  .number({ error: rule('card_expiry_year_incomplete') })
  .int(rule('card_expiry_year_incomplete'))
  .transform((year) => (year < 100 ? 2000 + year : year));

/** `POST /sandbox/confirm`: like stripe.confirmCardPayment / confirmCardSetup. */
export const sandboxConfirmInputSchema = z.object(
  {
    clientSecret,
    card: z.object(
      {
        number: z
          .string({ error: rule('card_number_incomplete') })
          .transform((value) => value.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(/^\d{12,19}$/, rule('card_number_incomplete'))),
        expMonth: z.coerce
          .number({ error: rule('card_expiry_incomplete') })
          .int(rule('card_expiry_incomplete')),
        expYear: twoOrFourDigitYear,
        cvc: z
          .string({ error: rule('card_cvc_incomplete') })
          .trim()
          .regex(/^\d{3,4}$/, rule('card_cvc_incomplete')),
        postalCode: z.string().trim().max(12).optional(),
      },
      { error: rule('card_required') },
    ),
  },
  { error: rule('body_not_object') },
);

/** `POST /sandbox/challenge`: the visitor's answer to the 3-D Secure window. */
export const sandboxChallengeInputSchema = z.object(
  {
    clientSecret,
    outcome: z.enum(['complete', 'fail'], { error: rule('challenge_outcome') }),
  },
  { error: rule('body_not_object') },
);

/** `POST /sandbox/advance-clock`: moves the sandbox test clock forward (renewals fall due). */
export const sandboxAdvanceClockInputSchema = z
  .object(
    {
      days: z
        .number({ error: rule('clock_days_type') })
        .int()
        .min(0)
        .max(1000)
        .optional()
        .default(0),
      hours: z
        .number({ error: rule('clock_hours_type') })
        .int()
        .min(0)
        .max(24_000)
        .optional()
        .default(0),
    },
    { error: rule('body_not_object') },
  )
  .refine((value) => value.days > 0 || value.hours > 0, { message: rule('clock_advance_min') });

export type SandboxConfirmInput = z.input<typeof sandboxConfirmInputSchema>;
export type SandboxChallengeInput = z.input<typeof sandboxChallengeInputSchema>;

export type SandboxIntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

/**
 * Result of confirm / challenge. Card problems are results, not HTTP errors (HTTP 200 with `error`),
 * as with Stripe.js; `status: 'requires_action'` means: show the 3-D Secure challenge.
 */
export type SandboxIntentResult = {
  status: SandboxIntentStatus;
  intentType: 'payment' | 'setup';
  /** The saved card (`pm_...`): autopay sends it to `/billing/subscribe`. */
  paymentMethod: string | null;
  nextAction: { type: 'sandbox_3ds_challenge' } | null;
  error?: PaymentErrorInfo;
};

export type SandboxClockResponse = {
  now: string;
  invoices: { id: string; subscription: string; amount_cents: number; status: 'paid' | 'open' }[];
};

/** Cards the sandbox knows, with what they do (the same numbers as Stripe's test mode). */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'Succeeds' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'Succeeds' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'Declined (generic_decline)' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'Declined (insufficient_funds)' },
  { number: '4000002760003184', brand: 'visa', behaviour: 'Always asks for 3-D Secure' },
  { number: '4000002500003155', brand: 'visa', behaviour: '3-D Secure once, then renews without it' },
  { number: '378282246310005', brand: 'amex', behaviour: 'American Express (refused by the garage)' },
] as const;
