import type { Plan, PlanInput, PlanUpdateInput } from 'api/contract/plan-input';
import { formatMoney } from 'design-system/format/money';
import type { MessageKey } from 'design-system/i18n/language';

/** What the New/Edit Plan form holds; the price stays text so a half-typed value is kept as typed. */
export type PlanFormValues = {
  name: string;
  description: string;
  /** Spanish name and description; empty shows the English ones to Spanish readers. */
  nameEs: string;
  descriptionEs: string;
  /** Dollars, as typed ('250.00'); sent to the API as exact cents. */
  price: string;
  autopay: boolean;
};

/** Catalog keys: the dialog shows them in the visitor's language. */
export type PlanFormErrors = Partial<Record<'name' | 'price', MessageKey>>;

export const NAME_REQUIRED = 'admin.plans.form.nameRequired' satisfies MessageKey;
export const PRICE_REQUIRED = 'admin.plans.form.priceRequired' satisfies MessageKey;
export const PRICE_INVALID = 'admin.plans.form.priceInvalid' satisfies MessageKey;

export function initialPlanValues(plan: Plan | null): PlanFormValues {
  if (!plan) return { name: '', description: '', nameEs: '', descriptionEs: '', price: '', autopay: false };
  return {
    name: plan.name,
    description: plan.description,
    nameEs: plan.name_es,
    descriptionEs: plan.description_es,
    price: centsToDollars(plan.price_cents),
    autopay: plan.autopay,
  };
}

/** 25000 -> '250.00': how a stored price is shown in the field. */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

// Dollars with at most two decimals; an optional '$' and thousands commas ('$1,250.50') are accepted.
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Whole cents from dollars as typed ('250' -> 25000, '250.5' -> 25050, '$1,250.00' -> 125000), computed
 * from the digits so no floating-point rounding can move a cent; null for anything else (empty,
 * negative, three decimals, exponent, letters).
 */
export function parseDollars(price: string): number | null {
  const match = DOLLARS.exec(price.trim());
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/,/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

export function validatePlanForm(values: PlanFormValues): PlanFormErrors {
  const errors: PlanFormErrors = {};
  if (values.name.trim() === '') errors.name = NAME_REQUIRED;
  if (values.price.trim() === '') errors.price = PRICE_REQUIRED;
  else if (parseDollars(values.price) === null) errors.price = PRICE_INVALID;
  return errors;
}

/** '= $250.00' for a valid price, so staff see the exact amount the plan will charge. */
export function priceInDollars(price: string): string | null {
  const cents = parseDollars(price);
  return cents === null ? null : `= ${formatMoney(cents)}`;
}

export function isSameValues(a: PlanFormValues, b: PlanFormValues): boolean {
  return (
    a.name === b.name &&
    a.description === b.description &&
    a.nameEs === b.nameEs &&
    a.descriptionEs === b.descriptionEs &&
    a.price === b.price &&
    a.autopay === b.autopay
  );
}

/** Body of POST /api/plans. Call only after validatePlanForm found nothing. */
export function toCreateBody(values: PlanFormValues): PlanInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    name_es: values.nameEs.trim(),
    description_es: values.descriptionEs.trim(),
    price_cents: parseDollars(values.price) ?? 0,
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
