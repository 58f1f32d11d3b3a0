import { eq } from 'drizzle-orm';
import { renewalDateFor, todayInTimeZone } from '../../contract/calendar-date';
import { periodStartAfter } from '../../contract/renewal-calendar';
import { subscriptions } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { usd, writeEvent } from '../../lib/write-event';
import { NO_AUTOPAY_FAILURE, turnAutopayOff } from '../billing/autopay-billing';
import { recordPaidSale } from '../billing/paid-sale';
import { hasSpaceFor } from '../garage/capacity';
import { passByProviderSubscription, passEventNames } from '../passes/portal-pass';
import { applyOnce, isPaymentRecorded } from './apply-once';
import { refuseLapsedRenewal } from './lapsed-renewal-refund';
import type { AutopayEndFacts, PaymentOutcome, RenewalFacts, RenewalFailureFacts } from './payment-ledger';

// What the provider's autopay billing does to a pass, each step applied once per event
// (apply-once.ts): a paid renewal moves the pass on, a failed one is told to staff, and the provider
// ending the subscription turns autopay off.

/** A later month of an autopay pass was paid: the pass moves on one period. */
export async function applyRenewal(deps: PaymentDeps, facts: RenewalFacts): Promise<PaymentOutcome> {
  return applyOnce(deps, facts, async (tx, now): Promise<PaymentOutcome> => {
    const nowIso = now.toISOString();
    const found = await passByProviderSubscription(tx, facts.providerSubscriptionId);
    if (!found) return { kind: 'ignored', reason: 'unknown subscription' };
    if (await isPaymentRecorded(tx, facts.invoiceId))
      return { kind: 'ignored', reason: 'payment already recorded' };
    const { subscription, plan, customer } = found;

    // The renewal is charged on R (its line's period starts then) and pays for R+1 onwards.
    const chargedOn = todayInTimeZone(deps.config.garageTz, facts.periodStart ?? now);
    const candidateStart = periodStartAfter(chargedOn);
    const candidateRenewal = renewalDateFor(candidateStart, plan.durationMonths);
    // An older period's invoice arriving late is recorded but never moves the pass back.
    const movesOn = !subscription.nextRenewalDate || candidateRenewal > subscription.nextRenewalDate;
    // A charge collected after the pass lapsed makes it live again only if a space is free.
    const clock = { today: todayInTimeZone(deps.config.garageTz, now), nowIso };
    if (movesOn && !(await hasSpaceFor(deps.db, subscription, clock)))
      return refuseLapsedRenewal(tx, found, facts, now);
    const periodStart = movesOn ? candidateStart : subscription.currentPeriodStart;
    const renewal = movesOn ? candidateRenewal : subscription.nextRenewalDate;
    const discountCyclesLeft = Math.max(0, subscription.discountCyclesLeft - 1);
    await tx
      .update(subscriptions)
      .set({
        currentPeriodStart: periodStart,
        nextRenewalDate: renewal,
        discountCyclesLeft,
        ...NO_AUTOPAY_FAILURE,
        updatedAt: nowIso,
      })
      .where(eq(subscriptions.id, subscription.id));
    const invoice = await recordPaidSale(tx, {
      customerId: customer.id,
      subscriptionId: subscription.id,
      concept: `${plan.name} – renewal`,
      amountCents: facts.amountCents,
      providerPaymentId: facts.invoiceId,
      type: 'autopay',
      nowIso,
    });
    await writeEvent(
      tx,
      'Auto-Pay charged',
      {
        ...passEventNames(found),
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
  });
}

/**
 * An autopay renewal charge failed: staff get an 'Auto-Pay failed' event; the pass lapses on its date.
 * After the last attempt (no next one) the pass's autopay turns off, as the provider cancels it.
 */
export async function recordRenewalFailure(
  deps: PaymentDeps,
  facts: RenewalFailureFacts,
): Promise<PaymentOutcome> {
  return applyOnce(deps, facts, async (tx, now): Promise<PaymentOutcome> => {
    const found = await passByProviderSubscription(tx, facts.providerSubscriptionId);
    if (!found) return { kind: 'ignored', reason: 'unknown subscription' };
    const nextAttemptAt = facts.nextAttemptAt ? facts.nextAttemptAt.toISOString() : null;
    // What the portal shows until a charge succeeds: the failure, its decline code and the next retry.
    await tx
      .update(subscriptions)
      .set({
        autopayFailedAt: now.toISOString(),
        autopayFailedCents: facts.amountCents,
        autopayFailureReason: facts.declineCode,
        autopayRetryAt: nextAttemptAt,
        updatedAt: now.toISOString(),
      })
      .where(eq(subscriptions.id, found.subscription.id));
    await writeEvent(
      tx,
      'Auto-Pay failed',
      {
        ...passEventNames(found),
        amount_usd: usd(facts.amountCents),
        decline_code: facts.declineCode,
        attempt: facts.attempt,
        next_attempt_at: nextAttemptAt,
        next_renewal_date: found.subscription.nextRenewalDate,
      },
      now,
    );
    if (!nextAttemptAt) await turnAutopayOff(tx, found, { reason: 'renewal_failed' }, now);
    return {
      kind: 'renewal_failed',
      subscriptionId: found.subscription.id,
      amountCents: facts.amountCents,
      attempt: facts.attempt,
      nextAttemptAt,
    };
  });
}

/** The provider canceled the subscription (after the last failed attempt, or from its dashboard). */
export async function endAutopay(deps: PaymentDeps, facts: AutopayEndFacts): Promise<PaymentOutcome> {
  return applyOnce(deps, facts, async (tx, now): Promise<PaymentOutcome> => {
    const found = await passByProviderSubscription(tx, facts.providerSubscriptionId);
    if (!found) return { kind: 'ignored', reason: 'unknown subscription' };
    const changed = await turnAutopayOff(tx, found, { reason: 'provider_canceled' }, now);
    return { kind: 'ignored', reason: changed ? 'autopay turned off' : 'autopay already off' };
  });
}
