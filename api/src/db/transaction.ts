import type BetterSqlite3 from 'better-sqlite3';
import type { DbExecutor } from './db-executor';

export type TransactionBehavior = 'deferred' | 'immediate' | 'exclusive';

/** A transaction that waited for something other than the database: its statements are rolled back. */
export class TransactionYieldedError extends Error {
  constructor() {
    super('A transaction awaited something other than the database (network, timer): it was rolled back.');
  }
}

let savepoints = 0;

/**
 * The one way to run statements as a unit (docs/decisions/async-data-layer.md). On SQLite the process
 * has one connection and a synchronous driver: the work runs between BEGIN and COMMIT on it and may await
 * only the database, whose answers settle before any other request can run. A transaction that awaited
 * the network or a timer would let other requests' statements land inside it (and vanish with its
 * rollback), so it is rolled back and refused. A transaction begun inside another is a savepoint.
 */
export async function inTransaction<T>(
  db: DbExecutor,
  work: (tx: DbExecutor) => Promise<T>,
  options: { behavior?: TransactionBehavior } = {},
): Promise<T> {
  const client = clientOf(db);
  if (client.inTransaction) {
    savepoints += 1;
    const name = `nested_${savepoints}`;
    client.exec(`SAVEPOINT ${name}`);
    try {
      const result = await work(db);
      client.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      client.exec(`ROLLBACK TO ${name}`);
      client.exec(`RELEASE ${name}`);
      throw error;
    }
  }
  let yielded = false;
  const watch = setImmediate(() => {
    yielded = true;
  });
  client.exec(`BEGIN ${(options.behavior ?? 'deferred').toUpperCase()}`);
  try {
    const result = await work(db);
    if (yielded) throw new TransactionYieldedError();
    client.exec('COMMIT');
    return result;
  } catch (error) {
    if (client.inTransaction) client.exec('ROLLBACK');
    throw error;
  } finally {
    clearImmediate(watch);
  }
}

function clientOf(db: DbExecutor): BetterSqlite3.Database {
  const client = (db as { $client?: BetterSqlite3.Database }).$client;
  if (!client) throw new Error('inTransaction needs the database handle, not a drizzle transaction.');
  return client;
}
