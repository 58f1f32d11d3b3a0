import { and, eq } from 'drizzle-orm';
import { DISCOUNT_CYCLES } from '../../contract/billing-input';
import { renewalDateFor, todayInTimeZone } from '../../contract/calendar-date';
import { AMEX_MESSAGE, isAmex } from '../../contract/card-brand';
import type { ValidWizardData } from '../../contract/wizard-data';
import type { DbExecutor } from '../../db/db-executor';
import {
  checkouts,
  customers,
  invoices,
  plans,
  processedProviderEvents,
  sales,
  spaceHolds,
  subscriptions,
  vehicles,
} from '../../db/schema';
import { isEmailBlocked } from '../../domain/customer-lookup';
import { usd, writeEvent } from '../../lib/write-event';
import { upsertAddress, upsertCustomer } from '../clients/clients.service';
import { getInventory } from '../locations/locations.service';
import { isPlateAllowed, upsertVehicle } from '../vehicles/vehicles.service';
import { fullName, ONLINE_SALES_LOCATION_ID, releaseHold } from './billing.service';
import type { BillingDeps } from './billing-deps';

// What a completed payment does. Each function is one BEGIN IMMEDIATE transaction that first records
// the provider's event id (primary key): a replayed or concurrent copy of the event finds it and
// changes nothing. Work outside the database (e-mail, refunds) is returned and done after commit.

export type RefundReason = 'no_space' | 'plate_taken' | 'amex';

export const REFUND_MESSAGES: Record<RefundReason, string> = {
  no_space:
    'Sorry, all online spaces were taken before your payment completed. Your payment has been refunded.',
  plate_taken: 'That plate already has a monthly pass or is banned. Your payment has been refunded.',
  amex: `${AMEX_MESSAGE} Your payment has been refunded.`,
};

const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  no_space: 'no online space left when the payment completed (hold expired)',
  plate_taken: 'the plate already had a live pass or is banned',
  amex: 'American Express is not accepted',
};

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

export type PaymentOutcome =
  | { kind: 'duplicate' }
  | { kind: 'ignored'; reason: string }
  | { kind: 'fulfilled'; checkoutId: number; subscriptionId: number }
  | { kind: 'renewed'; subscriptionId: number }
  | { kind: 'refund'; checkoutId: number; reason: RefundReason };

/** Turns a completed payment into the pass, or, when no pass can be given, into a pending refund. */
export function applyPayment(deps: BillingDeps, facts: PaymentFacts): PaymentOutcome {
  const now = deps.now();
  const nowIso = now.toISOString();
  const today = todayInTimeZone(deps.config.garageTz, now);

  return deps.db.transaction(
    (tx): PaymentOutcome => {
      if (!markProcessed(tx, facts.eventId, facts.eventType, nowIso)) return { kind: 'duplicate' };
      const checkout = tx.select().from(checkouts).where(eq(checkouts.id, facts.checkoutId)).get();
      if (!checkout) return { kind: 'ignored', reason: 'unknown checkout' };
      if (
        checkout.status === 'fulfilled' ||
        checkout.status === 'refund_pending' ||
        checkout.status === 'refunded'
      ) {
        // The same payment reported twice under different event ids (e.g. by two event types).
        return { kind: 'ignored', reason: `checkout already ${checkout.status}` };
      }
      const recorded = tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.providerPaymentId, facts.providerPaymentId))
        .get();
      if (recorded) return { kind: 'ignored', reason: 'payment already recorded' };

      const plan = tx.select().from(plans).where(eq(plans.id, checkout.planId)).get();
      if (!plan) return { kind: 'ignored', reason: 'plan no longer exists' };
      const wizard = JSON.parse(checkout.wizardData) as ValidWizardData;
      const customer = upsertCustomer(tx, wizard.personal, checkout.language, nowIso);
      const customerName = fullName(customer.firstName, customer.lastName);
      const paymentIntentId = facts.paymentIntentId ?? checkout.providerPaymentIntentId;
      const providerSubscriptionId = facts.providerSubscriptionId ?? checkout.providerSubscriptionId;

      const reason = refusalReason(deps, tx, {
        brand: facts.cardBrand,
        plate: checkout.plate,
        email: checkout.email,
        holdId: checkout.holdId,
        today,
        nowIso,
      });
      if (reason) {
        const invoice = tx
          .insert(invoices)
          .values({
            customerId: customer.id,
            concept: `${plan.name} – refunded: ${REFUND_REASON_TEXT[reason]}`,
            amountCents: facts.amountCents,
            statusKey: 'refunded',
            providerPaymentId: facts.providerPaymentId,
            paidAt: nowIso,
            createdAt: nowIso,
          })
          .returning()
          .get();
        tx.update(checkouts)
          .set({
            status: 'refund_pending',
            refundReason: reason,
            providerPaymentIntentId: paymentIntentId,
            providerInvoiceId: facts.invoiceId,
            providerSubscriptionId,
            updatedAt: nowIso,
          })
          .where(eq(checkouts.id, checkout.id))
          .run();
        releaseHold(tx, checkout.holdId, nowIso);
        writeEvent(
          tx,
          'Subscription refunded',
          {
            client_id: customer.id,
            customer: customerName,
            plate: checkout.plate,
            plan: plan.name,
            amount_usd: usd(facts.amountCents),
            invoice: invoice.id,
            reason: REFUND_REASON_TEXT[reason],
          },
          now,
        );
        return { kind: 'refund', checkoutId: checkout.id, reason };
      }

      upsertAddress(tx, customer.id, wizard.address, nowIso);
      const vehicle = upsertVehicle(tx, customer.id, wizard.vehicle, nowIso);
      if (!vehicle) throw new Error(`Vehicle ${checkout.plate} could not be saved although it is allowed`);
      const renewal = renewalDateFor(today, plan.durationMonths);
      const autopay = plan.autopay;
      const discountCyclesLeft = autopay && plan.discountPercent > 0 ? DISCOUNT_CYCLES : 0;
      const subscription = tx
        .insert(subscriptions)
        .values({
          customerId: customer.id,
          vehicleId: vehicle.id,
          planId: plan.id,
          locationId: checkout.locationId,
          statusKey: 'active',
          autopay,
          startDate: today,
          currentPeriodStart: today,
          nextRenewalDate: renewal,
          discountCyclesLeft,
          providerCustomerId: checkout.providerCustomerId,
          providerSubscriptionId,
          createdAt: nowIso,
          updatedAt: nowIso,
        })
        .returning()
        .get();
      const invoice = recordPaidSale(tx, {
        customerId: customer.id,
        subscriptionId: subscription.id,
        concept: plan.name,
        amountCents: facts.amountCents,
        providerPaymentId: facts.providerPaymentId,
        type: autopay ? 'autopay' : 'manual',
        nowIso,
      });
      // The hold becomes the pass: released in the same transaction that makes the pass live.
      releaseHold(tx, checkout.holdId, nowIso);
      tx.update(checkouts)
        .set({
          status: 'fulfilled',
          subscriptionId: subscription.id,
          providerPaymentIntentId: paymentIntentId,
          providerInvoiceId: facts.invoiceId,
          providerSubscriptionId,
          lastError: null,
          updatedAt: nowIso,
        })
        .where(eq(checkouts.id, checkout.id))
        .run();

      const common = {
        client_id: customer.id,
        subscription_id: subscription.id,
        customer: customerName,
        plate: checkout.plate,
      };
      writeEvent(
        tx,
        'Payment received',
        {
          ...common,
          type: vehicle.type,
          plan: plan.name,
          amount_usd: usd(facts.amountCents),
          invoice: invoice.id,
          autopay,
          start_date: today,
          current_period_start: today,
          next_renewal_date: renewal,
        },
        now,
      );
      if (autopay) {
        writeEvent(
          tx,
          'Autopay toggled',
          {
            ...common,
            autopay: true,
            discount_cycles_left: discountCyclesLeft,
            reason: 'Signed up with autopay at checkout',
            next_renewal_date: renewal,
          },
          now,
        );
      }
      return { kind: 'fulfilled', checkoutId: checkout.id, subscriptionId: subscription.id };
    },
    { behavior: 'immediate' },
  );
}

export type RenewalFacts = {
  eventId: string;
  eventType: string;
  providerSubscriptionId: string;
  invoiceId: string;
  amountCents: number;
  /** Start of the newly paid period (the invoice line's period); null when the event lacks it. */
  periodStart: Date | null;
};

/** A later month of an autopay pass was paid: the pass moves on one period. */
export function applyRenewal(deps: BillingDeps, facts: RenewalFacts): PaymentOutcome {
  const now = deps.now();
  const nowIso = now.toISOString();
  return deps.db.transaction(
    (tx): PaymentOutcome => {
      if (!markProcessed(tx, facts.eventId, facts.eventType, nowIso)) return { kind: 'duplicate' };
      const found = passOfProviderSubscription(tx, facts.providerSubscriptionId);
      if (!found) return { kind: 'ignored', reason: 'unknown subscription' };
      const recorded = tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.providerPaymentId, facts.invoiceId))
        .get();
      if (recorded) return { kind: 'ignored', reason: 'payment already recorded' };
      const { subscription, plan, vehicle, customer } = found;

      const periodStart = todayInTimeZone(deps.config.garageTz, facts.periodStart ?? now);
      const renewal = renewalDateFor(periodStart, plan.durationMonths);
      const discountCyclesLeft = Math.max(0, subscription.discountCyclesLeft - 1);
      tx.update(subscriptions)
        .set({
          currentPeriodStart: periodStart,
          nextRenewalDate: renewal,
          discountCyclesLeft,
          updatedAt: nowIso,
        })
        .where(eq(subscriptions.id, subscription.id))
        .run();
      const invoice = recordPaidSale(tx, {
        customerId: customer.id,
        subscriptionId: subscription.id,
        concept: `${plan.name} – renewal`,
        amountCents: facts.amountCents,
        providerPaymentId: facts.invoiceId,
        type: 'autopay',
        nowIso,
      });
      writeEvent(
        tx,
        'Auto-Pay charged',
        {
          client_id: customer.id,
          subscription_id: subscription.id,
          customer: fullName(customer.firstName, customer.lastName),
          plate: vehicle.plate,
          plan: plan.name,
          amount_usd: usd(facts.amountCents),
          invoice: invoice.id,
          current_period_start: periodStart,
          next_renewal_date: renewal,
          discount_cycles_left: discountCyclesLeft,
        },
        now,
      );
      return { kind: 'renewed', subscriptionId: subscription.id };
    },
    { behavior: 'immediate' },
  );
}

/** An autopay renewal charge failed: staff get an 'Auto-Pay failed' event; the pass lapses on its date. */
export function recordRenewalFailure(
  deps: BillingDeps,
  facts: {
    eventId: string;
    eventType: string;
    providerSubscriptionId: string;
    amountCents: number;
    reason: string;
    attempt: number;
  },
): PaymentOutcome {
  const now = deps.now();
  const nowIso = now.toISOString();
  return deps.db.transaction(
    (tx): PaymentOutcome => {
      if (!markProcessed(tx, facts.eventId, facts.eventType, nowIso)) return { kind: 'duplicate' };
      const found = passOfProviderSubscription(tx, facts.providerSubscriptionId);
      if (!found) return { kind: 'ignored', reason: 'unknown subscription' };
      writeEvent(
        tx,
        'Auto-Pay failed',
        {
          client_id: found.customer.id,
          subscription_id: found.subscription.id,
          customer: fullName(found.customer.firstName, found.customer.lastName),
          plate: found.vehicle.plate,
          amount_usd: usd(facts.amountCents),
          reason: facts.reason,
          attempt: facts.attempt,
          next_renewal_date: found.subscription.nextRenewalDate,
        },
        now,
      );
      return { kind: 'ignored', reason: 'renewal failure recorded' };
    },
    { behavior: 'immediate' },
  );
}

/** A failed attempt on an open checkout: kept for support; the visitor may still pay with another card. */
export function recordCheckoutPaymentFailure(
  deps: BillingDeps,
  facts: { eventId: string; eventType: string; checkoutId: number | null; message: string },
): PaymentOutcome {
  const nowIso = deps.now().toISOString();
  return deps.db.transaction(
    (tx): PaymentOutcome => {
      if (!markProcessed(tx, facts.eventId, facts.eventType, nowIso)) return { kind: 'duplicate' };
      if (facts.checkoutId !== null) {
        // Conditional: a failure reported after the success (out of order) must not touch the pass.
        tx.update(checkouts)
          .set({ lastError: facts.message.slice(0, 500), updatedAt: nowIso })
          .where(and(eq(checkouts.id, facts.checkoutId), eq(checkouts.status, 'open')))
          .run();
      }
      return { kind: 'ignored', reason: 'payment failure recorded' };
    },
    { behavior: 'immediate' },
  );
}

/** Events the app has no use for are still recorded, so a replay is recognised cheaply. */
export function recordIgnoredEvent(deps: BillingDeps, eventId: string, eventType: string): PaymentOutcome {
  const nowIso = deps.now().toISOString();
  const fresh = deps.db.transaction((tx) => markProcessed(tx, eventId, eventType, nowIso), {
    behavior: 'immediate',
  });
  return fresh ? { kind: 'ignored', reason: `nothing to do for ${eventType}` } : { kind: 'duplicate' };
}

/** Every paid pass charge is both an invoice (payments view) and a sale (sales history). */
function recordPaidSale(
  tx: DbExecutor,
  paid: {
    customerId: number;
    subscriptionId: number;
    concept: string;
    amountCents: number;
    providerPaymentId: string;
    type: 'autopay' | 'manual';
    nowIso: string;
  },
) {
  const invoice = tx
    .insert(invoices)
    .values({
      customerId: paid.customerId,
      subscriptionId: paid.subscriptionId,
      concept: paid.concept,
      amountCents: paid.amountCents,
      statusKey: 'paid',
      providerPaymentId: paid.providerPaymentId,
      paidAt: paid.nowIso,
      createdAt: paid.nowIso,
    })
    .returning()
    .get();
  tx.insert(sales)
    .values({
      subscriptionId: paid.subscriptionId,
      customerId: paid.customerId,
      invoiceId: invoice.id,
      type: paid.type,
      amountCents: paid.amountCents,
      soldAt: paid.nowIso,
    })
    .run();
  return invoice;
}

function markProcessed(tx: DbExecutor, eventId: string, type: string, nowIso: string): boolean {
  const inserted = tx
    .insert(processedProviderEvents)
    .values({ providerEventId: eventId, type, processedAt: nowIso })
    .onConflictDoNothing()
    .returning({ id: processedProviderEvents.providerEventId })
    .get();
  return inserted !== undefined;
}

function refusalReason(
  deps: BillingDeps,
  tx: DbExecutor,
  input: {
    brand: string | null;
    plate: string;
    email: string;
    holdId: number;
    today: string;
    nowIso: string;
  },
): RefundReason | null {
  if (isAmex(input.brand)) return 'amex';
  if (!isPlateAllowed(tx, input.plate, input.today) || isEmailBlocked(tx, input.email)) return 'plate_taken';
  const hold = tx.select().from(spaceHolds).where(eq(spaceHolds.id, input.holdId)).get();
  const holdLive = hold !== undefined && hold.releasedAt === null && hold.expiresAt > input.nowIso;
  if (holdLive) return null;
  // The hold lapsed (or was superseded): the pass is still sold if a space happens to be free.
  const { availables } = getInventory(deps.db, ONLINE_SALES_LOCATION_ID, {
    today: input.today,
    nowIso: input.nowIso,
  });
  return availables > 0 ? null : 'no_space';
}

function passOfProviderSubscription(tx: DbExecutor, providerSubscriptionId: string) {
  const row = tx
    .select({ subscription: subscriptions, plan: plans, vehicle: vehicles, customer: customers })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .get();
  return row ?? null;
}
