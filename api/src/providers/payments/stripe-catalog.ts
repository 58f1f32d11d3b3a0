import type Stripe from 'stripe';
import type { PlanForBilling } from './payments-provider';
import { idOf, isNotFound, stripeCall, unavailable } from './stripe-objects';

// The prices and coupons a subscription needs, found again in Stripe (lookup key, coupon id) so
// restarts and other processes reuse them instead of creating more.

export class StripeCatalog {
  private readonly priceIds = new Map<string, { id: string; product: string }>();

  constructor(private readonly stripe: Stripe) {}

  // A price per plan and amount, found again through its lookup key so restarts reuse it.
  async priceFor(plan: PlanForBilling): Promise<{ id: string; product: string }> {
    const lookupKey = `garage-plan-${plan.id}-${plan.priceCents}-usd-${plan.durationMonths}m`;
    const cached = this.priceIds.get(lookupKey);
    if (cached) return cached;
    const existing = await stripeCall(() => this.stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 }));
    let price = existing.data[0];
    if (!price) {
      const created = await stripeCall(() =>
        this.stripe.prices.create(
          {
            currency: 'usd',
            unit_amount: plan.priceCents,
            recurring: { interval: 'month', interval_count: plan.durationMonths },
            product_data: { name: plan.name },
            lookup_key: lookupKey,
          },
          { idempotencyKey: `price-${lookupKey}` },
        ),
      );
      price = created;
    }
    const found = { id: price.id, product: idOf(price.product) ?? '' };
    this.priceIds.set(lookupKey, found);
    return found;
  }

  /** A repeating coupon for the renewals still discounted; months count from the subscription's start. */
  async couponFor(plan: PlanForBilling, months: number): Promise<string> {
    if (plan.couponId) return plan.couponId;
    const id = `garage-${plan.discountPercent}pct-${months}m`;
    try {
      await this.stripe.coupons.retrieve(id);
      return id;
    } catch (error) {
      if (!isNotFound(error)) throw unavailable(error);
    }
    await stripeCall(() =>
      this.stripe.coupons.create(
        {
          id,
          percent_off: plan.discountPercent,
          duration: 'repeating',
          duration_in_months: months,
          name: `${plan.discountPercent}% off for ${months} months`,
        },
        { idempotencyKey: `coupon-${id}` },
      ),
    );
    return id;
  }
}
