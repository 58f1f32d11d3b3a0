import type { z } from 'zod';
import { knownDeclineReason } from '../../contract/decline-reasons';
import type {
  FailedPayment,
  FailedPaymentKind,
  FailedPaymentsResponse,
  failedPaymentsQuerySchema,
} from '../../contract/payments';
import type { Database } from '../../db/open-database';
import { queryRow, queryRows } from '../../db/raw-sql';
import {
  CUSTOMERS_BY_EMAIL,
  CUSTOMERS_BY_NAME,
  PASSES_BY_PLATE,
  searchBounds,
} from '../../domain/customers/staff-search';
import { dayRangeInstants } from '../../domain/garage/garage-days';

// Payments' Failed filter (issue 31): who is behind. Nothing paid means no invoice, so the failures
// come from where they are recorded (docs/decisions/failed-payments-list.md):
// - an autopay renewal the bank refused: the pass keeps it (autopay_failed_*) until a charge or a
//   renewal by hand pays, with the next attempt (none after the last, when autopay turns off);
// - a charge to the saved card that failed (pass_payments, method saved_card): its newest failure per
//   pass and kind, until a later payment of that kind went through.
// Passes that ended since (canceled, refunded, banned) owe nothing and are left out.

type FailedQuery = z.output<typeof failedPaymentsQuerySchema>;
type Params = Record<string, string | number>;

const LIVE = `('active', 'inactive')`;

const FAILURES = `
  SELECT 'autopay-' || s.id AS id, 'autopay_renewal' AS kind, s.id AS subscription_id,
    s.customer_id, s.vehicle_id, s.autopay_failed_cents AS amount_cents, s.autopay_failure_reason AS stored_reason,
    s.autopay_failed_at AS failed_at, s.autopay_retry_at AS next_retry_at
  FROM subscriptions s
  WHERE s.autopay_failed_at IS NOT NULL AND s.status_key IN ${LIVE}
  UNION ALL
  SELECT 'payment-' || p.id, p.kind, p.subscription_id, s.customer_id, s.vehicle_id, p.amount_cents,
    p.last_error, p.updated_at, NULL
  FROM pass_payments p JOIN subscriptions s ON s.id = p.subscription_id
  WHERE p.status = 'failed' AND p.method = 'saved_card' AND s.status_key IN ${LIVE}
    AND NOT EXISTS (
      SELECT 1 FROM pass_payments later
      WHERE later.subscription_id = p.subscription_id AND later.kind = p.kind AND later.id > p.id
        AND later.status IN ('failed', 'paid', 'refund_pending', 'refunded'))`;

type Row = {
  id: string;
  kind: FailedPaymentKind;
  subscription_id: number;
  customer_id: number;
  amount_cents: number | null;
  stored_reason: string | null;
  failed_at: string;
  next_retry_at: string | null;
  customer_name: string;
  customer_email: string;
  plate: string;
};

const CODE = /^[a-z0-9_]{1,64}$/;

/** The worded reason; a bank code outside them kept for support. Never the provider's English. */
function reasonOf(stored: string | null): Pick<FailedPayment, 'reason' | 'decline_code'> {
  const known = knownDeclineReason(stored);
  if (known) return { reason: known, decline_code: null };
  return { reason: 'declined', decline_code: stored && CODE.test(stored) ? stored : null };
}

export async function listFailedPayments(
  db: Database,
  query: FailedQuery,
  timeZone: string,
): Promise<FailedPaymentsResponse> {
  const clauses: string[] = [];
  const params: Params = {};
  const { start, end } = dayRangeInstants(timeZone, query.from, query.to);
  if (start !== null) {
    clauses.push('f.failed_at >= @start');
    params.start = new Date(start).toISOString();
  }
  if (end !== null) {
    clauses.push('f.failed_at < @end');
    params.end = new Date(end).toISOString();
  }
  const q = query.q?.trim();
  if (q) {
    const bounds = searchBounds(q);
    Object.assign(params, { name_lo: bounds.name_lo, name_hi: bounds.name_hi });
    const ways = [`f.customer_id IN (${CUSTOMERS_BY_NAME} UNION ${CUSTOMERS_BY_EMAIL})`];
    if (bounds.plate_lo) {
      ways.push(`f.subscription_id IN (${PASSES_BY_PLATE})`);
      Object.assign(params, { plate_lo: bounds.plate_lo, plate_hi: bounds.plate_hi });
    }
    clauses.push(`(${ways.join(' OR ')})`);
  }
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const { total } = (await queryRow(
    db,
    `SELECT count(*) AS total FROM (${FAILURES}) f ${where}`,
    params,
  )) as {
    total: number;
  };
  const rows = (await queryRows(
    db,
    `SELECT f.id, f.kind, f.subscription_id, f.customer_id, f.amount_cents, f.stored_reason, f.failed_at,
       f.next_retry_at, trim(c.first_name || ' ' || c.last_name) AS customer_name, c.email AS customer_email,
       v.plate
     FROM (${FAILURES}) f
     JOIN customers c ON c.id = f.customer_id
     JOIN vehicles v ON v.id = f.vehicle_id
     ${where}
     ORDER BY f.failed_at DESC, f.id DESC
     LIMIT @limit OFFSET @offset`,
    { ...params, limit: query.limit, offset: query.offset },
  )) as Row[];
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      subscription_id: row.subscription_id,
      client_id: row.customer_id,
      customer_name: row.customer_name,
      customer_email: row.customer_email,
      plate: row.plate,
      amount_cents: row.amount_cents ?? 0,
      ...reasonOf(row.stored_reason),
      failed_at: row.failed_at,
      next_retry_at: row.next_retry_at,
    })),
    total,
  };
}
