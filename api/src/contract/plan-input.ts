import { z } from 'zod';

const BODY_ERROR = 'Request body must be a JSON object';

const centsPrice = z
  .int({ error: 'Price must be a whole number of cents (e.g. 25000 for $250.00)' })
  .min(0, 'Price must be 0 or more cents');

export const planInputSchema = z.object(
  {
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(120, 'Name must be at most 120 characters'),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(1000, 'Description must be at most 1000 characters')
      .default(''),
    price_cents: centsPrice,
    autopay: z.boolean({ error: 'Auto-pay must be true or false' }).default(false),
    duration_months: z
      .int({ error: 'Duration must be a whole number of months' })
      .min(1, 'Duration must be at least 1 month')
      .max(24, 'Duration must be at most 24 months')
      .default(1),
    discount_percent: z
      .int({ error: 'Discount must be a whole percentage' })
      .min(0, 'Discount must be between 0 and 100 percent')
      .max(100, 'Discount must be between 0 and 100 percent')
      .default(0),
    is_public: z.boolean({ error: 'Public must be true or false' }).default(true),
  },
  { error: BODY_ERROR },
);

export const planUpdateSchema = planInputSchema.extend({
  stripe_coupon_id: z
    .string({ error: 'Coupon id must be text' })
    .trim()
    .max(255, 'Coupon id must be at most 255 characters')
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});

export type PlanInput = z.input<typeof planInputSchema>;
export type PlanUpdateInput = z.input<typeof planUpdateSchema>;

export type Plan = {
  id: number;
  name: string;
  description: string;
  price_cents: number;
  autopay: boolean;
  discount_percent: number;
  duration_months: number;
  stripe_coupon_id: string | null;
  is_public: boolean;
};
