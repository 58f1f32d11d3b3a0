import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { plateSchema } from './plate';
import { rule } from './validation-rules';

// The portal's autopay and card calls (`/payments-public/...`, `/checkout/init/{token}`): the wire
// shapes of docs/decisions/customer-portal.md. Browser-safe; the portal runs the same schemas. Every
// call here except setup-result and init needs the portal session cookie of the pass's e-mail
// (docs/decisions/portal-sign-in.md); e-mail and plate only name the pass.

/** A sign-in code is exactly this many digits (SPEC section 5). */
export const OTP_LENGTH = 6;

const language = z.enum(['en', 'es'], { error: rule('language') });

// Consent texts are a sentence or two; the cap only keeps a hostile body out of the evidence table.
const consentText = z
  .string({ error: rule('consent_text_type') })
  .trim()
  .max(4000, rule('consent_text_too_long'));

const token = (code: 'setup_intent_required' | 'session_id_required') =>
  z
    .string({ error: rule(code) })
    .trim()
    .min(1, rule(code))
    .max(512, rule(code));

const passKey = { email: emailAddressSchema, plate: plateSchema };
const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: rule('body_not_object') });

/** `POST /payments-public/toggle-autopay`: enabling needs the autopay text the customer was shown. */
export const toggleAutopayInputSchema = body({
  ...passKey,
  enable: z.boolean({ error: rule('enable_boolean') }),
  consent_text: consentText.optional(),
  language: language.optional(),
});

/**
 * `POST /payments-public/portal`: the hosted card set-up. `consent_text` (optional, beyond the shared
 * plan) is the autopay text the screen showed; without it the link text of the e-mails is recorded.
 */
export const setupPortalInputSchema = body({
  ...passKey,
  language: language.optional(),
  consent_text: consentText.optional(),
});

/** `POST /payments-public/send-autopay-enable-link` and `send-card-update-link`. */
export const passKeyInputSchema = body(passKey);

/** `GET /payments-public/setup-result?session_id=...` */
export const setupResultQuerySchema = z.object({ session_id: token('session_id_required') });

/** `POST /payments-public/card/setup` (signed in: the session replaced the one-time code's otp_session). */
export const cardSetupInputSchema = body(passKey);

/** `POST /payments-public/card/confirm` */
export const cardConfirmInputSchema = body({ ...passKey, setup_intent_id: token('setup_intent_required') });

export type ToggleAutopayInput = z.input<typeof toggleAutopayInputSchema>;
export type SetupPortalInput = z.input<typeof setupPortalInputSchema>;
export type PassKeyInput = z.input<typeof passKeyInputSchema>;
export type CardSetupInput = z.input<typeof cardSetupInputSchema>;
export type CardConfirmInput = z.input<typeof cardConfirmInputSchema>;

export type SetupPurpose = 'enable_autopay' | 'card_update';

export type ToggleAutopayResponse = {
  autopay_enabled: boolean;
  discount_cycles_left: number;
  next_renewal_date: string | null;
};
export type SetupUrlResponse = { url: string };
export type LinkSentResponse = { sent: true; reusedToken: boolean };
export type SetupResultResponse = {
  purpose: SetupPurpose;
  status: 'complete' | 'open';
  autopay_enabled: boolean;
  next_renewal_date: string | null;
  card_last4: string | null;
};
export type CardSetupResponse = { client_secret: string; setup_intent_id: string };
export type CardConfirmResponse = {
  card_last4: string;
  brand: string;
  /**
   * The renewal a failed charge left unpaid, charged to the new card at once: paid, or declined by it
   * too (`failed`), and its amount. Null when nothing was due: the card only serves later charges.
   */
  charged_now: { status: 'paid' | 'failed'; amount_cents: number } | null;
  /** The next automatic charge after this change (the renewal date 'YYYY-MM-DD'); null without autopay. */
  next_charge: { amount_cents: number; date: string } | null;
};
