// Response shapes of the billing endpoints (SPEC section 3 "Billing responses").

import type { CalendarDate } from './calendar-date';

/** `GET /billing/config`: which payment form the checkout shows. */
export type BillingConfigResponse = {
  provider: 'stripe' | 'sandbox';
  /** Stripe only: the key for Stripe.js / Elements. */
  publishableKey?: string;
  /** How long create-intent holds a space for the visitor. */
  holdMinutes: number;
  /**
   * The pass a purchase now would buy, in the garage's calendar on the server's clock: valid from
   * 00:00 on start_date through 23:45 on next_renewal_date ('YYYY-MM-DD').
   */
  pass_period: { start_date: CalendarDate; next_renewal_date: CalendarDate };
};

/**
 * `POST /billing/create-intent`. Public: it says nothing about the e-mail (no "first purchase", no
 * access card) and never carries a payment-provider id (docs/decisions/checkout-opaque-token.md).
 */
export type CreateIntentResponse = {
  /** Client secret of a payment intent (one-time plan) or a setup intent (autopay plan). */
  clientSecret: string;
  intentType: 'payment' | 'setup';
  /**
   * The checkout's opaque token: sent back to `/billing/subscribe` (as `customerId`) and to the hold
   * heartbeat and release calls. Random, meaningless to the payment provider.
   */
  checkoutToken: string;
  /** SPEC section 3's name, kept for callers that send it back to subscribe: the same opaque token. */
  customerId: string;
  /**
   * SPEC section 3's name, always null: the vehicle is written when the payment completes, and the id
   * of a row on file would tell a stranger the plate is registered.
   */
  carId: null;
  amountCents: number;
  /** ISO instant when the held space is released unless the checkout page keeps it alive. */
  holdExpiresAt: string;
};

/** `POST /billing/hold/keepalive`: until when the space is held now (in the past once the 30-minute cap is reached). */
export type HoldKeepaliveResponse = { holdExpiresAt: string };

/** `POST /billing/subscribe` */
export type SubscribeResponse = {
  /** The checkout's opaque token (never the provider's customer id). */
  customerId: string;
  /** Always null, as in create-intent's answer. */
  carId: null;
  subscriptionId: string;
  /** The first payment needs the visitor (3-D Secure): confirm `paymentIntentClientSecret`. */
  requiresAction: boolean;
  paymentIntentClientSecret: string | null;
  /** The first month was charged during this call. */
  chargedNow: boolean;
  isFirstPurchase: boolean;
  hasAccessCard: boolean;
};

/** `GET /billing/receipt`: the pass, once the payment has been applied (404 'Not found' until then). */
export type PassReceipt = {
  plate: string;
  plan_name: string;
  /** The plan's Spanish name ('' when it has none: show `plan_name`). */
  plan_name_es: string;
  amount_cents: number;
  autopay: boolean;
  /** Garage-calendar dates, 'YYYY-MM-DD'. */
  start_date: string;
  next_renewal_date: string;
  /** Valid from 00:00 on start_date through 23:45 on next_renewal_date. */
  valid_from: '00:00';
  valid_through: '23:45';
  discount_cycles_left: number;
  email: string;
};

/** Card/payment failure as Stripe reports it; the checkout maps `code` / `decline_code` to text. */
export type PaymentErrorInfo = {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
};

/** Error codes the checkout should expect (SPEC section 8 maps them to messages with a code suffix). */
export const PAYMENT_ERROR_CODES = [
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'incomplete_number',
  'incomplete_cvc',
  'incomplete_expiry',
  'authentication_required',
  'payment_intent_authentication_failure',
  'setup_intent_authentication_failure',
  'amex_not_accepted',
] as const;
