import type { Plan } from 'api/contract/plan-input';
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  initialPlanValues,
  PRICE_INVALID,
  PRICE_REQUIRED,
  parseDollars,
  priceInDollars,
  toCreateBody,
  toUpdateBody,
  validatePlanForm,
} from './plan-form';

const autopayPlan: Plan = {
  id: 2,
  name: 'Monthly autopay',
  description: 'Charged every month',
  name_es: 'Pago automático mensual',
  description_es: 'Se cobra cada mes',
  price_cents: 25000,
  autopay: true,
  discount_percent: 12,
  duration_months: 1,
  stripe_coupon_id: 'coupon_12',
  is_public: true,
};

const blank = { name: '', description: '', nameEs: '', descriptionEs: '', price: '', autopay: false };

describe('plan form', () => {
  it('takes dollars and converts them exactly to cents', () => {
    expect(parseDollars('250.00')).toBe(25000);
    expect(parseDollars('250')).toBe(25000);
    expect(parseDollars(' 0 ')).toBe(0);
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('1.15')).toBe(115);
    expect(parseDollars('$1,250.99')).toBe(125099);
    expect(parseDollars('9.999')).toBeNull();
    expect(parseDollars('-1')).toBeNull();
    expect(parseDollars('1e3')).toBeNull();
    expect(parseDollars('12,5')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
    expect(parseDollars('')).toBeNull();
  });

  it('shows a stored price as dollars with two decimals', () => {
    expect(centsToDollars(25000)).toBe('250.00');
    expect(centsToDollars(1205)).toBe('12.05');
    expect(centsToDollars(0)).toBe('0.00');
    expect(initialPlanValues(autopayPlan).price).toBe('250.00');
  });

  it('reports an empty name and a missing or invalid price', () => {
    expect(validatePlanForm({ ...blank, name: ' ' })).toEqual({
      name: 'admin.plans.form.nameRequired',
      price: PRICE_REQUIRED,
    });
    expect(validatePlanForm({ ...blank, name: 'A', price: '9.999' })).toEqual({ price: PRICE_INVALID });
    expect(validatePlanForm({ ...blank, name: 'A', price: '9.99' })).toEqual({});
  });

  it('shows the amount the typed dollars make', () => {
    expect(priceInDollars('250')).toBe('= $250.00');
    expect(priceInDollars('x')).toBeNull();
  });

  it('builds the create body with both languages, cents and a one-month duration', () => {
    expect(
      toCreateBody({
        name: ' Night ',
        description: ' Evenings ',
        nameEs: ' Noche ',
        descriptionEs: ' Tardes ',
        price: '99.00',
        autopay: false,
      }),
    ).toEqual({
      name: 'Night',
      description: 'Evenings',
      name_es: 'Noche',
      description_es: 'Tardes',
      price_cents: 9900,
      autopay: false,
      duration_months: 1,
    });
  });

  it('keeps the fields the form does not show when updating', () => {
    const values = { ...initialPlanValues(autopayPlan), price: '260' };
    expect(toUpdateBody(values, autopayPlan)).toEqual({
      name: 'Monthly autopay',
      description: 'Charged every month',
      name_es: 'Pago automático mensual',
      description_es: 'Se cobra cada mes',
      price_cents: 26000,
      autopay: true,
      duration_months: 1,
      discount_percent: 12,
      is_public: true,
      stripe_coupon_id: 'coupon_12',
    });
  });
});
