import type { Plan, PlanInput, PlanUpdateInput } from 'api/contract/plan-input';
import { formatMoney } from 'design-system/format/money';
import type { MessageKey } from 'design-system/i18n/language';

/** What the New/Edit Plan form holds; the price stays text so a half-typed value is kept as typed. */
export type PlanFormValues = {
  name: string;
  description: string;
  /** Whole cents, as typed (SPEC section 5: the 'Price (USD)' field takes cents). */
  price: string;
  autopay: boolean;
};

/** Catalog keys: the dialog shows them in the visitor's language. */
export type PlanFormErrors = Partial<Record<'name' | 'price', MessageKey>>;

export const NAME_REQUIRED = 'admin.plans.form.nameRequired' satisfies MessageKey;
export const PRICE_REQUIRED = 'admin.plans.form.priceRequired' satisfies MessageKey;
export const PRICE_INVALID = 'admin.plans.form.priceInvalid' satisfies MessageKey;

export function initialPlanValues(plan: Plan | null): PlanFormValues {
  if (!plan) return { name: '', description: '', price: '', autopay: false };
  return {
    name: plan.name,
    description: plan.description,
    price: String(plan.price_cents),
    autopay: plan.autopay,
  };
}

/** Whole, non-negative cents; null for anything else (empty, decimals, negative, exponent). */
export function parseCents(price: string): number | null {
  const text = price.trim();
  if (!/^\d+$/.test(text)) return null;
  const cents = Number(text);
  return Number.isSafeInteger(cents) ? cents : null;
}

export function validatePlanForm(values: PlanFormValues): PlanFormErrors {
  const errors: PlanFormErrors = {};
  if (values.name.trim() === '') errors.name = NAME_REQUIRED;
  if (values.price.trim() === '') errors.price = PRICE_REQUIRED;
  else if (parseCents(values.price) === null) errors.price = PRICE_INVALID;
  return errors;
}

/** '= $250.00' for a valid price, so staff see what the cents they typed amount to. */
export function priceInDollars(price: string): string | null {
  const cents = parseCents(price);
  return cents === null ? null : `= ${formatMoney(cents)}`;
}

export function isSameValues(a: PlanFormValues, b: PlanFormValues): boolean {
  return (
    a.name === b.name && a.description === b.description && a.price === b.price && a.autopay === b.autopay
  );
}

/** Body of POST /api/plans. Call only after validatePlanForm found nothing. */
export function toCreateBody(values: PlanFormValues): PlanInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price_cents: parseCents(values.price) ?? 0,
    autopay: values.autopay,
    duration_months: 1,
  };
}

/**
 * Body of PUT /api/plans/:id. The API replaces the whole plan and defaults what is missing, so the
 * fields this form does not show are sent back unchanged (otherwise saving the autopay plan would
 * silently reset its 12 % discount to 0 and make hidden plans public).
 */
export function toUpdateBody(values: PlanFormValues, plan: Plan): PlanUpdateInput {
  return {
    ...toCreateBody(values),
    duration_months: plan.duration_months,
    discount_percent: plan.discount_percent,
    is_public: plan.is_public,
    stripe_coupon_id: plan.stripe_coupon_id,
  };
}
