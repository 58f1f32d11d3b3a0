import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import type { DbExecutor } from './db-executor';

export type TransactionBehavior = 'deferred' | 'immediate' | 'exclusive';

/** A transaction that waited for something other than the database: its statements are rolled back. */
export class TransactionYieldedError extends Error {
  constructor() {
    super('A transaction awaited something other than the database (network, timer): it was rolled back.');
  }
}

/** Runs one piece of work at a time, in the order asked. */
class Turns {
  private last: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.last.then(work, work);
    this.last = next.catch(() => undefined);
    return next;
  }
}

type Open = { client: BetterSqlite3.Database; children: Turns };
const open = new AsyncLocalStorage<Open>();
// Keyed by file: connections of one process to the same file take turns here rather than in SQLite's
// busy wait, which blocks the event loop and so the very transaction it waits for.
const turnsByFile = new Map<string, Turns>();
let savepoints = 0;

/**
 * The one way to run statements as a unit (docs/decisions/async-data-layer.md). On SQLite the process
 * has one connection and a synchronous driver: the work runs between BEGIN and COMMIT on it and may await
 * only the database, whose answers settle before any other request can run. A transaction that awaited
 * the network or a timer would let other requests' statements land inside it (and vanish with its
 * rollback), so it is rolled back and refused. Transactions the same code starts side by side
 * (`Promise.all`) take turns; one begun inside another is a savepoint of it.
 */
export async function inTransaction<T>(
  db: DbExecutor,
  work: (tx: DbExecutor) => Promise<T>,
  options: { behavior?: TransactionBehavior } = {},
): Promise<T> {
  const client = clientOf(db);
  const outer = open.getStore();
  if (outer && outer.client === client) return outer.children.run(() => savepoint(client, db, work));
  let turns = turnsByFile.get(client.name);
  if (!turns) {
    turns = new Turns();
    turnsByFile.set(client.name, turns);
  }
  return turns.run(() => transaction(client, db, work, options.behavior ?? 'deferred'));
}

async function transaction<T>(
  client: BetterSqlite3.Database,
  db: DbExecutor,
  work: (tx: DbExecutor) => Promise<T>,
  behavior: TransactionBehavior,
): Promise<T> {
  let yielded = false;
  const watch = setImmediate(() => {
    yielded = true;
  });
  client.exec(`BEGIN ${behavior.toUpperCase()}`);
  try {
    const result = await open.run({ client, children: new Turns() }, () => work(db));
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

async function savepoint<T>(
  client: BetterSqlite3.Database,
  db: DbExecutor,
  work: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  savepoints += 1;
  const name = `nested_${savepoints}`;
  client.exec(`SAVEPOINT ${name}`);
  try {
    const result = await open.run({ client, children: new Turns() }, () => work(db));
    client.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    client.exec(`ROLLBACK TO ${name}`);
    client.exec(`RELEASE ${name}`);
    throw error;
  }
}

function clientOf(db: DbExecutor): BetterSqlite3.Database {
  const client = (db as { $client?: BetterSqlite3.Database }).$client;
  if (!client) throw new Error('inTransaction needs the database handle, not a drizzle transaction.');
  return client;
}
