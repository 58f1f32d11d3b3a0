import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { rule } from './validation-rules';
import { wholeNumber } from './whole-number';
import { wizardDataSchema } from './wizard-data';

export const ONE_TIME_PLAN_ID = 1;
export const AUTOPAY_PLAN_ID = 2;
/** Autopay's discount lasts this many monthly cycles (SPEC section 9: "first 3 months"). */
export const DISCOUNT_CYCLES = 3;
/** Longest consent text stored; the texts shown are a sentence or two. */
export const MAX_CONSENT_TEXT = 4000;

const planId = wholeNumber(
  z
    .number({ error: rule('plan_id') })
    .int(rule('plan_id'))
    .positive(rule('plan_id')),
);

// Honeypot: people never see this field, bots fill it in.
const website = z
  .string({ error: rule('website_type') })
  .optional()
  .default('');

const language = z
  .enum(['en', 'es'], { error: rule('language') })
  .optional()
  .default('en');

const consentText = z
  .string({ error: rule('consent_text') })
  .trim()
  .max(MAX_CONSENT_TEXT, rule('consent_text'));

/**
 * What the buyer agreed to, as shown to them: the text beside the terms checkbox and, for autopay,
 * beside the discount consent, in the page's language. The server stores it as evidence
 * (docs/decisions/consent-evidence.md); absent or blank texts answer 400 `consent_required`.
 */
export const checkoutConsentSchema = z.object(
  {
    terms_text: consentText,
    autopay_text: consentText.optional(),
    language: z.enum(['en', 'es'], { error: rule('language') }),
  },
  { error: rule('consent_text') },
);

/** `POST /billing/create-intent` */
export const createIntentInputSchema = z.object(
  {
    planId,
    email: emailAddressSchema,
    firstName: z
      .string({ error: rule('first_name_required') })
      .trim()
      .min(2, rule('min_two_letters'))
      .max(60, rule('first_name_too_long')),
    lastName: z
      .string({ error: rule('last_name_type') })
      .trim()
      .max(60, rule('last_name_too_long'))
      .optional()
      .default(''),
    wizardData: wizardDataSchema,
    website,
    /** Language of the checkout page; the receipt e-mail is written in it. */
    language,
    consent: checkoutConsentSchema.nullish(),
    /**
     * The signed pass `POST /captcha/verify` answered, good only from the network that solved it.
     * Missing, forged, expired or from elsewhere: 403 `captcha_pass_required`; already used to start
     * another checkout: 403 `captcha_pass_used` (the checkout then asks for the CAPTCHA again). One
     * pass starts one checkout; only that checkout's `checkoutToken` starts it over with the same pass.
     */
    captchaPass: z.string().max(512).optional(),
    /**
     * The `checkoutToken` an earlier create-intent answered this browser: that checkout is replaced (a
     * reload, a plan change, a retry). Another browser's live checkout of the same plate or e-mail is
     * replaced too unless its payment is under way at the provider: then 409 `checkout_in_progress`
     * (docs/decisions/checkout-plate-conflict.md).
     */
    checkoutToken: z
      .string({ error: rule('customer_id') })
      .trim()
      .max(100, rule('customer_id'))
      .optional()
      .transform((value) => value || undefined),
    /**
     * The token of a waitlist offer link (`/?offer=`): the checkout takes over the space held for the
     * offer, even when no other space is free. The e-mail must be the one the offer went to (409
     * `waitlist_offer_email_mismatch`); an offer that ended answers 409 `waitlist_offer_expired`.
     */
    waitlistOfferToken: z
      .string({ error: rule('token_required') })
      .trim()
      .max(200, rule('token_required'))
      .optional()
      .transform((value) => value || undefined),
  },
  { error: rule('body_not_object') },
);

/** `POST /billing/subscribe` (autopay, after the setup intent succeeded in the browser). */
export const subscribeInputSchema = z.object(
  {
    /** The opaque checkout token create-intent returned (`checkoutToken`; SPEC's field name). */
    customerId: z
      .string({ error: rule('customer_id') })
      .trim()
      .min(1, rule('customer_id'))
      .max(255, rule('customer_id')),
    /** The payment method the confirmed setup intent produced (`pm_...`). */
    paymentMethod: z
      .string({ error: rule('payment_method') })
      .trim()
      .min(1, rule('payment_method'))
      .max(255, rule('payment_method')),
    /** Accepted for older pages and ignored: the vehicle is written when the payment completes. */
    carId: wholeNumber(
      z
        .number({ error: rule('car_id') })
        .int(rule('car_id'))
        .positive(rule('car_id')),
    ).nullish(),
    planId,
    wizardData: wizardDataSchema,
    website,
    consent: checkoutConsentSchema.nullish(),
  },
  { error: rule('body_not_object') },
);

/**
 * `POST /billing/hold/keepalive` (the checkout page's heartbeat) and `POST /billing/hold/release`
 * (the page was left): the opaque token create-intent answered.
 */
export const holdTokenInputSchema = z.object(
  {
    checkoutToken: z
      .string({ error: rule('customer_id') })
      .trim()
      .min(1, rule('customer_id'))
      .max(100, rule('customer_id')),
  },
  { error: rule('body_not_object') },
);

/** `GET /billing/receipt?payment_intent=pi_...` or `?setup_intent=seti_...` (ids or client secrets). */
export const receiptQuerySchema = z
  .object({
    payment_intent: z.string().trim().max(255).optional(),
    setup_intent: z.string().trim().max(255).optional(),
  })
  .refine((value) => Boolean(value.payment_intent || value.setup_intent), {
    message: rule('receipt_intent_required'),
  });

export type CreateIntentInput = z.input<typeof createIntentInputSchema>;
export type SubscribeInput = z.input<typeof subscribeInputSchema>;
export type CheckoutConsent = z.input<typeof checkoutConsentSchema>;
export type ReceiptQuery = z.input<typeof receiptQuerySchema>;
export type HoldTokenInput = z.input<typeof holdTokenInputSchema>;

/** The intent id inside a client secret ('pi_123_secret_abc' -> 'pi_123'); ids pass through. */
export function intentIdFromClientSecret(value: string): string {
  const index = value.indexOf('_secret_');
  return index === -1 ? value : value.slice(0, index);
}
