import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditPage, AuditRow, AuditTargetType } from '../../contract/audit';
import type { CalendarDate } from '../../contract/calendar-date';
import { csvField } from '../../contract/csv-text';
import type { Database } from '../../db/open-database';
import { auditLog } from '../../db/schema';
import { dayRangeInstants } from '../garage/garage-days';
import { isRedacted } from './audit-chain';

// Reading the record: the Activity page, its CSV and a customer's history, newest first, paged by id
// (the id orders the chain, and a keyset page stays right while new rows arrive on top).

export type AuditFilters = {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  customer_id?: number | undefined;
  from?: CalendarDate | undefined;
  to?: CalendarDate | undefined;
};

type StoredRow = typeof auditLog.$inferSelect;

function parsed(text: string | null): Record<string, unknown> | null {
  if (text === null || isRedacted(text)) return null;
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function toAuditRow(row: StoredRow): AuditRow {
  return {
    id: row.id,
    at: row.at,
    actor: row.actor,
    actor_role: row.actorRole,
    action: row.action as AuditAction,
    target_type: row.targetType as AuditTargetType | null,
    target_id: row.targetId,
    customer_id: row.customerId,
    before: parsed(row.before),
    after: parsed(row.after),
    client_ip: row.clientIp,
    redacted: isRedacted(row.before) || isRedacted(row.after),
  };
}

function conditions(filters: AuditFilters, timeZone: string): SQL[] {
  const where: SQL[] = [];
  if (filters.actor) where.push(eq(auditLog.actor, filters.actor.toLowerCase()));
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.customer_id !== undefined) where.push(eq(auditLog.customerId, filters.customer_id));
  // `at` is an ISO instant in UTC: text order is time order.
  const { start, end } = dayRangeInstants(timeZone, filters.from, filters.to);
  if (start !== null) where.push(gte(auditLog.at, new Date(start).toISOString()));
  if (end !== null) where.push(lt(auditLog.at, new Date(end).toISOString()));
  return where;
}

/** One page, newest first: rows below `cursor` (an id), and the cursor of the page after it. */
export async function listAudit(
  db: Database,
  filters: AuditFilters,
  page: { cursor?: number | undefined; limit: number },
  timeZone: string,
): Promise<AuditPage> {
  const where = conditions(filters, timeZone);
  if (page.cursor !== undefined) where.push(lt(auditLog.id, page.cursor));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map(toAuditRow),
    next_cursor: rows.length > page.limit && last ? last.id : null,
  };
}

const CSV_HEADER = [
  'id',
  'at',
  'person',
  'role',
  'action',
  'target_type',
  'target_id',
  'customer_id',
  'before',
  'after',
  'client_address',
  'hash',
];
const CSV_BATCH = 1_000;

/**
 * Every matching row as CSV, newest first, written in batches so a year of the record never sits in
 * memory as objects at once. Before/after stay JSON (a spreadsheet shows them as text); the hash lets
 * whoever holds the file check a row against the chain later.
 */
export async function auditCsv(db: Database, filters: AuditFilters, timeZone: string): Promise<string> {
  const lines = [CSV_HEADER.join(',')];
  const where = conditions(filters, timeZone);
  let cursor: number | undefined;
  for (;;) {
    const batch = await db
      .select()
      .from(auditLog)
      .where(and(...where, ...(cursor === undefined ? [] : [lt(auditLog.id, cursor)])))
      .orderBy(desc(auditLog.id))
      .limit(CSV_BATCH);
    for (const row of batch) {
      lines.push(
        [
          row.id,
          row.at,
          row.actor,
          row.actorRole,
          row.action,
          row.targetType,
          row.targetId,
          row.customerId,
          row.before,
          row.after,
          row.clientIp,
          row.hash,
        ]
          .map(csvField)
          .join(','),
      );
    }
    if (batch.length < CSV_BATCH) break;
    cursor = batch.at(-1)?.id;
  }
  return `${lines.join('\r\n')}\r\n`;
}
