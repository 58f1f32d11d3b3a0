import type { z } from 'zod';
import { invoiceIdFromSearch, invoiceNumber } from '../../contract/invoice-number';
import type { Payment, PaymentsListResponse, paymentsQuerySchema } from '../../contract/payments';
import type { Database } from '../../db/open-database';
import { prepared } from '../../db/prepared';
import { dayRangeInstants } from '../../domain/garage-days';
import { sumWindow } from '../../domain/hourly-rollup';
import {
  CUSTOMERS_BY_EMAIL,
  CUSTOMERS_BY_NAME,
  PASSES_BY_PLATE,
  searchBounds,
} from '../../domain/staff-search';

type PaymentsQuery = z.output<typeof paymentsQuerySchema>;
type Params = Record<string, string | number>;
type Count = { count: number };

const PAYMENT_COLUMNS = `i.id, i.paid_at, i.created_at, i.customer_id AS client_id,
  trim(c.first_name || ' ' || c.last_name) AS customer_name, c.email AS customer_email, c.language,
  i.concept, i.amount_cents, i.status_key, v.plate
  FROM invoices i
  JOIN customers c ON c.id = i.customer_id
  LEFT JOIN subscriptions p ON p.id = i.subscription_id
  LEFT JOIN vehicles v ON v.id = p.vehicle_id`;

type PaymentRow = Omit<Payment, 'number'> & { language: 'en' | 'es' };

const toPayment = ({ language: _language, ...row }: PaymentRow): Payment => ({
  ...row,
  number: invoiceNumber(row.id),
});

export function listPayments(db: Database, query: PaymentsQuery, timeZone: string): PaymentsListResponse {
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
  if (q) {
    const bounds = searchBounds(q);
    Object.assign(params, { name_lo: bounds.name_lo, name_hi: bounds.name_hi });
    const alternatives = [`i.customer_id IN (${CUSTOMERS_BY_NAME} UNION ${CUSTOMERS_BY_EMAIL})`];
    if (bounds.plate_lo) {
      alternatives.push(`i.subscription_id IN (${PASSES_BY_PLATE})`);
      Object.assign(params, { plate_lo: bounds.plate_lo, plate_hi: bounds.plate_hi });
    }
    const invoiceId = invoiceIdFromSearch(q);
    if (invoiceId !== null) {
      alternatives.push('i.id = @invoice_id');
      params.invoice_id = invoiceId;
    }
    clauses.push(`(${alternatives.join(' OR ')})`);
  }
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const data = (
    prepared(
      db,
      `SELECT ${PAYMENT_COLUMNS} ${where} ORDER BY i.created_at DESC, i.id DESC LIMIT @limit OFFSET @offset`,
    ).all({
      ...params,
      limit: query.limit,
      offset: query.offset,
    }) as PaymentRow[]
  ).map(toPayment);
  const total = q
    ? (prepared(db, `SELECT count(*) AS count FROM invoices i ${where}`).get(params) as Count).count
    : countWindow(db, query.status, start, end);
  return { data, total };
}

/** Invoices of a status created in [start, end), from the hourly rollup. */
function countWindow(
  db: Database,
  status: PaymentsQuery['status'],
  start: number | null,
  end: number | null,
): number {
  const statusSql = status === 'all' ? '' : ' AND status_key = @status';
  const statusParam = status === 'all' ? {} : { status };
  return sumWindow<Count>(
    {
      hours: (from, to) =>
        prepared(
          db,
          `SELECT coalesce(sum(count), 0) AS count FROM invoices_hourly
           WHERE 1${from ? ' AND hour >= @from' : ''}${to ? ' AND hour < @to' : ''}${statusSql}`,
        ).get({ ...(from ? { from } : {}), ...(to ? { to } : {}), ...statusParam }) as Count,
      rows: (from, to) =>
        prepared(
          db,
          `SELECT count(*) AS count FROM invoices WHERE created_at >= @from AND created_at < @to${statusSql}`,
        ).get({
          from,
          to,
          ...statusParam,
        }) as Count,
    },
    start,
    end,
  ).count;
}

/** One invoice as the e-mail shows it, with the customer's language. */
export function findPayment(db: Database, id: number): (Payment & { language: 'en' | 'es' }) | undefined {
  const row = prepared(db, `SELECT ${PAYMENT_COLUMNS} WHERE i.id = @id`).get({ id }) as
    | PaymentRow
    | undefined;
  return row ? { ...toPayment(row), language: row.language } : undefined;
}
