import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { wizardDataSchema } from './wizard-data';

export const ONE_TIME_PLAN_ID = 1;
export const AUTOPAY_PLAN_ID = 2;
/** Autopay's discount lasts this many monthly cycles (SPEC section 9: "first 3 months"). */
export const DISCOUNT_CYCLES = 3;

export const BILLING_MESSAGES = {
  spacesTaken: 'Sorry, all online spaces are taken right now. Join the waitlist and we will e-mail you.',
  honeypot: 'Your request could not be processed. Please reload the page and try again.',
  emailMismatch: 'The e-mail must be the one you entered in the signup form',
  planNotFound: 'That plan is not available. Please choose the one-time or the autopay plan.',
  autopayOnly: 'Only the autopay plan is paid by subscription. Use create-intent for a one-time pass.',
  checkoutNotFound: 'Your checkout was not found or has already finished. Please start the checkout again.',
  vehicleChanged: 'The vehicle does not match the one in your checkout. Please start the checkout again.',
  noPaymentInformation: 'No payment information received',
  providerUnavailable: 'The payment service is not reachable right now. Please try again in a minute.',
} as const;

const planId = z.coerce
  .number({ error: 'Choose a plan: 1 (one-time) or 2 (autopay)' })
  .int('Choose a plan: 1 (one-time) or 2 (autopay)')
  .positive('Choose a plan: 1 (one-time) or 2 (autopay)');

// Honeypot: people never see this field, bots fill it in.
const website = z.string({ error: 'Website must be text' }).optional().default('');

const language = z.enum(['en', 'es'], { error: 'Language must be "en" or "es"' }).optional().default('en');

/** `POST /billing/create-intent` */
export const createIntentInputSchema = z.object(
  {
    planId,
    email: emailAddressSchema,
    firstName: z
      .string({ error: 'First name is required' })
      .trim()
      .min(2, 'First name: Min. 2 letters')
      .max(60, 'First name must be at most 60 characters'),
    lastName: z
      .string({ error: 'Last name must be text' })
      .trim()
      .max(60, 'Last name must be at most 60 characters')
      .optional()
      .default(''),
    wizardData: wizardDataSchema,
    website,
    /** Language of the checkout page; the receipt e-mail is written in it. */
    language,
  },
  { error: 'Request body must be a JSON object' },
);

/** `POST /billing/subscribe` (autopay, after the setup intent succeeded in the browser). */
export const subscribeInputSchema = z.object(
  {
    /** The provider customer id returned by create-intent. */
    customerId: z
      .string({ error: BILLING_MESSAGES.checkoutNotFound })
      .trim()
      .min(1, BILLING_MESSAGES.checkoutNotFound)
      .max(255, BILLING_MESSAGES.checkoutNotFound),
    /** The payment method the confirmed setup intent produced (`pm_...`). */
    paymentMethod: z
      .string({ error: BILLING_MESSAGES.noPaymentInformation })
      .trim()
      .min(1, BILLING_MESSAGES.noPaymentInformation)
      .max(255, BILLING_MESSAGES.noPaymentInformation),
    carId: z.coerce
      .number({ error: 'carId must be a vehicle id or null' })
      .int('carId must be a vehicle id or null')
      .positive('carId must be a vehicle id or null')
      .nullish(),
    planId,
    wizardData: wizardDataSchema,
    website,
  },
  { error: 'Request body must be a JSON object' },
);

/** `GET /billing/receipt?payment_intent=pi_...` or `?setup_intent=seti_...` (ids or client secrets). */
export const receiptQuerySchema = z
  .object({
    payment_intent: z.string().trim().max(255).optional(),
    setup_intent: z.string().trim().max(255).optional(),
  })
  .refine((value) => Boolean(value.payment_intent || value.setup_intent), {
    message: 'Give payment_intent or setup_intent',
  });

export type CreateIntentInput = z.input<typeof createIntentInputSchema>;
export type SubscribeInput = z.input<typeof subscribeInputSchema>;
export type ReceiptQuery = z.input<typeof receiptQuerySchema>;

/** The intent id inside a client secret ('pi_123_secret_abc' -> 'pi_123'); ids pass through. */
export function intentIdFromClientSecret(value: string): string {
  const index = value.indexOf('_secret_');
  return index === -1 ? value : value.slice(0, index);
}
