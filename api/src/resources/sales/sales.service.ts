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
import { queryRow, queryRows, sqlDialect } from '../../db/raw-sql';
import { CUSTOMERS_BY_NAME, PASSES_BY_PLATE, searchBounds } from '../../domain/customers/staff-search';
import { dayRangeInstants, dayStartsAt } from '../../domain/garage/garage-days';
import { sumWindow } from '../../domain/garage/rollup-window';

type SalesQuery = z.output<typeof salesQuerySchema>;
type SummaryQuery = z.output<typeof salesSummaryQuerySchema>;
type Totals = {
  count: number;
  gross: number;
  refunded: number;
  refunded_count: number;
  autopay: number;
  passes: number;
  /** Pass sales (not items) net of refunds, and how many of them were kept (not refunded). */
  pass_net: number;
  pass_kept: number;
};
type Params = Record<string, string | number>;

// Totals of sales rows (`s`) with their refunds (`f`, LEFT JOINed): what the rollups keep per period.
const TOTALS = `count(*) AS count, coalesce(sum(s.amount_cents), 0) AS gross,
  coalesce(sum(f.amount_cents), 0) AS refunded, count(f.sale_id) AS refunded_count,
  count(CASE WHEN s.type = 'autopay' THEN 1 END) AS autopay, count(CASE WHEN s.type <> 'item' THEN 1 END) AS passes,
  coalesce(sum(CASE WHEN s.type <> 'item' THEN s.amount_cents - coalesce(f.amount_cents, 0) END), 0) AS pass_net,
  count(CASE WHEN s.type <> 'item' AND f.sale_id IS NULL THEN 1 END) AS pass_kept`;
const WITH_REFUNDS = 'LEFT JOIN sale_refunds f ON f.sale_id = s.id';

const ROLLUP_TOTALS = `coalesce(sum(count), 0) AS count, coalesce(sum(revenue_cents), 0) AS gross,
  coalesce(sum(refunded_cents), 0) AS refunded, coalesce(sum(refunded_count), 0) AS refunded_count,
  coalesce(sum(CASE WHEN type = 'autopay' THEN count END), 0) AS autopay,
  coalesce(sum(CASE WHEN type <> 'item' THEN count END), 0) AS passes,
  coalesce(sum(CASE WHEN type <> 'item' THEN revenue_cents - refunded_cents END), 0) AS pass_net,
  coalesce(sum(CASE WHEN type <> 'item' THEN count - refunded_count END), 0) AS pass_kept`;

/** Totals of all sales of a type in [start, end), from the hourly rollup. */
async function windowTotals(
  db: Database,
  type: SalesQuery['type'],
  start: number | null,
  end: number | null,
): Promise<Totals> {
  const typeSql = type === 'all' ? '' : ' AND type = @type';
  const typeParam = type === 'all' ? {} : { type };
  const rollup = (table: string) => async (from: string | null, to: string | null) =>
    (await queryRow(
      db,
      `SELECT ${ROLLUP_TOTALS}
       FROM ${table} WHERE TRUE${from ? ' AND period >= @from' : ''}${to ? ' AND period < @to' : ''}${typeSql}`,
      { ...(from ? { from } : {}), ...(to ? { to } : {}), ...typeParam },
    )) as Totals;
  return sumWindow<Totals>(
    {
      days: rollup('sales_daily'),
      hours: rollup('sales_hourly'),
      rows: async (from, to) =>
        (await queryRow(
          db,
          `SELECT ${TOTALS} FROM sales s ${WITH_REFUNDS} WHERE s.sold_at >= @from AND s.sold_at < @to${typeSql.replace('type', 's.type')}`,
          {
            from,
            to,
            ...typeParam,
          },
        )) as Totals,
    },
    start,
    end,
  );
}

/** A searched page is found by walking the sales in date order while it should meet it this soon. */
const ORDERED_SCAN_BUDGET = 20_000;

/**
 * The filtered sales as SQL pieces (`s` is the sales table). A search matches in several ways (name,
 * plate, sale #): for totals each way is its own SELECT on its own covering index, later ones
 * skipping what earlier ones matched, UNION ALLed (an OR would make SQLite fetch and sort every
 * matched row); `anyMatch` is the plain OR, for walking the sales in date order.
 */
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
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const q = query.q?.trim();
  if (!q) return { source: `sales s ${where}`, where, params, start, end, search: null };
  const bounds = searchBounds(q);
  const ways = [`s.customer_id IN (${CUSTOMERS_BY_NAME})`];
  Object.assign(params, { name_lo: bounds.name_lo, name_hi: bounds.name_hi });
  if (bounds.plate_lo) {
    ways.push(`s.subscription_id IN (${PASSES_BY_PLATE})`);
    Object.assign(params, { plate_lo: bounds.plate_lo, plate_hi: bounds.plate_hi });
  }
  const saleNumber = /^#?(\d{1,15})$/.exec(q)?.[1];
  if (saleNumber) {
    ways.push('s.id = @sale_id');
    params.sale_id = Number(saleNumber);
  }
  const matched = ways
    .map((way, i) => {
      const conditions = [way, ...ways.slice(0, i).map((earlier) => `(${earlier}) IS NOT TRUE`), ...clauses];
      return `SELECT s.id, s.sold_at, s.type, s.amount_cents FROM sales s WHERE ${conditions.join(' AND ')}`;
    })
    .join(' UNION ALL ');
  return {
    source: `(${matched}) s`,
    where,
    params,
    start,
    end,
    search: { anyMatch: [`(${ways.join(' OR ')})`, ...clauses].join(' AND ') },
  };
}

function toStats(totals: Totals, lastSoldAt: string | null): SalesStats {
  const { count, gross, refunded, autopay, passes } = totals;
  // Shares and the average ticket are of pass sales only: an item (a lost-card fee) is not a ticket.
  const autopayPercent = passes > 0 ? Math.round((autopay * 100) / passes) : 0;
  return {
    count,
    revenue_cents: gross - refunded,
    gross_cents: gross,
    refunded_cents: refunded,
    refunded_count: totals.refunded_count,
    avg_ticket_cents: totals.pass_kept > 0 ? Math.round(totals.pass_net / totals.pass_kept) : 0,
    autopay_percent: autopayPercent,
    manual_percent: passes > 0 ? 100 - autopayPercent : 0,
    last_sold_at: lastSoldAt,
  };
}

export async function listSales(
  db: Database,
  query: SalesQuery,
  timeZone: string,
): Promise<SalesListResponse> {
  const filter = salesFilter(query, timeZone);
  const inRange = await windowTotals(db, query.type, filter.start, filter.end);
  let totals = inRange;
  let last: string | null;
  if (filter.search) {
    const row = (await queryRow(
      db,
      `SELECT ${TOTALS}, max(s.sold_at) AS last FROM ${filter.source} ${WITH_REFUNDS}`,
      filter.params,
    )) as Totals & { last: string | null };
    totals = row;
    last = row.last;
  } else {
    last = (
      (await queryRow(db, `SELECT max(s.sold_at) AS last FROM ${filter.source}`, filter.params)) as {
        last: string | null;
      }
    ).last;
  }
  const dialect = sqlDialect(db);
  const direction = query.order === 'sold_at asc' ? 'ASC' : 'DESC';
  const order = `ORDER BY s.sold_at ${direction}, s.id ${direction}`;
  // A common name matches thousands of sales: walking all sales in date order meets the page's rows
  // sooner than sorting every match; a rare one is found faster through its matches.
  const expectedWalk = ((query.offset + query.limit) * inRange.count) / Math.max(1, totals.count);
  const pageIds =
    filter.search && expectedWalk <= ORDERED_SCAN_BUDGET
      ? `SELECT s.id FROM sales s ${dialect.indexedBy(query.type === 'all' ? 'sales_sold_at_idx' : 'sales_type_sold_at_idx')}
         WHERE ${filter.search.anyMatch} ${order} LIMIT @limit OFFSET @offset`
      : `SELECT s.id FROM ${filter.source} ${order} LIMIT @limit OFFSET @offset`;
  // Only the page's rows are joined to names and plates; SQLite's CROSS JOIN keeps it from turning this
  // around into a scan of every sale probing the page.
  const data = (await queryRows(
    db,
    `SELECT s.id, s.sold_at, s.customer_id AS client_id, s.type, s.amount_cents, s.invoice_id,
       trim(c.first_name || ' ' || c.last_name) AS customer_name, coalesce(v.plate, '') AS plate,
       coalesce(f.amount_cents, 0) AS refunded_cents, f.refunded_at AS refunded_at
     FROM (${pageIds}) page
     ${dialect.orderedJoin} sales s ON s.id = page.id
     JOIN customers c ON c.id = s.customer_id
     LEFT JOIN sale_refunds f ON f.sale_id = s.id
     LEFT JOIN subscriptions p ON p.id = s.subscription_id
     LEFT JOIN vehicles v ON v.id = p.vehicle_id
     ${order}`,
    { ...filter.params, limit: query.limit, offset: query.offset },
  )) as Sale[];
  const stats = toStats(totals, last);
  return { data, total: stats.count, revenue_cents: stats.revenue_cents, stats };
}

/** Periods whose sums are read at once: about the PostgreSQL pool's size (db/open-postgres.ts). */
const PERIODS_AT_ONCE = 8;

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
export async function salesSummary(
  db: Database,
  query: SummaryQuery,
  timeZone: string,
  now: Date,
): Promise<SalesSummaryRow[]> {
  let from = query.from;
  const to = query.to ?? formatCalendarDate(calendarDayInZone(now, timeZone));
  if (!from) {
    const first = (
      (await queryRow(db, 'SELECT min(sold_at) AS first FROM sales WHERE sold_at >= @floor', {
        floor: '',
      })) as {
        first: string | null;
      }
    ).first;
    if (!first) return [];
    from = formatCalendarDate(calendarDayInZone(new Date(first), timeZone));
  }
  if (from > to) return [];
  const rangeEnd = addDays(to, 1);
  const periods: CalendarDate[] = [];
  for (let start = periodStart(from, query.group); start < rangeEnd; start = nextPeriod(start, query.group))
    periods.push(start);
  const summarize = async (start: CalendarDate): Promise<SalesSummaryRow> => {
    const next = nextPeriod(start, query.group);
    const windowFrom = [start, from].sort()[1] as CalendarDate;
    const windowTo = [next, rangeEnd].sort()[0] as CalendarDate;
    const totals = await windowTotals(
      db,
      query.type,
      dayStartsAt(timeZone, windowFrom),
      dayStartsAt(timeZone, windowTo),
    );
    return {
      label: label(start, query.group),
      period_start: start,
      revenue_cents: totals.gross - totals.refunded,
      gross_cents: totals.gross,
      refunded_cents: totals.refunded,
      count: totals.count,
    };
  };
  // Each period's sums are a few rollup reads; asked a few periods at once, PostgreSQL answers them on
  // several connections instead of one round trip after another (SQLite answers each as it is asked).
  // A few, not all: a long range by day would queue thousands of reads ahead of every other request.
  const rows: SalesSummaryRow[] = [];
  for (let i = 0; i < periods.length; i += PERIODS_AT_ONCE)
    rows.push(...(await Promise.all(periods.slice(i, i + PERIODS_AT_ONCE).map(summarize))));
  return rows;
}
