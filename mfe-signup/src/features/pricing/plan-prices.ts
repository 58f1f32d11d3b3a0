import { discountedCents } from 'api/contract/discounted-price';

/** The plan fields the landing page prices are computed from (GET /api/plans, SPEC section 3). */
export interface PricedPlan {
  id: number;
  price_cents: number;
  autopay: boolean;
  discount_percent: number;
}

/** Autopay price during the discounted first months: price × (1 − discount/100), whole cents. */
export function discountedPriceCents(plan: Pick<PricedPlan, 'price_cents' | 'discount_percent'>): number {
  return discountedCents(plan.price_cents, plan.discount_percent);
}

export interface LandingPrices<P extends PricedPlan = PricedPlan> {
  autopay: P | null;
  oneTime: P | null;
}

/**
 * The two public plans: the autopay one and the one-time one. If staff ever add more, the lowest
 * id of each kind wins, matching the seeded ids 1 (one-time) and 2 (autopay).
 */
export function pickLandingPlans<P extends PricedPlan>(plans: readonly P[]): LandingPrices<P> {
  const byId = [...plans].sort((a, b) => a.id - b.id);
  return {
    autopay: byId.find((plan) => plan.autopay) ?? null,
    oneTime: byId.find((plan) => !plan.autopay) ?? null,
  };
}
