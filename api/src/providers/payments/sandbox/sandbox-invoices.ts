import { cycleChargeCents } from '../../../contract/discounted-price';
import { RENEWAL_ATTEMPT_DAYS } from '../../../contract/renewal-calendar';
import type { FirstPayment } from '../payments-provider';
import type { CardNetwork, Charge } from './card-network';
import type { SandboxClock } from './sandbox-clock';
import type { SandboxEvents } from './sandbox-events';
import type { SandboxIntents } from './sandbox-intents';
import {
  newId,
  periodOf,
  type SbxInvoice,
  type SbxPaymentIntent,
  type SubscriptionState,
} from './sandbox-objects';
import type { SandboxState } from './sandbox-state';

type InvoicesDeps = {
  state: SandboxState;
  clock: SandboxClock;
  events: SandboxEvents;
  intents: SandboxIntents;
  cards: CardNetwork;
  /** Where the portal serves the hosted invoice page (`/sandbox-invoice`), as Stripe's `hosted_invoice_url`. */
  publicBaseUrl: string;
};

/** An unpaid invoice and the payment intent that pays it. */
export type OpenInvoice = { invoice: SbxInvoice; intent: SbxPaymentIntent };

/**
 * A subscription's invoices: one per billing period, each paid by its own payment intent, with
 * Stripe's retry schedule for a failed renewal (RENEWAL_ATTEMPT_DAYS, then cancel).
 */
export class SandboxInvoices {
  constructor(private readonly deps: InvoicesDeps) {}

  /** Bills the subscription's current period: the coupon while discounted cycles remain. */
  open(subscription: SubscriptionState, reason: SbxInvoice['billing_reason']): OpenInvoice {
    const { state, clock, intents } = this.deps;
    const period = periodOf(subscription.object);
    const { plan } = subscription;
    const subtotal = plan.priceCents;
    const total = cycleChargeCents(
      subtotal,
      plan.discountPercent,
      plan.discountCycles - subscription.cyclesBilled,
    );
    subscription.cyclesBilled += 1;
    const subscriptionId = subscription.object.id;
    const invoiceId = newId('in');
    const invoice: SbxInvoice = {
      id: invoiceId,
      hosted_invoice_url: `${this.deps.publicBaseUrl.replace(/\/$/, '')}/sandbox-invoice?invoice=${invoiceId}`,
      object: 'invoice',
      customer: subscription.object.customer,
      status: 'open',
      billing_reason: reason,
      subtotal,
      total,
      amount_due: total,
      amount_paid: 0,
      currency: 'usd',
      period_start: period.current_period_start,
      period_end: period.current_period_end,
      created: clock.nowSeconds(),
      lines: {
        object: 'list',
        data: [
          {
            object: 'line_item',
            amount: total,
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: {
                subscription: subscriptionId,
                subscription_item: `si_${subscriptionId.slice(4)}`,
                proration: false,
              },
            },
            period: { start: period.current_period_start, end: period.current_period_end },
          },
        ],
      },
      attempt_count: 0,
      next_payment_attempt: null,
      payments: { object: 'list', data: [] },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: { ...subscription.object.metadata } },
      },
      livemode: false,
    };
    state.invoices.set(invoice.id, invoice);
    subscription.object.latest_invoice = invoice.id;
    const intent = intents.newPaymentIntent({
      amount: total,
      customer: subscription.object.customer,
      description: `Subscription ${reason === 'subscription_create' ? 'creation' : 'update'}`,
      receiptEmail: null,
      metadata: {},
    });
    intent.payment_method = subscription.object.default_payment_method;
    state.invoiceOfIntent.set(intent.id, invoice.id);
    state.paymentIntentOfInvoice.set(invoice.id, intent.id);
    invoice.payments.data.push({
      object: 'invoice_payment',
      is_default: true,
      status: 'open',
      payment: { type: 'payment_intent', payment_intent: intent.id },
    });
    return { invoice, intent };
  }

  /** The subscription's latest invoice while it is still unpaid; null when paid or missing. */
  latestOpen(subscription: SubscriptionState): OpenInvoice | null {
    const { state } = this.deps;
    const invoiceId = subscription.object.latest_invoice;
    const invoice = invoiceId ? state.invoices.get(invoiceId) : undefined;
    if (invoice?.status !== 'open') return null;
    const intentId = state.paymentIntentOfInvoice.get(invoice.id);
    const intent = intentId ? state.paymentIntents.get(intentId) : undefined;
    return intent ? { invoice, intent } : null;
  }

  /** Charges an open invoice again, without the holder, on the subscription's current card. */
  async chargeAgain(
    subscription: SubscriptionState,
    { invoice, intent }: OpenInvoice,
    scheduled: boolean,
  ): Promise<FirstPayment> {
    intent.payment_method = subscription.object.default_payment_method;
    const outcome = this.deps.cards.charge(subscription.object.default_payment_method, 'off_session');
    return this.settle(subscription, invoice, intent, outcome, scheduled);
  }

  async settle(
    subscription: SubscriptionState,
    invoice: SbxInvoice,
    intent: SbxPaymentIntent,
    outcome: Charge,
    /** A scheduled attempt (not one a card update asked for): counts towards the retry schedule. */
    scheduled = false,
  ): Promise<FirstPayment> {
    const { clock, events } = this.deps;
    const ref = { paymentIntentId: intent.id, clientSecret: intent.client_secret };
    if (outcome.ok === 'action') {
      intent.status = 'requires_action';
      return { status: 'requires_action', ...ref };
    }
    if (!outcome.ok) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = outcome.error;
      const renewal = invoice.billing_reason === 'subscription_cycle';
      if (renewal) {
        subscription.object.status = 'past_due';
        if (scheduled) subscription.attempts += 1;
        const retryDays = RENEWAL_ATTEMPT_DAYS[subscription.attempts];
        subscription.nextAttemptAt =
          retryDays === undefined ? null : clock.retryAt(invoice.period_start, retryDays);
        invoice.next_payment_attempt = subscription.nextAttemptAt;
      }
      await events.emit('payment_intent.payment_failed', intent);
      invoice.attempt_count += 1;
      // As Stripe: the decline is on the payment intent (`last_payment_error`), the invoice only points to it.
      await events.emit('invoice.payment_failed', invoice);
      if (renewal && outcome.error.code === 'authentication_required') {
        // As Stripe: the bank wants the holder; the intent waits for 3-D Secure on the hosted invoice page.
        intent.status = 'requires_action';
        await events.emit('invoice.payment_action_required', invoice);
      }
      if (renewal && scheduled && subscription.nextAttemptAt === null) {
        // As Stripe's "cancel the subscription" after the last retry.
        subscription.object.status = 'canceled';
        await events.emit('customer.subscription.deleted', subscription.object);
      }
      return { status: 'requires_payment_method', ...ref, error: outcome.error };
    }
    subscription.attempts = 0;
    subscription.nextAttemptAt = null;
    invoice.next_payment_attempt = null;
    await this.deps.intents.succeedPayment(intent);
    return { status: 'succeeded', ...ref };
  }

  /**
   * A payment intent succeeded (here or in the browser, after 3-D Secure): the invoice it pays is
   * paid and its subscription active again.
   */
  async paidBy(intent: SbxPaymentIntent): Promise<void> {
    const { state, events } = this.deps;
    const invoiceId = state.invoiceOfIntent.get(intent.id);
    const invoice = invoiceId ? state.invoices.get(invoiceId) : undefined;
    if (!invoice || invoice.status === 'paid') return;
    const subscription = state.subscriptions.get(invoice.parent.subscription_details.subscription);
    invoice.status = 'paid';
    invoice.attempt_count += 1;
    for (const entry of invoice.payments.data) {
      if (entry.payment.payment_intent === intent.id) entry.status = 'paid';
    }
    invoice.amount_paid = invoice.total;
    invoice.amount_due = 0;
    if (subscription) {
      subscription.object.status = 'active';
      // Paid by the holder on the hosted page: no retry is due any more.
      subscription.attempts = 0;
      subscription.nextAttemptAt = null;
    }
    await events.emit('invoice.paid', invoice);
  }
}
