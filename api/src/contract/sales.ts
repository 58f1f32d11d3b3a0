import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { listSearchParam, pagingParams } from './list-query';
import { rule } from './validation-rules';

// Sales History (SPEC sections 2, 3, 7 and 9). Browser-safe. Dates are calendar days in the garage's
// time zone, both ends inclusive.

export const SALES_PAGE_SIZE = 11;
/** Default range: the last 29 days through today. */
export const SALES_DEFAULT_DAYS_BACK = 29;
export const SALES_SEARCH_MIN_LENGTH = 3;
/** 'item': a sale that is not a pass period (the lost-card fee, other items). */
export const SALE_TYPE_FILTERS = ['all', 'autopay', 'manual', 'item'] as const;
export const SUMMARY_GROUPS = ['day', 'week', 'month', 'year'] as const;
export type SaleTypeFilter = (typeof SALE_TYPE_FILTERS)[number];
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];

export const calendarDateParam = z
  .string({ error: rule('date_format') })
  .refine((value) => isCalendarDate(value), rule('date_format'));

/** Both ends given: `from` on or before `to`. */
export const rangeRefine = <T extends { from?: string | undefined; to?: string | undefined }>(value: T) =>
  !value.from || !value.to || value.from <= value.to;

const salesFilters = {
  type: z.enum(SALE_TYPE_FILTERS, { error: rule('sale_type') }).default('all'),
  from: calendarDateParam.optional(),
  to: calendarDateParam.optional(),
};

/** `GET /sales?q&type&from&to&limit&offset&order` */
export const salesQuerySchema = z
  .object({
    ...salesFilters,
    q: listSearchParam,
    ...pagingParams(SALES_PAGE_SIZE),
    order: z.enum(['sold_at desc', 'sold_at asc'], { error: rule('order_value') }).default('sold_at desc'),
  })
  .refine(rangeRefine, { message: rule('date_range'), path: ['from'] });
export type SalesQuery = z.input<typeof salesQuerySchema>;

/** `GET /sales/summary?group&type&from&to` */
export const salesSummaryQuerySchema = z
  .object({ ...salesFilters, group: z.enum(SUMMARY_GROUPS, { error: rule('summary_group') }).default('day') })
  .refine(rangeRefine, { message: rule('date_range'), path: ['from'] });
export type SalesSummaryQuery = z.input<typeof salesSummaryQuerySchema>;

/** SPEC section 3 'Sale'. */
export type Sale = {
  id: number;
  sold_at: string;
  customer_name: string;
  client_id: number;
  plate: string;
  type: 'autopay' | 'manual' | 'item';
  /** What was charged; a refunded sale keeps it and shows the refund beside it. */
  amount_cents: number;
  invoice_id: number | null;
  /** 0 unless the sale was given back (refunds are whole). */
  refunded_cents: number;
  refunded_at: string | null;
};

/** The six tiles, for the whole filtered set (not just the page). */
export type SalesStats = {
  count: number;
  /** What the garage keeps: charged minus refunded. */
  revenue_cents: number;
  gross_cents: number;
  refunded_cents: number;
  refunded_count: number;
  /** Pass sales only (not items), refunded ones left out. */
  avg_ticket_cents: number;
  /** Whole percentages of the pass sales (items left out); both 0 when there are none. */
  autopay_percent: number;
  manual_percent: number;
  last_sold_at: string | null;
};

export type SalesListResponse = { data: Sale[]; total: number; revenue_cents: number; stats: SalesStats };

/** One point of the revenue chart; `label` is the period's first day (YYYY-MM-DD), or YYYY-MM / YYYY. */
export type SalesSummaryRow = {
  label: string;
  period_start: string;
  /** Net of refunds, as the tiles. */
  revenue_cents: number;
  gross_cents: number;
  refunded_cents: number;
  count: number;
};
