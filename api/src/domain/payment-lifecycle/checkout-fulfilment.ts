import { and, eq } from 'drizzle-orm';
import { DISCOUNT_CYCLES } from '../../contract/billing-input';
import { renewalDateFor, todayInTimeZone } from '../../contract/calendar-date';
import { isAmex } from '../../contract/card-brand';
import { ERROR_MESSAGES } from '../../contract/error-codes';
import type { ValidWizardData } from '../../contract/wizard-data';
import type { DbExecutor } from '../../db/db-executor';
import { checkouts, invoices, plans, subscriptions } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { usd, writeEvent } from '../../lib/write-event';
import { getInventory, isHoldLive, ONLINE_SALES_LOCATION_ID, releaseHold } from '../capacity';
import { linkCheckoutConsents } from '../consents';
import { fullName, upsertAddress, upsertCustomer, upsertVehicle } from '../customer-records';
import { isEmailBlocked, isPlateAllowed } from '../eligibility';
import { recordPaidSale } from '../paid-sale';
import { passByProviderSubscription } from '../portal-pass';
import { periodStartAfter } from '../renewal-calendar';
import { markProcessed } from './apply-once';
import type {
  AutopayEndFacts,
  PaymentFacts,
  PaymentOutcome,
  RefundReason,
  RenewalFacts,
  RenewalFailureFacts,
} from './payment-ledger';

// What a completed payment does. Each function is one BEGIN IMMEDIATE transaction that first records
// the provider's event id (primary key): a replayed or concurrent copy of the event finds it and
// changes nothing. Work outside the database (e-mail, refunds) is returned and done after commit.

export const REFUND_MESSAGES: Record<RefundReason, string> = {
  no_space:
    'Sorry, all online spaces were taken before your payment completed. Your payment has been refunded.',
  plate_taken: 'That plate already has a monthly pass or is banned. Your payment has been refunded.',
  amex: `${ERROR_MESSAGES.amex_not_accepted} Your payment has been refunded.`,
};

const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  no_space: 'no online space left when the payment completed (hold expired)',
  plate_taken: 'the plate already had a live pass or is banned',
  amex: 'American Express is not accepted',
};

/** Turns a completed payment into the pass, or, when no pass can be given, into a pending refund. */
export function applyPayment(deps: PaymentDeps, facts: PaymentFacts): PaymentOutcome {
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
      // Consent evidence follows the checkout into the pass; autopay charges point to its consent.
      const autopayConsentId = linkCheckoutConsents(tx, checkout.id, {
        customerId: customer.id,
        subscriptionId: subscription.id,
      });
      if (autopay) {
        tx.update(subscriptions).set({ autopayConsentId }).where(eq(subscriptions.id, subscription.id)).run();
      }
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

/** A later month of an autopay pass was paid: the pass moves on one period. */
export function applyRenewal(deps: PaymentDeps, facts: RenewalFacts): PaymentOutcome {
  const now = deps.now();
  const nowIso = now.toISOString();
  return deps.db.transaction(
    (tx): PaymentOutcome => {
      if (!markProcessed(tx, facts.eventId, facts.eventType, nowIso)) return { kind: 'duplicate' };
      const found = passByProviderSubscription(tx, facts.providerSubscriptionId);
      if (!found) return { kind: 'ignored', reason: 'unknown subscription' };
      const recorded = tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.providerPaymentId, facts.invoiceId))
        .get();
      if (recorded) return { kind: 'ignored', reason: 'payment already recorded' };
      const { subscription, plan, vehicle, customer } = found;

      // The renewal is charged on R (its line's period starts then) and pays for R+1 onwards.
      const chargedOn = todayInTimeZone(deps.config.garageTz, facts.periodStart ?? now);
      const candidateStart = periodStartAfter(chargedOn);
      const candidateRenewal = renewalDateFor(candidateStart, plan.durationMonths);
      // An older period's invoice arriving late is recorded but never moves the pass back.
      const movesOn = !subscription.nextRenewalDate || candidateRenewal > subscription.nextRenewalDate;
      const periodStart = movesOn ? candidateStart : subscription.currentPeriodStart;
      const renewal = movesOn ? candidateRenewal : subscription.nextRenewalDate;
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
      return { kind: 'renewed', subscriptionId: subscription.id, amountCents: facts.amountCents };
    },
    { behavior: 'immediate' },
  );
}

/**
 * An autopay renewal charge failed: staff get an 'Auto-Pay failed' event; the pass lapses on its date.
 * After the last attempt (no next one) the pass's autopay turns off, as the provider cancels it.
 */
export function recordRenewalFailure(deps: PaymentDeps, facts: RenewalFailureFacts): PaymentOutcome {
  const now = deps.now();
  const nowIso = now.toISOString();
  return deps.db.transaction(
    (tx): PaymentOutcome => {
      if (!markProcessed(tx, facts.eventId, facts.eventType, nowIso)) return { kind: 'duplicate' };
      const found = passByProviderSubscription(tx, facts.providerSubscriptionId);
      if (!found) return { kind: 'ignored', reason: 'unknown subscription' };
      const nextAttemptAt = facts.nextAttemptAt ? facts.nextAttemptAt.toISOString() : null;
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
          next_attempt_at: nextAttemptAt,
          next_renewal_date: found.subscription.nextRenewalDate,
        },
        now,
      );
      if (!nextAttemptAt) turnAutopayOff(tx, found, AUTOPAY_ENDED_REASON, now);
      return {
        kind: 'renewal_failed',
        subscriptionId: found.subscription.id,
        amountCents: facts.amountCents,
        attempt: facts.attempt,
        nextAttemptAt,
      };
    },
    { behavior: 'immediate' },
  );
}

const AUTOPAY_ENDED_REASON = 'Autopay ended: the renewal charge failed on every attempt';

/** The provider canceled the subscription (after the last failed attempt, or from its dashboard). */
export function endAutopay(deps: PaymentDeps, facts: AutopayEndFacts): PaymentOutcome {
  const now = deps.now();
  const nowIso = now.toISOString();
  return deps.db.transaction(
    (tx): PaymentOutcome => {
      if (!markProcessed(tx, facts.eventId, facts.eventType, nowIso)) return { kind: 'duplicate' };
      const found = passByProviderSubscription(tx, facts.providerSubscriptionId);
      if (!found) return { kind: 'ignored', reason: 'unknown subscription' };
      const changed = turnAutopayOff(
        tx,
        found,
        'Autopay ended: the payment provider canceled the subscription',
        now,
      );
      return { kind: 'ignored', reason: changed ? 'autopay turned off' : 'autopay already off' };
    },
    { behavior: 'immediate' },
  );
}

function turnAutopayOff(
  tx: DbExecutor,
  found: NonNullable<ReturnType<typeof passByProviderSubscription>>,
  reason: string,
  now: Date,
): boolean {
  const changed = tx
    .update(subscriptions)
    .set({ autopay: false, discountCyclesLeft: 0, updatedAt: now.toISOString() })
    .where(and(eq(subscriptions.id, found.subscription.id), eq(subscriptions.autopay, true)))
    .run();
  if (changed.changes === 0) return false;
  writeEvent(
    tx,
    'Autopay toggled',
    {
      client_id: found.customer.id,
      subscription_id: found.subscription.id,
      customer: fullName(found.customer.firstName, found.customer.lastName),
      plate: found.vehicle.plate,
      autopay: false,
      discount_cycles_left: 0,
      next_renewal_date: found.subscription.nextRenewalDate,
      reason,
    },
    now,
  );
  return true;
}

function refusalReason(
  deps: PaymentDeps,
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
  if (isHoldLive(tx, input.holdId, input.nowIso)) return null;
  // The hold lapsed (or was superseded): the pass is still sold if a space happens to be free.
  const { availables } = getInventory(deps.db, ONLINE_SALES_LOCATION_ID, {
    today: input.today,
    nowIso: input.nowIso,
  });
  return availables > 0 ? null : 'no_space';
}
