import { asc, gt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import { auditLog } from '../../db/schema';
import { chainHash, GENESIS_HASH } from './audit-chain';

export type AuditBreak = { id: number; problem: 'hash_mismatch' | 'chain_broken' | 'id_gap' };
export type AuditVerification = { rows: number; lastHash: string; breaks: AuditBreak[] };

const PAGE = 5_000;

/**
 * Walks the whole record from the first row: each row's hash must be its own content's, its
 * `prev_hash` the previous row's, and the ids must run without a gap (a removed row leaves one).
 */
export async function verifyAudit(db: DbExecutor): Promise<AuditVerification> {
  const breaks: AuditBreak[] = [];
  let prevHash = GENESIS_HASH;
  let expectedId = 1;
  let rows = 0;
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, after))
      .orderBy(asc(auditLog.id))
      .limit(PAGE);
    for (const row of page) {
      if (row.id !== expectedId) breaks.push({ id: row.id, problem: 'id_gap' });
      if (row.prevHash !== prevHash) breaks.push({ id: row.id, problem: 'chain_broken' });
      if (chainHash(row.prevHash, row) !== row.hash) breaks.push({ id: row.id, problem: 'hash_mismatch' });
      prevHash = row.hash;
      expectedId = row.id + 1;
      rows += 1;
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]?.id ?? after;
  }
  return { rows, lastHash: prevHash, breaks };
}
