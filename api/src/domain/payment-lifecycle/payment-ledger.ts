import type { CheckoutRefundReason } from '../../contract/event-payloads';

// What a provider's payment event does to passes, as a port: the webhook resource (billing/webhook)
// translates Stripe-shaped events into these calls, and this module implements them (ledger.ts); app.ts
// hands one to the other, so tests can record the calls (docs/decisions/payment-lifecycle.md).

export type RefundReason = CheckoutRefundReason;

export type PaymentFacts = {
  eventId: string;
  eventType: string;
  checkoutId: number;
  /** Identifies the money in `invoices`: the payment intent (one-time) or the invoice (autopay). */
  providerPaymentId: string;
  paymentIntentId: string | null;
  /** Autopay: the provider invoice that was paid. */
  invoiceId: string | null;
  providerSubscriptionId: string | null;
  amountCents: number;
  cardBrand: string | null;
};

export type RenewalFacts = {
  eventId: string;
  eventType: string;
  providerSubscriptionId: string;
  invoiceId: string;
  amountCents: number;
  /** Start of the newly paid period (the invoice line's period); null when the event lacks it. */
  periodStart: Date | null;
};

export type RenewalFailureFacts = {
  eventId: string;
  eventType: string;
  providerSubscriptionId: string;
  amountCents: number;
  /** The provider's decline code ('insufficient_funds', contract/decline-reasons.ts); null when it gave none. */
  declineCode: string | null;
  attempt: number;
  /** When the provider tries again; null after the last attempt (autopay then ends). */
  nextAttemptAt: Date | null;
};

/** An autopay renewal the bank will only charge once the customer authenticates (3-D Secure). */
export type PaymentActionFacts = {
  eventId: string;
  eventType: string;
  providerSubscriptionId: string;
  invoiceId: string;
  amountCents: number;
  /** The provider's page where the customer confirms the payment; null when the event lacks it. */
  hostedInvoiceUrl: string | null;
};

/** The provider canceled an autopay subscription by itself (`customer.subscription.deleted`). */
export type AutopayEndFacts = {
  eventId: string;
  eventType: string;
  providerSubscriptionId: string;
};

/** A portal payment (manual renewal or lost-card fee): a payment intent with metadata `pass_payment`. */
export type PassPaymentFacts = {
  eventId: string;
  eventType: string;
  /** The pass payment's public token (the intent's `metadata.pass_payment`). */
  passPayment: string;
  paymentIntentId: string;
  amountCents: number;
  cardBrand: string | null;
};

/** A completed hosted card set-up (`checkout.session.completed`, mode setup) and what it was for. */
export type SavedCardFacts = {
  eventId: string;
  eventType: string;
  /** The set-up session: applied once per session too, whichever event or page reports it first. */
  sessionId: string;
  purpose: 'enable_autopay' | 'card_update';
  subscriptionId: number;
  /** The e-mailed link the session was opened from, used up once the card is saved. */
  linkId: number | null;
  /** The autopay consent recorded when the session was opened. */
  consentId: number | null;
  customerId: string | null;
  paymentMethodId: string | null;
};

export type PaymentOutcome =
  | { kind: 'duplicate' }
  | { kind: 'ignored'; reason: string }
  | { kind: 'fulfilled'; checkoutId: number; subscriptionId: number }
  /** An autopay renewal paid; its receipt follows the commit. */
  | { kind: 'renewed'; subscriptionId: number; amountCents: number }
  /** An autopay renewal charge failed; the customer is told after the commit. */
  | {
      kind: 'renewal_failed';
      subscriptionId: number;
      amountCents: number;
      attempt: number;
      nextAttemptAt: string | null;
    }
  /** An autopay renewal waits for the customer's authentication; they are e-mailed after the commit. */
  | { kind: 'action_required'; subscriptionId: number; amountCents: number; url: string | null }
  | { kind: 'refund'; checkoutId: number; reason: RefundReason }
  /** A portal payment applied; its receipt follows the commit. */
  | { kind: 'pass_paid'; passPayment: string }
  /** A portal payment that must be given back (Amex, or the pass moved on meanwhile). */
  | { kind: 'pass_refund'; passPayment: string }
  | { kind: 'card_saved'; subscriptionId: number; purpose: SavedCardFacts['purpose'] };

/**
 * Each database effect is one transaction applied at most once per provider event id (apply-once.ts);
 * the receipts, notices and refunds happen after that commit.
 */
export type PaymentLedger = {
  /** A checkout's payment becomes its pass, or a refund when no pass can be given. */
  applyPayment(facts: PaymentFacts): Promise<PaymentOutcome>;
  applyRenewal(facts: RenewalFacts): Promise<PaymentOutcome>;
  recordRenewalFailure(facts: RenewalFailureFacts): Promise<PaymentOutcome>;
  /** Asked once per invoice, whichever event copy or retry reports it. */
  requestPaymentAction(facts: PaymentActionFacts): Promise<PaymentOutcome>;
  /** The provider ended the subscription: the pass's autopay turns off (no event when already off). */
  endAutopay(facts: AutopayEndFacts): Promise<PaymentOutcome>;
  /** The portal's own payments: renewals by hand and lost-card fees. */
  applyPassPayment(facts: PassPaymentFacts): Promise<PaymentOutcome>;
  /** A saved card becomes the default; autopay turns on (enable_autopay) or a past-due renewal is retried. */
  applySavedCard(facts: SavedCardFacts): Promise<PaymentOutcome>;
  sendReceipt(checkoutId: number): Promise<boolean>;
  sendPassPaymentReceipt(passPayment: string): Promise<boolean>;
  sendRenewalReceipt(subscriptionId: number, amountCents: number): Promise<boolean>;
  sendRenewalFailureNotice(outcome: Extract<PaymentOutcome, { kind: 'renewal_failed' }>): Promise<boolean>;
  sendPaymentActionNotice(outcome: Extract<PaymentOutcome, { kind: 'action_required' }>): Promise<boolean>;
  settleRefund(checkoutId: number): Promise<boolean>;
  settlePassPaymentRefund(passPayment: string): Promise<boolean>;
};
