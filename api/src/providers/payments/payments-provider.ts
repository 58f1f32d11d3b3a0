import type { PaymentErrorInfo } from '../../contract/billing-response';
import type { SandboxControls } from './sandbox/sandbox-controls';

// What the app needs from a card payment provider. Stripe and the offline sandbox both implement it;
// everything above this interface is the same code for both. Ids and event objects keep Stripe's
// shapes, so the one event handler reads either.

export type IntentRef = { id: string; clientSecret: string };

export type PlanForBilling = {
  id: number;
  name: string;
  priceCents: number;
  durationMonths: number;
  discountPercent: number;
  discountCycles: number;
  /** A coupon staff configured in Stripe; when null the provider creates (or reuses) one. */
  couponId: string | null;
};

export type FirstPayment = {
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing';
  paymentIntentId: string | null;
  clientSecret: string | null;
  error?: PaymentErrorInfo;
};

export type CreatedSubscription = { id: string; firstPayment: FirstPayment };

export type PaymentMethodInfo = {
  id: string;
  brand: string;
  last4: string | null;
  customerId: string | null;
};

/** The card a payment was made with, as a receipt names it. */
export type PaymentCard = { brand: string; last4: string };

/** A payment: a payment intent (one-time, portal payments), or an invoice (autopay) by its current payment. */
export type PaymentRef = { paymentIntentId: string } | { invoiceId: string };

/** A provider call failed for reasons the visitor cannot fix (network, provider outage, bad keys). */
export class PaymentsUnavailableError extends Error {
  override name = 'PaymentsUnavailableError';
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export type CustomerInput = {
  email: string;
  name: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type PaymentIntentInput = {
  customerId: string;
  amountCents: number;
  description: string;
  receiptEmail: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type SetupIntentInput = {
  customerId: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type SubscriptionInput = {
  customerId: string;
  paymentMethodId: string;
  plan: PlanForBilling;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type AnchoredSubscriptionInput = SubscriptionInput & {
  /** When the first renewal is charged (R at RENEWAL_CHARGE_HOUR); later ones follow monthly. */
  billingAnchor: Date;
  /** True at signup (the first month is paid now); false when autopay is turned on for a paid pass. */
  chargeFirstPeriodNow: boolean;
};

export type SetupSessionInput = {
  customerId: string;
  successUrl: string;
  cancelUrl: string;
  locale: 'en' | 'es';
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type SetupSessionInfo = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  customerId: string;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
};

export type SetupIntentInfo = {
  id: string;
  status: string;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
};

/** `expMonth` 1-12 and `expYear` as printed on the card: it works through the end of that month. */
export type SavedCard = {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/** The renewal a subscription charges next, as the provider will bill it (Stripe's invoice preview). */
export type UpcomingCharge = { amountCents: number; at: Date };

/** A charge of the customer's saved card without the browser: the card holder is not asked anything. */
export type SavedCardChargeInput = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  receiptEmail: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

/**
 * What the bank answered. `authentication_required`: the bank wants the holder's 3-D Secure step,
 * which a charge without the browser cannot give; the customer pays with the card form instead.
 */
export type SavedCardCharge =
  | { status: 'succeeded' | 'processing'; paymentIntentId: string }
  | {
      status: 'declined' | 'authentication_required';
      paymentIntentId: string | null;
      error: PaymentErrorInfo;
    };

export type RefundInput = {
  paymentIntentId: string | null;
  invoiceId: string | null;
  reason: string;
  idempotencyKey: string;
};

export interface PaymentsProvider {
  readonly kind: 'stripe' | 'sandbox';
  /** Stripe.js key; null for the sandbox. */
  readonly publishableKey: string | null;
  /** The browser-side controls of the sandbox; null for Stripe. */
  readonly sandbox: SandboxControls | null;

  /**
   * Whether an id stored earlier (a customer, a payment) is one this provider made: ids of the other
   * provider (the app switched between the sandbox and Stripe) mean nothing to it.
   */
  ownsId(id: string): boolean;

  createCustomer(input: CustomerInput): Promise<{ id: string }>;

  /** One-time payment, confirmed by the browser. */
  createPaymentIntent(input: PaymentIntentInput): Promise<IntentRef>;

  /** Saves a card for autopay, confirmed by the browser. */
  createSetupIntent(input: SetupIntentInput): Promise<IntentRef>;

  /** Best effort: a superseded checkout's intent should not be payable any more. */
  cancelPaymentIntent(id: string): Promise<void>;

  /**
   * A payment intent's status as the provider has it now ('requires_payment_method', 'requires_action',
   * 'processing', 'succeeded', 'canceled', ...); null when the provider does not know the id.
   */
  getPaymentIntentStatus(id: string): Promise<string | null>;

  getPaymentMethod(id: string): Promise<PaymentMethodInfo | null>;

  /** The card a payment was made with; null when the provider does not know the payment or its card. */
  getPaymentCard(ref: PaymentRef): Promise<PaymentCard | null>;

  /**
   * Monthly subscription with the plan's discount for its first cycles, renewing at `billingAnchor`
   * and monthly after it. With `chargeFirstPeriodNow` the first month is charged now (firstPayment);
   * without, nothing is charged now and firstPayment is 'succeeded' with null ids.
   */
  createSubscription(input: AnchoredSubscriptionInput): Promise<CreatedSubscription>;

  /** A hosted page where the customer saves a card (Stripe Checkout in setup mode). */
  createSetupSession(input: SetupSessionInput): Promise<{ id: string; url: string }>;
  getSetupSession(id: string): Promise<SetupSessionInfo | null>;
  getSetupIntent(id: string): Promise<SetupIntentInfo | null>;
  /** The card future charges use: on the customer and, when given, on the subscription. */
  setDefaultPaymentMethod(input: {
    customerId: string;
    paymentMethodId: string;
    subscriptionId: string | null;
  }): Promise<void>;
  /** Charges a subscription's unpaid renewal invoice again now; the outcome also arrives as invoice events. */
  retryOpenInvoice(subscriptionId: string): Promise<'paid' | 'failed' | 'none'>;
  /** Why a payment intent's last attempt failed (Stripe's `last_payment_error`); null when it did not. */
  getPaymentError(paymentIntentId: string): Promise<PaymentErrorInfo | null>;
  /**
   * Why an invoice's current payment attempt failed, read from the provider (Stripe: the invoice with
   * `payments.data.payment.payment_intent` expanded, which webhook bodies never carry); null when unknown.
   */
  getInvoicePaymentError(invoiceId: string): Promise<PaymentErrorInfo | null>;
  /** The card future charges use: the customer's default, else their newest subscription's; null when none is saved. */
  getSavedCard(customerId: string): Promise<SavedCard | null>;
  /** What the subscription charges next and when; null when it charges nothing more (canceled, unknown). */
  getUpcomingCharge(subscriptionId: string): Promise<UpcomingCharge | null>;

  /**
   * Charges a card saved on the customer now (off session, confirmed at once); the success also
   * arrives as `payment_intent.succeeded` with `metadata`, like a payment the browser confirmed.
   * A card that is not the customer's is refused by the provider (an error, never a charge).
   */
  chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardCharge>;

  cancelSubscription(id: string): Promise<void>;

  /**
   * Ends the subscription at its current period's end instead of billing the next one (true), or keeps
   * it renewing (false). Stripe's `cancel_at_period_end`; the end arrives as `customer.subscription.deleted`.
   */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<void>;

  /**
   * Bills nothing until `chargeAt`, then the next period from then at the subscription's price (an
   * owner's pause, docs/decisions/pass-pause.md). Stripe: `trial_end` with `proration_behavior: 'none'`,
   * which moves the next invoice, and the billing anchor, to that instant.
   */
  pauseBillingUntil(id: string, chargeAt: Date): Promise<void>;

  /**
   * Bills `plan.priceCents` from the subscription's next period on, with no proration and its
   * discount left as it was (a staff price change reaching a pass: docs/decisions/price-change-notice.md).
   * Stripe: `subscriptions.update` with the plan's price item and `proration_behavior: 'none'`.
   */
  changeSubscriptionPrice(id: string, plan: PlanForBilling): Promise<void>;

  /** Full refund of a payment intent (or of the payment behind an invoice). */
  refund(input: RefundInput): Promise<{ id: string }>;

  /** Checks a webhook's signature on its raw body and returns the parsed event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signature: string | undefined): unknown;

  /** Up/down for `/api/health`. */
  checkHealth(): Promise<boolean>;
}
