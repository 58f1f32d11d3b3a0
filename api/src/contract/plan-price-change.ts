import type { Plan } from './plan-input';

/** Days between a price change's notice and the first renewal it reaches (docs/decisions/price-change-notice.md). */
export const PRICE_NOTICE_DAYS = 30;

/** A staff price change still on its way to the autopay passes billed at the old price. */
export type PendingPriceChange = {
  old_price_cents: number;
  new_price_cents: number;
  /** YYYY-MM-DD in the garage's calendar: renewals on or after it bill the new price. */
  effective_date: string;
  /** Autopay customers e-mailed about it. */
  notices_sent: number;
};

/** A plan as staff see it (the `scope=all` list and the update's answer). */
export type StaffPlan = Plan & { pending_price_change: PendingPriceChange | null };
