import { isPostgres } from './engine';
import type { Database } from './open-database';
import { postgresChangeWatch } from './postgres-change-watch';
import { writeGenerationOf } from './write-generation';

/**
 * What a read cache asks a database to know whether a value it loaded may have changed since
 * (lib/read-cache.ts). Writes to bookkeeping tables are not changes (bookkeeping-writes.ts).
 */
export type ChangeWatch = {
  /** Moves before and after every write made through this process's own connections. */
  local(): number;
  /** Moves after commits by any other connection (another process) are seen; null when it cannot tell. */
  others(): number | null;
  /** How often `others` is worth asking: SQLite's answer costs a statement, PostgreSQL's a memory read. */
  othersRecheckMs: number;
  /** A transaction is open in this async context: what it reads may never be committed. */
  inTransaction(): boolean;
};

// Asking SQLite for `data_version` cost ~10 µs under load, as much as the rest of a cached read.
const SQLITE_OTHERS_RECHECK_MS = 100;

export function changeWatchOf(db: Database): ChangeWatch {
  if (isPostgres(db)) return postgresChangeWatch(db);
  const client = db.$client;
  const dataVersion = client.prepare('pragma data_version').pluck();
  return {
    local: writeGenerationOf(client),
    // SQLite's count of commits by other connections to the same file.
    others: () => dataVersion.get() as number,
    othersRecheckMs: SQLITE_OTHERS_RECHECK_MS,
    inTransaction: () => client.inTransaction,
  };
}
