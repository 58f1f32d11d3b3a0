import type { z } from 'zod';
import { invoiceIdFromSearch, invoiceNumber } from '../../contract/invoice-number';
import type { Payment, PaymentsListResponse, paymentsQuerySchema } from '../../contract/payments';
import type { Database } from '../../db/open-database';
import { queryRow, queryRows, sqlDialect } from '../../db/raw-sql';
import { planNames, withSpanishConcept } from '../../domain/billing/invoice-concepts';
import {
  CUSTOMERS_BY_EMAIL,
  CUSTOMERS_BY_NAME,
  PASSES_BY_PLATE,
  searchBounds,
} from '../../domain/customers/staff-search';
import { dayRangeInstants } from '../../domain/garage/garage-days';
import { sumWindow } from '../../domain/garage/rollup-window';

type PaymentsQuery = z.output<typeof paymentsQuerySchema>;
type Params = Record<string, string | number>;
type Count = { count: number };

/** A searched page is found by walking the invoices in date order while it should meet it this soon. */
const ORDERED_SCAN_BUDGET = 20_000;

const PAYMENT_COLUMNS = `i.id, i.paid_at, i.created_at, i.customer_id AS client_id,
  trim(c.first_name || ' ' || c.last_name) AS customer_name, c.email AS customer_email, c.language,
  i.concept, i.amount_cents, i.status_key, v.plate`;

const PAYMENT_JOINS = `JOIN customers c ON c.id = i.customer_id
  LEFT JOIN subscriptions p ON p.id = i.subscription_id
  LEFT JOIN vehicles v ON v.id = p.vehicle_id`;

type PaymentRow = Omit<Payment, 'number' | 'customer_language' | 'concept_es'> & { language: 'en' | 'es' };

const toPayments = async (db: Database, rows: PaymentRow[]): Promise<Payment[]> =>
  (await withSpanishConcept(rows, async () => planNames(db))).map(({ language, ...row }) => ({
    ...row,
    number: invoiceNumber(row.id),
    customer_language: language,
  }));

export async function listPayments(
  db: Database,
  query: PaymentsQuery,
  timeZone: string,
): Promise<PaymentsListResponse> {
  const clauses: string[] = [];
  const params: Params = {};
  const { start, end } = dayRangeInstants(timeZone, query.from, query.to);
  if (start !== null) {
    clauses.push('i.created_at >= @start');
    params.start = new Date(start).toISOString();
  }
  if (end !== null) {
    clauses.push('i.created_at < @end');
    params.end = new Date(end).toISOString();
  }
  if (query.status !== 'all') {
    clauses.push('i.status_key = @status');
    params.status = query.status;
  }
  const q = query.q?.trim();
  const alternatives: string[] = [];
  if (q) {
    const bounds = searchBounds(q);
    Object.assign(params, { name_lo: bounds.name_lo, name_hi: bounds.name_hi });
    alternatives.push(`i.customer_id IN (${CUSTOMERS_BY_NAME} UNION ${CUSTOMERS_BY_EMAIL})`);
    if (bounds.plate_lo) {
      alternatives.push(`i.subscription_id IN (${PASSES_BY_PLATE})`);
      Object.assign(params, { plate_lo: bounds.plate_lo, plate_hi: bounds.plate_hi });
    }
    const invoiceId = invoiceIdFromSearch(q);
    if (invoiceId !== null) {
      alternatives.push('i.id = @invoice_id');
      params.invoice_id = invoiceId;
    }
  }
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const inRange = await countWindow(db, query.status, start, end);
  // A search matches in several ways: counted as one SELECT per way on its own covering index, later
  // ways skipping what earlier ones matched, UNION ALLed (an OR would fetch and sort every match).
  const source = alternatives.length
    ? `(${alternatives
        .map((way, i) => {
          const conditions = [
            way,
            ...alternatives.slice(0, i).map((earlier) => `(${earlier}) IS NOT TRUE`),
            ...clauses,
          ];
          return `SELECT i.id, i.created_at FROM invoices i WHERE ${conditions.join(' AND ')}`;
        })
        .join(' UNION ALL ')}) i`
    : `invoices i ${where}`;
  const total = q
    ? ((await queryRow(db, `SELECT count(*) AS count FROM ${source}`, params)) as Count).count
    : inRange;
  const order = 'ORDER BY i.created_at DESC, i.id DESC';
  const dialect = sqlDialect(db);
  // A common name matches thousands of invoices: walking all invoices newest first meets the page's
  // rows sooner than sorting every match; a rare one is found faster through its matches.
  const expectedWalk = ((query.offset + query.limit) * inRange) / Math.max(1, total);
  const pageIds =
    alternatives.length && expectedWalk <= ORDERED_SCAN_BUDGET
      ? `SELECT i.id FROM invoices i ${dialect.indexedBy(query.status === 'all' ? 'invoices_created_idx' : 'invoices_status_created_idx')}
         WHERE ${[`(${alternatives.join(' OR ')})`, ...clauses].join(' AND ')} ${order} LIMIT @limit OFFSET @offset`
      : `SELECT i.id FROM ${source} ${order} LIMIT @limit OFFSET @offset`;
  // Only the page's rows are joined to names and plates; SQLite's CROSS JOIN keeps it from turning this
  // around into a scan of every invoice probing the page.
  const rows = (await queryRows(
    db,
    `SELECT ${PAYMENT_COLUMNS} FROM (${pageIds}) page
     ${dialect.orderedJoin} invoices i ON i.id = page.id
     ${PAYMENT_JOINS}
     ${order}`,
    { ...params, limit: query.limit, offset: query.offset },
  )) as PaymentRow[];
  return { data: await toPayments(db, rows), total };
}

/** Invoices of a status created in [start, end), from the hourly rollup. */
async function countWindow(
  db: Database,
  status: PaymentsQuery['status'],
  start: number | null,
  end: number | null,
): Promise<number> {
  const statusSql = status === 'all' ? '' : ' AND status_key = @status';
  const statusParam = status === 'all' ? {} : { status };
  const rollup = (table: string) => async (from: string | null, to: string | null) =>
    (await queryRow(
      db,
      `SELECT coalesce(sum(count), 0) AS count FROM ${table}
       WHERE TRUE${from ? ' AND period >= @from' : ''}${to ? ' AND period < @to' : ''}${statusSql}`,
      { ...(from ? { from } : {}), ...(to ? { to } : {}), ...statusParam },
    )) as Count;
  const counted = await sumWindow<Count>(
    {
      days: rollup('invoices_daily'),
      hours: rollup('invoices_hourly'),
      rows: async (from, to) =>
        (await queryRow(
          db,
          `SELECT count(*) AS count FROM invoices WHERE created_at >= @from AND created_at < @to${statusSql}`,
          { from, to, ...statusParam },
        )) as Count,
    },
    start,
    end,
  );
  return counted.count;
}

/** One invoice as the e-mail shows it, with the customer's language. */
export async function findPayment(
  db: Database,
  id: number,
): Promise<(Payment & { language: 'en' | 'es' }) | undefined> {
  const row = (await queryRow(
    db,
    `SELECT ${PAYMENT_COLUMNS} FROM invoices i ${PAYMENT_JOINS} WHERE i.id = @id`,
    { id },
  )) as PaymentRow | undefined;
  const [payment] = row ? await toPayments(db, [row]) : [];
  return row && payment ? { ...payment, language: row.language } : undefined;
}
