// Tables the app writes on every request or heartbeat and no cached read depends on: the throttle's
// counts (THROTTLE_STORE=database writes one per throttled request) and the scheduler's leases. Writes
// to them leave read caches standing (change-watch.ts); a write to any other table ends them.
export const BOOKKEEPING_TABLES: readonly string[] = ['throttle_windows', 'scheduled_job_leases'];

const WRITE_TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?[\s(]/i;

/** Whether one SQL statement only writes a bookkeeping table; anything in doubt (several statements) is not. */
export function isBookkeepingWrite(statement: string): boolean {
  const table = WRITE_TARGET.exec(statement)?.[1];
  if (!table || !BOOKKEEPING_TABLES.includes(table.toLowerCase())) return false;
  return !statement.trimEnd().replace(/;$/, '').includes(';');
}
