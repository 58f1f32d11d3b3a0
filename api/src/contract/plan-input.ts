import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { rule } from './validation-rules';

const BODY_ERROR = rule('body_not_object');

const centsPrice = z.int({ error: rule('price_cents_integer') }).min(0, rule('price_cents_min'));

export const planInputSchema = z.object(
  {
    name: z
      .string({ error: rule('plan_name_required') })
      .trim()
      .min(1, rule('plan_name_required'))
      .max(120, rule('plan_name_too_long')),
    description: z
      .string({ error: rule('plan_description_type') })
      .trim()
      .max(1000, rule('plan_description_too_long'))
      .default(''),
    // The Spanish name and description; empty means Spanish readers see the English ones.
    name_es: z
      .string({ error: rule('plan_name_es_type') })
      .trim()
      .max(120, rule('plan_name_too_long'))
      .default(''),
    description_es: z
      .string({ error: rule('plan_description_type') })
      .trim()
      .max(1000, rule('plan_description_too_long'))
      .default(''),
    price_cents: centsPrice,
    autopay: z.boolean({ error: rule('autopay_boolean') }).default(false),
    duration_months: z
      .int({ error: rule('duration_integer') })
      .min(1, rule('duration_min'))
      .max(24, rule('duration_max'))
      .default(1),
    discount_percent: z
      .int({ error: rule('discount_integer') })
      .min(0, rule('discount_range'))
      .max(100, rule('discount_range'))
      .default(0),
    is_public: z.boolean({ error: rule('public_boolean') }).default(true),
  },
  { error: BODY_ERROR },
);

export const planUpdateSchema = planInputSchema.extend({
  stripe_coupon_id: z
    .string({ error: rule('coupon_type') })
    .trim()
    .max(255, rule('coupon_too_long'))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  // When a new price reaches passes already on autopay: at least PRICE_NOTICE_DAYS ahead, the
  // earliest allowed when left out (docs/decisions/price-change-notice.md).
  price_effective_date: z
    .string({ error: rule('date_format') })
    .refine(isCalendarDate, rule('date_format'))
    .optional(),
});

export type PlanInput = z.input<typeof planInputSchema>;
export type PlanUpdateInput = z.input<typeof planUpdateSchema>;

export type Plan = {
  id: number;
  name: string;
  description: string;
  /** Spanish name and description ('' when staff gave none: show `name` / `description`). */
  name_es: string;
  description_es: string;
  price_cents: number;
  autopay: boolean;
  discount_percent: number;
  duration_months: number;
  stripe_coupon_id: string | null;
  is_public: boolean;
};

/** A plan's name (or description) in the reader's language: the Spanish one when written, else the English one. */
export function planText(
  plan: { name: string; name_es?: string | null; description?: string; description_es?: string | null },
  language: 'en' | 'es',
  field: 'name' | 'description' = 'name',
): string {
  const english = field === 'name' ? plan.name : (plan.description ?? '');
  const spanish = field === 'name' ? plan.name_es : plan.description_es;
  return language === 'es' && spanish ? spanish : english;
}
