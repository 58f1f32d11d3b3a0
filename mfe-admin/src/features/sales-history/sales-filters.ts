import { addDays, todayInTimeZone } from 'api/contract/calendar-date';
import { SALES_DEFAULT_DAYS_BACK, type SaleTypeFilter } from 'api/contract/sales';
import { GARAGE_TIME_ZONE } from 'design-system/format/dates';

export type SalesFilters = { type: SaleTypeFilter; from: string; to: string };

/**
 * The last 29 days through today, in the garage's time zone (the zone every front end formats dates in,
 * design-system/format/dates; the API's GARAGE_TZ default is the same zone).
 */
export function defaultSalesFilters(now: Date = new Date()): SalesFilters {
  const today = todayInTimeZone(GARAGE_TIME_ZONE, now);
  return { type: 'all', from: addDays(today, -SALES_DEFAULT_DAYS_BACK), to: today };
}

/** Both dates filled and in order: the only ranges the API accepts. */
export function isValidRange({ from, to }: { from: string; to: string }): boolean {
  return from !== '' && to !== '' && from <= to;
}
