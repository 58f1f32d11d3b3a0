import { desc } from 'drizzle-orm';
import type { AuditAction, AuditTargetType } from '../../contract/audit';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { auditLog } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { chainHash, GENESIS_HASH } from './audit-chain';

export type AuditActor = { username: string; role: string };

export type AuditEntry = {
  /** The person acting; null when the system or a customer acted. */
  actor: AuditActor | null;
  action: AuditAction;
  target?: { type: AuditTargetType; id: number } | null;
  /** The customer the row concerns: their profile's history lists it. */
  customerId?: number | null;
  /** Only the fields that changed, secrets never (see `withoutSecrets`). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  clientIp?: string | null;
  at: Date;
};

/**
 * Appends one row to the record. Pass the caller's transaction when the change it reports is written
 * in one, so both land or neither; on its own it takes the write lock itself, which is what orders the
 * chain (two appends never read the same previous hash).
 */
export async function recordAudit(tx: DbExecutor, entry: AuditEntry): Promise<void> {
  const last = await firstRow(
    tx.select({ id: auditLog.id, hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1),
  );
  const row = {
    id: (last?.id ?? 0) + 1,
    at: entry.at.toISOString(),
    actor: entry.actor?.username ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    customerId: entry.customerId ?? null,
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
    clientIp: entry.clientIp ?? null,
  };
  const prevHash = last?.hash ?? GENESIS_HASH;
  await tx.insert(auditLog).values({ ...row, prevHash, hash: chainHash(prevHash, row) });
}

/** Appends outside any caller's transaction, under the write lock. */
export async function recordAuditNow(db: DbExecutor, entry: AuditEntry): Promise<void> {
  await inTransaction(db, async (tx) => recordAudit(tx, entry), { behavior: 'immediate' });
}

const SECRET_COLUMN = /hash|secret|token|password/i;

/** A row's fields fit for the record: anything that could sign someone in is left out. */
export function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)));
}

/** The fields whose values differ, as two objects (before, after); null when nothing changed. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null {
  if (!before || !after) {
    return before || after
      ? { before: before && withoutSecrets(before), after: after && withoutSecrets(after) }
      : null;
  }
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(withoutSecrets({ ...before, ...after }))) {
    // updatedAt moves with every write; it says nothing the row's time does not.
    if (key === 'updatedAt') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}
