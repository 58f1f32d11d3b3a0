import type { z } from 'zod';
import {
  addDays,
  type CalendarDate,
  calendarDayInZone,
  formatCalendarDate,
  parseCalendarDate,
} from '../../contract/calendar-date';
import type {
  Sale,
  SalesListResponse,
  SalesStats,
  SalesSummaryRow,
  SummaryGroup,
  salesQuerySchema,
  salesSummaryQuerySchema,
} from '../../contract/sales';
import type { Database } from '../../db/open-database';
import { prepared } from '../../db/prepared';
import { dayRangeInstants, dayStartsAt } from '../../domain/garage-days';
import { sumWindow } from '../../domain/hourly-rollup';
import { CUSTOMERS_BY_NAME, PASSES_BY_PLATE, searchBounds } from '../../domain/staff-search';

type SalesQuery = z.output<typeof salesQuerySchema>;
type SummaryQuery = z.output<typeof salesSummaryQuerySchema>;
type Totals = { count: number; revenue: number; autopay: number };
type Params = Record<string, string | number>;

const TOTALS = `count(*) AS count, coalesce(sum(amount_cents), 0) AS revenue,
  coalesce(sum(type = 'autopay'), 0) AS autopay`;

/** Totals of all sales of a type in [start, end), from the hourly rollup. */
function windowTotals(
  db: Database,
  type: SalesQuery['type'],
  start: number | null,
  end: number | null,
): Totals {
  const typeSql = type === 'all' ? '' : ' AND type = @type';
  return sumWindow<Totals>(
    {
      hours: (from, to) =>
        prepared(
          db,
          `SELECT coalesce(sum(count), 0) AS count, coalesce(sum(revenue_cents), 0) AS revenue,
             coalesce(sum(CASE WHEN type = 'autopay' THEN count END), 0) AS autopay
           FROM sales_hourly WHERE 1${from ? ' AND hour >= @from' : ''}${to ? ' AND hour < @to' : ''}${typeSql}`,
        ).get({
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(type === 'all' ? {} : { type }),
        }) as Totals,
      rows: (from, to) =>
        prepared(db, `SELECT ${TOTALS} FROM sales WHERE sold_at >= @from AND sold_at < @to${typeSql}`).get({
          from,
          to,
          ...(type === 'all' ? {} : { type }),
        }) as Totals,
    },
    start,
    end,
  );
}

/** The WHERE clause and parameters of a filtered sales query (`s` is the sales table). */
function salesFilter(
  query: Pick<SalesQuery, 'type' | 'from' | 'to'> & { q?: string | undefined },
  timeZone: string,
) {
  const clauses: string[] = [];
  const params: Params = {};
  const { start, end } = dayRangeInstants(timeZone, query.from, query.to);
  if (start !== null) {
    clauses.push('s.sold_at >= @start');
    params.start = new Date(start).toISOString();
  }
  if (end !== null) {
    clauses.push('s.sold_at < @end');
    params.end = new Date(end).toISOString();
  }
  if (query.type !== 'all') {
    clauses.push('s.type = @type');
    params.type = query.type;
  }
  const q = query.q?.trim();
  if (q) {
    const bounds = searchBounds(q);
    const alternatives = [`s.customer_id IN (${CUSTOMERS_BY_NAME})`];
    Object.assign(params, { name_lo: bounds.name_lo, name_hi: bounds.name_hi });
    if (bounds.plate_lo) {
      alternatives.push(`s.subscription_id IN (${PASSES_BY_PLATE})`);
      Object.assign(params, { plate_lo: bounds.plate_lo, plate_hi: bounds.plate_hi });
    }
    const saleNumber = /^#?(\d{1,15})$/.exec(q)?.[1];
    if (saleNumber) {
      alternatives.push('s.id = @sale_id');
      params.sale_id = Number(saleNumber);
    }
    clauses.push(`(${alternatives.join(' OR ')})`);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params, start, end, searched: !!q };
}

function toStats(totals: Totals, lastSoldAt: string | null): SalesStats {
  const { count, revenue, autopay } = totals;
  const autopayPercent = count > 0 ? Math.round((autopay * 100) / count) : 0;
  return {
    count,
    revenue_cents: revenue,
    avg_ticket_cents: count > 0 ? Math.round(revenue / count) : 0,
    autopay_percent: autopayPercent,
    manual_percent: count > 0 ? 100 - autopayPercent : 0,
    last_sold_at: lastSoldAt,
  };
}

export function listSales(db: Database, query: SalesQuery, timeZone: string): SalesListResponse {
  const filter = salesFilter(query, timeZone);
  let totals: Totals;
  let last: string | null;
  if (filter.searched) {
    const row = prepared(db, `SELECT ${TOTALS}, max(s.sold_at) AS last FROM sales s ${filter.where}`).get(
      filter.params,
    ) as Totals & { last: string | null };
    totals = row;
    last = row.last;
  } else {
    totals = windowTotals(db, query.type, filter.start, filter.end);
    last = (
      prepared(db, `SELECT max(s.sold_at) AS last FROM sales s ${filter.where}`).get(filter.params) as {
        last: string | null;
      }
    ).last;
  }
  const direction = query.order === 'sold_at asc' ? 'ASC' : 'DESC';
  const data = prepared(
    db,
    `SELECT s.id, s.sold_at, s.customer_id AS client_id, s.type, s.amount_cents, s.invoice_id,
       trim(c.first_name || ' ' || c.last_name) AS customer_name, coalesce(v.plate, '') AS plate
     FROM sales s
     JOIN customers c ON c.id = s.customer_id
     LEFT JOIN subscriptions p ON p.id = s.subscription_id
     LEFT JOIN vehicles v ON v.id = p.vehicle_id
     ${filter.where}
     ORDER BY s.sold_at ${direction}, s.id ${direction}
     LIMIT @limit OFFSET @offset`,
  ).all({ ...filter.params, limit: query.limit, offset: query.offset }) as Sale[];
  const stats = toStats(totals, last);
  return { data, total: stats.count, revenue_cents: stats.revenue_cents, stats };
}

/** The first day of the period holding `date`. Weeks start on Monday. */
function periodStart(date: CalendarDate, group: SummaryGroup): CalendarDate {
  const { year, month, day } = parseCalendarDate(date);
  if (group === 'year') return formatCalendarDate({ year, month: 1, day: 1 });
  if (group === 'month') return formatCalendarDate({ year, month, day: 1 });
  if (group === 'week')
    return addDays(date, -((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7));
  return date;
}

function nextPeriod(start: CalendarDate, group: SummaryGroup): CalendarDate {
  const { year, month } = parseCalendarDate(start);
  if (group === 'year') return formatCalendarDate({ year: year + 1, month: 1, day: 1 });
  if (group === 'month')
    return formatCalendarDate({ year: year + (month === 12 ? 1 : 0), month: (month % 12) + 1, day: 1 });
  return addDays(start, group === 'week' ? 7 : 1);
}

function label(start: CalendarDate, group: SummaryGroup): string {
  if (group === 'year') return start.slice(0, 4);
  if (group === 'month') return start.slice(0, 7);
  return start;
}

/**
 * Revenue per day, week, month or year of the garage's calendar, every period of the range present
 * (an empty one as 0) so the chart's line does not skip quiet days. Without a range: from the first
 * sale through today.
 */
export function salesSummary(
  db: Database,
  query: SummaryQuery,
  timeZone: string,
  now: Date,
): SalesSummaryRow[] {
  let from = query.from;
  const to = query.to ?? formatCalendarDate(calendarDayInZone(now, timeZone));
  if (!from) {
    const first = (
      prepared(db, 'SELECT min(sold_at) AS first FROM sales WHERE sold_at >= @floor').get({ floor: '' }) as {
        first: string | null;
      }
    ).first;
    if (!first) return [];
    from = formatCalendarDate(calendarDayInZone(new Date(first), timeZone));
  }
  if (from > to) return [];
  const rows: SalesSummaryRow[] = [];
  const rangeEnd = addDays(to, 1);
  for (let start = periodStart(from, query.group); start < rangeEnd; start = nextPeriod(start, query.group)) {
    const next = nextPeriod(start, query.group);
    const windowFrom = [start, from].sort()[1] as CalendarDate;
    const windowTo = [next, rangeEnd].sort()[0] as CalendarDate;
    const totals = windowTotals(
      db,
      query.type,
      dayStartsAt(timeZone, windowFrom),
      dayStartsAt(timeZone, windowTo),
    );
    rows.push({
      label: label(start, query.group),
      period_start: start,
      revenue_cents: totals.revenue,
      count: totals.count,
    });
  }
  return rows;
}
