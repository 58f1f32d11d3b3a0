import { addDays, type CalendarDate, renewalDateFor, todayInTimeZone } from '../../contract/calendar-date';
import { cycleChargeCents } from '../../contract/discounted-price';
import type { DbExecutor } from '../../db/db-executor';
import type { PaymentDeps } from '../../lib/payment-deps';
import { pendingCancelOf } from '../passes/pass-cancel';
import type { PortalPass } from '../passes/portal-pass';
import { laterAutopayPlan } from './autopay-billing';

// What autopay charges a pass next, as the customer is told it (receipts, the card change, the
// autopay dialog): the provider charges on the renewal date R (renewal-anchor.md) the price of the
// plan its subscription bills, discounted as the sandbox and Stripe's coupon round it while
// discounted cycles remain.

export type AutopayCharge = { amountCents: number; date: CalendarDate };

/**
 * The monthly price autopay bills this pass: its own plan when it was bought with autopay (the
 * checkout's subscription bills that plan), else the plan autopay bills once turned on later.
 */
export async function autopayPriceCents(db: DbExecutor, pass: PortalPass): Promise<number> {
  return (pass.plan.autopay ? pass.plan : await laterAutopayPlan(db, pass)).priceCents;
}

/**
 * The next automatic charge of a pass on autopay; null when autopay is off, the pass has no date, or
 * its owner cancelled it at period end (nothing more is charged: docs/decisions/cancel-at-period-end.md).
 */
export async function nextAutopayCharge(db: DbExecutor, pass: PortalPass): Promise<AutopayCharge | null> {
  const { subscription, plan } = pass;
  if (!subscription.autopay || !subscription.nextRenewalDate) return null;
  if (await pendingCancelOf(db, subscription.id)) return null;
  const price = await autopayPriceCents(db, pass);
  return {
    amountCents: cycleChargeCents(
      price,
      plan.discountPercent,
      plan.autopay ? subscription.discountCyclesLeft : 0,
    ),
    // Paused (docs/decisions/pass-pause.md): the provider bills nothing until the pause's last day.
    date:
      subscription.pausedUntil && subscription.pausedUntil > subscription.nextRenewalDate
        ? subscription.pausedUntil
        : subscription.nextRenewalDate,
  };
}

/**
 * The next automatic charge as the provider will bill it (its invoice preview), so what the portal
 * and e-mails promise is what the card sees; the local reckoning above when the provider cannot
 * answer (an outage, a pass without a provider subscription). Null when autopay is off, or when the
 * provider will charge nothing more.
 */
export async function providerNextCharge(
  deps: Pick<PaymentDeps, 'db' | 'payments' | 'config' | 'log'>,
  pass: PortalPass,
): Promise<AutopayCharge | null> {
  const estimate = await nextAutopayCharge(deps.db, pass);
  const id = pass.subscription.providerSubscriptionId;
  // While a renewal is unpaid the charge due is that renewal (retried, or paid by a new card), which
  // the provider's preview of the following cycle would skip.
  if (!estimate || !id || pass.subscription.autopayFailedAt !== null) return estimate;
  try {
    if (!deps.payments.ownsId(id)) return estimate;
    const upcoming = await deps.payments.getUpcomingCharge(id);
    return upcoming
      ? { amountCents: upcoming.amountCents, date: todayInTimeZone(deps.config.garageTz, upcoming.at) }
      : null;
  } catch (error) {
    deps.log(`upcoming charge of subscription ${pass.subscription.id} could not be read`, error);
    return estimate;
  }
}

/**
 * The days autopay charges from the renewal date R on: R, then each next renewal date (the pass runs
 * R+1 .. renewalDateFor(R+1), as autopay-renewals moves it), `count` of them.
 */
export function autopayChargeDates(
  renewal: CalendarDate,
  durationMonths: number,
  count: number,
): CalendarDate[] {
  const dates = [renewal];
  while (dates.length < count) {
    const last = dates[dates.length - 1] ?? renewal;
    dates.push(renewalDateFor(addDays(last, 1), durationMonths));
  }
  return dates;
}
