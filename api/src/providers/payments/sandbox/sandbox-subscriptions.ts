import { cycleChargeCents } from '../../../contract/discounted-price';
import type { SandboxClockResponse } from '../../../contract/sandbox-payments';
import type {
  AnchoredSubscriptionInput,
  CreatedSubscription,
  FirstPayment,
  PlanForBilling,
  SavedCard,
  UpcomingCharge,
} from '../payments-provider';
import type { CardNetwork } from './card-network';
import type { SandboxClock } from './sandbox-clock';
import { SandboxNotFoundError } from './sandbox-controls';
import type { SandboxEvents } from './sandbox-events';
import type { SandboxInvoices } from './sandbox-invoices';
import { newId, periodOf, type SbxInvoice, type SubscriptionState } from './sandbox-objects';
import type { SandboxState } from './sandbox-state';

type SubscriptionsDeps = {
  state: SandboxState;
  clock: SandboxClock;
  cards: CardNetwork;
  invoices: SandboxInvoices;
  events: SandboxEvents;
};

/** Autopay: subscriptions, the card they charge, and the renewals their periods fall due for. */
export class SandboxSubscriptions {
  constructor(private readonly deps: SubscriptionsDeps) {}

  async create(input: AnchoredSubscriptionInput): Promise<CreatedSubscription> {
    const { state, clock, cards, invoices } = this.deps;
    const cached = state.idempotent.get(input.idempotencyKey) as CreatedSubscription | undefined;
    if (cached) return cached;

    const method = state.paymentMethods.get(input.paymentMethodId);
    if (!method || method.customer !== input.customerId) {
      throw new SandboxNotFoundError('That card is not saved for this customer');
    }
    const start = clock.nowSeconds();
    const anchor = Math.max(start, Math.floor(input.billingAnchor.getTime() / 1000));
    const id = newId('sub');
    const { plan } = input;
    const subscription: SubscriptionState = {
      plan,
      // A subscription started without charging now has its first discounted cycle still ahead.
      cyclesBilled: 0,
      attempts: 0,
      nextAttemptAt: null,
      object: {
        id,
        object: 'subscription',
        customer: input.customerId,
        status: input.chargeFirstPeriodNow ? 'incomplete' : 'active',
        default_payment_method: input.paymentMethodId,
        billing_cycle_anchor: anchor,
        metadata: { ...input.metadata },
        discounts:
          plan.discountPercent > 0
            ? [
                {
                  coupon: {
                    percent_off: plan.discountPercent,
                    duration: 'repeating',
                    duration_in_months: plan.discountCycles,
                  },
                },
              ]
            : [],
        items: {
          data: [
            {
              price: {
                unit_amount: plan.priceCents,
                recurring: { interval: 'month', interval_count: plan.durationMonths },
              },
              // Until the anchor: the month paid now (or nothing); full periods start at the anchor.
              current_period_start: start,
              current_period_end: anchor,
            },
          ],
        },
        latest_invoice: null,
        created: start,
        livemode: false,
      },
    };
    state.subscriptions.set(id, subscription);

    let firstPayment: FirstPayment = { status: 'succeeded', paymentIntentId: null, clientSecret: null };
    if (input.chargeFirstPeriodNow) {
      const { invoice, intent } = invoices.open(subscription, 'subscription_create');
      // The visitor is still present for the first payment, but a card authenticated for this mandate
      // during its setup is not asked again (CardNetwork.charge).
      const outcome = cards.charge(method.id, 'first_subscription_payment');
      firstPayment = await invoices.settle(subscription, invoice, intent, outcome);
    }
    const result: CreatedSubscription = { id, firstPayment };
    state.idempotent.set(input.idempotencyKey, result);
    return result;
  }

  setDefaultPaymentMethod(input: {
    customerId: string;
    paymentMethodId: string;
    subscriptionId: string | null;
  }): void {
    const { state } = this.deps;
    const method = state.paymentMethods.get(input.paymentMethodId);
    if (!method || method.customer !== input.customerId) {
      throw new SandboxNotFoundError('That card is not saved for this customer');
    }
    state.defaultMethods.set(input.customerId, method.id);
    if (input.subscriptionId) {
      const subscription = state.subscriptions.get(input.subscriptionId);
      if (!subscription || subscription.object.customer !== input.customerId) {
        throw new SandboxNotFoundError('No such subscription for this customer');
      }
      subscription.object.default_payment_method = method.id;
    }
  }

  /** A card update asked for it: not one of the scheduled attempts. */
  async retryOpenInvoice(subscriptionId: string): Promise<'paid' | 'failed' | 'none'> {
    const subscription = this.deps.state.subscriptions.get(subscriptionId);
    // A canceled subscription stays canceled (as Stripe): a new card does not revive it.
    if (!subscription || subscription.object.status === 'canceled') return 'none';
    const open = this.deps.invoices.latestOpen(subscription);
    if (!open) return 'none';
    const result = await this.deps.invoices.chargeAgain(subscription, open, false);
    return result.status === 'succeeded' ? 'paid' : 'failed';
  }

  savedCard(customerId: string): SavedCard | null {
    const { state } = this.deps;
    let methodId = state.defaultMethods.get(customerId);
    if (!methodId) {
      const newest = [...state.subscriptions.values()]
        .filter((subscription) => subscription.object.customer === customerId)
        .sort((a, b) => b.object.created - a.object.created)[0];
      methodId = newest?.object.default_payment_method;
    }
    const method = methodId ? state.paymentMethods.get(methodId) : undefined;
    if (!method) return null;
    return {
      paymentMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  /**
   * The renewal `runDue` bills next: at the period's end, discounted while coupon cycles remain (as
   * `open`). Past due too, like Stripe's invoice preview, which shows the next cycle, not the open invoice.
   */
  upcomingCharge(id: string): UpcomingCharge | null {
    const subscription = this.deps.state.subscriptions.get(id);
    if (
      !subscription ||
      (subscription.object.status !== 'active' && subscription.object.status !== 'past_due') ||
      // Ends at the period's end: nothing more is billed.
      subscription.object.cancel_at_period_end
    ) {
      return null;
    }
    const { plan } = subscription;
    return {
      amountCents: cycleChargeCents(
        plan.priceCents,
        plan.discountPercent,
        plan.discountCycles - subscription.cyclesBilled,
      ),
      at: new Date(periodOf(subscription.object).current_period_end * 1000),
    };
  }

  /** Stripe refuses to change a canceled subscription; so does the sandbox. */
  setCancelAtPeriodEnd(id: string, cancel: boolean): void {
    const subscription = this.deps.state.subscriptions.get(id);
    if (!subscription) throw new SandboxNotFoundError('No such subscription');
    if (subscription.object.status === 'canceled')
      throw new SandboxNotFoundError('A canceled subscription cannot be updated');
    subscription.object.cancel_at_period_end = cancel;
  }

  /**
   * As Stripe's `trial_end` without proration: the current period runs to `chargeAt`, nothing is
   * billed before it, and the next period (and every later one) starts there.
   */
  pauseBillingUntil(id: string, chargeAt: Date): void {
    const subscription = this.deps.state.subscriptions.get(id);
    if (!subscription) throw new SandboxNotFoundError('No such subscription');
    if (subscription.object.status === 'canceled')
      throw new SandboxNotFoundError('A canceled subscription cannot be updated');
    periodOf(subscription.object).current_period_end = Math.floor(chargeAt.getTime() / 1000);
  }

  /** As Stripe's price swap without proration: the current period stays paid, the next bills the new price. */
  changePrice(id: string, plan: PlanForBilling): void {
    const subscription = this.deps.state.subscriptions.get(id);
    if (!subscription) throw new SandboxNotFoundError('No such subscription');
    if (subscription.object.status === 'canceled')
      throw new SandboxNotFoundError('A canceled subscription cannot be updated');
    subscription.plan = { ...subscription.plan, priceCents: plan.priceCents };
    const item = subscription.object.items.data[0];
    if (item) item.price.unit_amount = plan.priceCents;
  }

  cancel(id: string): void {
    const subscription = this.deps.state.subscriptions.get(id);
    if (subscription) subscription.object.status = 'canceled';
  }

  /**
   * Bills what is due at the clock's now: renewal periods that started and retries of failed ones
   * (RENEWAL_ATTEMPT_DAYS), in order, each subscription until nothing of it is due.
   */
  async runDue(): Promise<SandboxClockResponse> {
    const { state, clock, invoices } = this.deps;
    const now = clock.nowSeconds();
    const billed: SandboxClockResponse['invoices'] = [];
    const report = (subscription: SubscriptionState, invoice: SbxInvoice) =>
      billed.push({
        id: invoice.id,
        subscription: subscription.object.id,
        amount_cents: invoice.total,
        status: invoice.status,
      });
    for (const subscription of state.subscriptions.values()) {
      for (;;) {
        const { object } = subscription;
        if (
          object.status === 'past_due' &&
          subscription.nextAttemptAt !== null &&
          subscription.nextAttemptAt <= now
        ) {
          const open = invoices.latestOpen(subscription);
          if (!open) {
            subscription.nextAttemptAt = null;
            continue;
          }
          await invoices.chargeAgain(subscription, open, true);
          report(subscription, open.invoice);
          continue;
        }
        if (object.status === 'active' && periodOf(object).current_period_end <= now) {
          if (object.cancel_at_period_end) {
            // As Stripe: the period that ends is the last; no invoice, the subscription is deleted.
            object.status = 'canceled';
            await this.deps.events.emit('customer.subscription.deleted', object);
            break;
          }
          const period = periodOf(object);
          period.current_period_start = period.current_period_end;
          period.current_period_end = clock.nextChargeAfter(
            period.current_period_start,
            subscription.plan.durationMonths,
          );
          const { invoice, intent } = invoices.open(subscription, 'subscription_cycle');
          subscription.attempts = 0;
          const outcome = this.deps.cards.charge(object.default_payment_method, 'off_session');
          await invoices.settle(subscription, invoice, intent, outcome, true);
          report(subscription, invoice);
          continue;
        }
        break;
      }
    }
    return { now: clock.now().toISOString(), invoices: billed };
  }
}
