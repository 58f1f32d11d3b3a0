import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DbExecutor } from './db-executor';
import { isPostgres } from './engine';
import { type OpenTransaction, openTransaction, RAW } from './open-postgres';

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
  if (isPostgres(db)) return postgresTransaction(db, work);
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

// PostgreSQL (docs/decisions/postgresql-engine.md): every transaction is SERIALIZABLE, the guarantee
// SQLite's single writer gives (no two sales can both see the last space free). The server aborts one of
// two transactions that would contradict each other (40001) or wait on each other (40P01); that one is
// run again from the start, which is safe because a transaction's work is database statements only.
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 12;

type PgTx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

async function postgresTransaction<T>(db: DbExecutor, work: (tx: DbExecutor) => Promise<T>): Promise<T> {
  const outer = openTransaction.getStore();
  if (outer?.live && outer.handle === db) {
    return (outer.tx as PgTx).transaction((nested) => inside(db, nested, work));
  }
  const raw = (db as unknown as Record<symbol, NodePgDatabase>)[RAW] as NodePgDatabase;
  for (let attempt = 1; ; attempt++) {
    try {
      return await raw.transaction((tx) => inside(db, tx, work), { isolationLevel: 'serializable' });
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(sqlState(error))) throw error;
      // Spread out, so the transactions that collided do not collide again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

async function inside<T>(db: DbExecutor, tx: PgTx, work: (tx: DbExecutor) => Promise<T>): Promise<T> {
  const open: OpenTransaction = { tx, live: true, handle: db };
  try {
    return await openTransaction.run(open, () => work(db));
  } finally {
    // Work started inside and still running after the end (a background e-mail) uses the pool again.
    open.live = false;
  }
}

function sqlState(error: unknown): string {
  let current: unknown = error;
  // drizzle wraps the driver's error; the SQLSTATE is on the cause.
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}
