import type { Plan } from 'api/contract/plan-input';
import { describe, expect, it } from 'vitest';
import {
  initialPlanValues,
  PRICE_INVALID,
  PRICE_REQUIRED,
  parseCents,
  priceInDollars,
  toCreateBody,
  toUpdateBody,
  validatePlanForm,
} from './plan-form';

const autopayPlan: Plan = {
  id: 2,
  name: 'Monthly autopay',
  description: 'Charged every month',
  price_cents: 25000,
  autopay: true,
  discount_percent: 12,
  duration_months: 1,
  stripe_coupon_id: 'coupon_12',
  is_public: true,
};

describe('plan form', () => {
  it('accepts only whole, non-negative cents', () => {
    expect(parseCents('25000')).toBe(25000);
    expect(parseCents(' 0 ')).toBe(0);
    expect(parseCents('12.5')).toBeNull();
    expect(parseCents('-1')).toBeNull();
    expect(parseCents('1e3')).toBeNull();
    expect(parseCents('')).toBeNull();
  });

  it('reports an empty name and a missing or invalid price', () => {
    expect(validatePlanForm({ name: ' ', description: '', price: '', autopay: false })).toEqual({
      name: 'admin.plans.form.nameRequired',
      price: PRICE_REQUIRED,
    });
    expect(validatePlanForm({ name: 'A', description: '', price: '9.99', autopay: false })).toEqual({
      price: PRICE_INVALID,
    });
    expect(validatePlanForm({ name: 'A', description: '', price: '999', autopay: false })).toEqual({});
  });

  it('shows what the cents amount to', () => {
    expect(priceInDollars('25000')).toBe('= $250.00');
    expect(priceInDollars('x')).toBeNull();
  });

  it('builds the create body with a one-month duration', () => {
    expect(
      toCreateBody({ name: ' Night ', description: ' Evenings ', price: '9900', autopay: false }),
    ).toEqual({
      name: 'Night',
      description: 'Evenings',
      price_cents: 9900,
      autopay: false,
      duration_months: 1,
    });
  });

  it('keeps the fields the form does not show when updating', () => {
    const values = { ...initialPlanValues(autopayPlan), price: '26000' };
    expect(toUpdateBody(values, autopayPlan)).toEqual({
      name: 'Monthly autopay',
      description: 'Charged every month',
      price_cents: 26000,
      autopay: true,
      duration_months: 1,
      discount_percent: 12,
      is_public: true,
      stripe_coupon_id: 'coupon_12',
    });
  });
});
