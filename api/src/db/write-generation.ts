import type BetterSqlite3 from 'better-sqlite3';
import { isBookkeepingWrite } from './bookkeeping-writes';

type Counter = { value: number };

const counters = new WeakMap<BetterSqlite3.Database, Counter>();
const RUN_METHODS = ['run', 'get', 'all', 'iterate'] as const;

/**
 * Counts the writes made through one connection: every run of a statement SQLite does not call
 * read-only, except the bookkeeping writes no cache depends on (bookkeeping-writes.ts), and every
 * `exec`. Installed where the database is opened, before anything prepares a
 * statement, so caches compare a number instead of each write path having to remember to invalidate
 * them (fixtures writing straight to the tables included). `pragma()` bypasses `prepare`: pragmas
 * change settings, not the rows a cache holds.
 */
export function trackWrites(client: BetterSqlite3.Database): void {
  if (counters.has(client)) return;
  const counter: Counter = { value: 0 };
  counters.set(client, counter);

  const prepare = client.prepare.bind(client);
  client.prepare = ((source: string) => {
    const statement = prepare(source);
    if (!statement.readonly && !isBookkeepingWrite(source)) countEveryRun(statement, counter);
    return statement;
  }) as typeof client.prepare;

  const exec = client.exec.bind(client);
  client.exec = (source: string) => countAround(counter, () => exec(source));
}

/** Reads the connection's write count; throws if writes are not tracked, rather than let a cache go stale. */
export function writeGenerationOf(client: BetterSqlite3.Database): () => number {
  const counter = counters.get(client);
  if (!counter) throw new Error('Writes are not tracked on this connection: open it with openDatabase');
  return () => counter.value;
}

function countEveryRun(statement: BetterSqlite3.Statement<unknown[]>, counter: Counter): void {
  for (const method of RUN_METHODS) {
    const original = statement[method] as (...params: unknown[]) => unknown;
    // Own properties shadow the prototype's, and raw()/pluck() return this same object.
    Object.defineProperty(statement, method, {
      value: (...params: unknown[]) => countAround(counter, () => original.apply(statement, params)),
      configurable: true,
      writable: true,
    });
  }
}

// Counted before (an iterator writes as it is consumed) and after (the change is then visible).
function countAround<T>(counter: Counter, write: () => T): T {
  counter.value++;
  try {
    return write();
  } finally {
    counter.value++;
  }
}
