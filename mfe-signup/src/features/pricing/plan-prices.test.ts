import { discountedPriceCents, pickLandingPlans } from './plan-prices';

describe('discountedPriceCents', () => {
  it('takes 12% off $250: $220', () => {
    expect(discountedPriceCents({ price_cents: 25000, discount_percent: 12 })).toBe(22000);
  });

  it('rounds to whole cents', () => {
    expect(discountedPriceCents({ price_cents: 999, discount_percent: 12 })).toBe(879);
  });

  it('leaves the price alone without a discount and clamps nonsense percentages', () => {
    expect(discountedPriceCents({ price_cents: 25000, discount_percent: 0 })).toBe(25000);
    expect(discountedPriceCents({ price_cents: 25000, discount_percent: -5 })).toBe(25000);
    expect(discountedPriceCents({ price_cents: 25000, discount_percent: 150 })).toBe(0);
  });
});

describe('pickLandingPlans', () => {
  it('finds the autopay and the one-time plan', () => {
    const oneTime = { id: 1, price_cents: 25000, autopay: false, discount_percent: 0 };
    const autopay = { id: 2, price_cents: 25000, autopay: true, discount_percent: 12 };
    expect(pickLandingPlans([autopay, oneTime])).toEqual({ autopay, oneTime });
  });

  it('gives null for a missing kind', () => {
    expect(pickLandingPlans([])).toEqual({ autopay: null, oneTime: null });
  });
});
