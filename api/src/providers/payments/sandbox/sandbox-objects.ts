import { randomBytes } from 'node:crypto';
import type { PaymentErrorInfo } from '../../../contract/billing-response';
import type { PlanForBilling } from '../payments-provider';

// The objects the sandbox keeps, in the shapes (and with the fields) Stripe's API gives them, so the
// events built from them read the same in the one provider-event handler.

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export type SbxCustomer = { id: string; email: string; name: string };

export type SbxPaymentIntent = {
  id: string;
  object: 'payment_intent';
  client_secret: string;
  amount: number;
  amount_received: number;
  currency: 'usd';
  status: IntentStatus;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  last_payment_error: PaymentErrorInfo | null;
  created: number;
  livemode: false;
};

export type SbxSetupIntent = {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  status: IntentStatus;
  customer: string;
  payment_method: string | null;
  usage: 'off_session';
  metadata: Record<string, string>;
  last_setup_error: PaymentErrorInfo | null;
  created: number;
  livemode: false;
};

export type SbxPaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  created: number;
};

export type SbxInvoice = {
  id: string;
  object: 'invoice';
  /** Stripe's hosted page to pay the invoice (and pass 3-D Secure); the sandbox's own page here. */
  hosted_invoice_url?: string;
  customer: string;
  status: 'open' | 'paid';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  currency: 'usd';
  period_start: number;
  period_end: number;
  created: number;
  lines: { object: 'list'; data: SbxInvoiceLine[] };
  attempt_count: number;
  next_payment_attempt: number | null;
  payments: {
    object: 'list';
    data: {
      object: 'invoice_payment';
      is_default: boolean;
      status: 'open' | 'paid';
      payment: { type: 'payment_intent'; payment_intent: string };
    }[];
  };
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  livemode: false;
};

export type SbxInvoiceLine = {
  object: 'line_item';
  amount: number;
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: { subscription: string; subscription_item: string; proration: false };
  };
  period: { start: number; end: number };
};

export type SbxSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  default_payment_method: string;
  billing_cycle_anchor: number;
  /** As Stripe: at the period's end the subscription is canceled instead of billed. Absent: false. */
  cancel_at_period_end?: boolean;
  metadata: Record<string, string>;
  discounts: { coupon: { percent_off: number; duration: 'repeating'; duration_in_months: number } }[];
  items: {
    data: {
      price: { unit_amount: number; recurring: { interval: 'month'; interval_count: number } };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  latest_invoice: string | null;
  created: number;
  livemode: false;
};

export type SbxCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'setup';
  status: 'open' | 'complete' | 'expired';
  customer: string;
  setup_intent: string;
  success_url: string;
  cancel_url: string;
  locale: 'en' | 'es';
  metadata: Record<string, string>;
  url: string | null;
  created: number;
  livemode: false;
};

export type SbxRefund = { id: string; payment_intent: string; amount: number };

/** A subscription with what Stripe keeps about it behind the API: its plan and its billing progress. */
export type SubscriptionState = {
  object: SbxSubscription;
  plan: PlanForBilling;
  /** Billing periods started so far; the first `discountCycles` are discounted. */
  cyclesBilled: number;
  /** Automatic attempts made on the open renewal invoice (RENEWAL_ATTEMPT_DAYS), and when the next is due. */
  attempts: number;
  nextAttemptAt: number | null;
};

/** `_sbx_` marks an id as the sandbox's: its browser endpoints accept only such client secrets. */
export const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export const clientSecretFor = (id: string) => `${id}_secret_${randomBytes(12).toString('hex')}`;

/** The subscription's one item: the period it is in. */
export function periodOf(subscription: SbxSubscription) {
  const item = subscription.items.data[0];
  if (!item) throw new Error('A sandbox subscription always has one item');
  return item;
}
