import type { CalendarDate } from '../contract/calendar-date';
import { discountedCents } from '../contract/discounted-price';
import type { DbExecutor } from '../db/db-executor';
import { laterAutopayPlan } from './autopay-billing';
import type { PortalPass } from './portal-pass';

// What autopay charges a pass next, as the customer is told it (receipts, the card change, the
// autopay dialog): the provider charges on the renewal date R (renewal-anchor.md) the price of the
// plan its subscription bills, discounted as the sandbox and Stripe's coupon round it while
// discounted cycles remain.

export type AutopayCharge = { amountCents: number; date: CalendarDate };

/**
 * The monthly price autopay bills this pass: its own plan when it was bought with autopay (the
 * checkout's subscription bills that plan), else the plan autopay bills once turned on later.
 */
export function autopayPriceCents(db: DbExecutor, pass: PortalPass): number {
  return (pass.plan.autopay ? pass.plan : laterAutopayPlan(db, pass)).priceCents;
}

/** The next automatic charge of a pass on autopay; null when autopay is off or the pass has no date. */
export function nextAutopayCharge(db: DbExecutor, pass: PortalPass): AutopayCharge | null {
  const { subscription, plan } = pass;
  if (!subscription.autopay || !subscription.nextRenewalDate) return null;
  const price = autopayPriceCents(db, pass);
  const discounted = subscription.discountCyclesLeft > 0 && plan.autopay && plan.discountPercent > 0;
  return {
    amountCents: discounted ? discountedCents(price, plan.discountPercent) : price,
    // Paused (docs/decisions/pass-pause.md): the provider bills nothing until the pause's last day.
    date:
      subscription.pausedUntil && subscription.pausedUntil > subscription.nextRenewalDate
        ? subscription.pausedUntil
        : subscription.nextRenewalDate,
  };
}
