/** The seeded public plans (api/src/db/seed.ts). */
export const SEEDED_PLANS = [
  {
    id: 1,
    name: 'Monthly pass',
    description: 'One month',
    price_cents: 25000,
    autopay: false,
    discount_percent: 0,
    duration_months: 1,
    stripe_coupon_id: null,
    is_public: true,
  },
  {
    id: 2,
    name: 'Monthly pass (autopay)',
    description: 'Renews every month',
    price_cents: 25000,
    autopay: true,
    discount_percent: 12,
    duration_months: 1,
    stripe_coupon_id: null,
    is_public: true,
  },
];
