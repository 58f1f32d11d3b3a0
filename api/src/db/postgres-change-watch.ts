import pg from 'pg';
import { isBookkeepingWrite } from './bookkeeping-writes';
import type { ChangeWatch } from './change-watch';
import type { Database } from './open-database';

// How a process on PostgreSQL knows a cached read may have changed (docs/decisions/postgresql-engine.md):
// its own writes are counted as they pass through its pool's connections, and every other process's
// commits arrive as notices on one listening connection (change-notices.ts makes each table announce
// its changes at commit). A commit elsewhere is seen as soon as its notice arrives, a few ms after it.

/** The channel committed changes are announced on. */
export const CHANGES_CHANNEL = 'garage_changes';

const LISTEN_RETRY_MS = 1_000;
const NOT_A_WRITE =
  /^\s*(?:select|show|values|explain|set|reset|listen|unlisten|begin|start\s+transaction|savepoint|release|rollback\s+to)\b/i;
const ENDS_TRANSACTION = /^\s*(?:commit|end|abort|rollback)\b/i;

type Watched = {
  url: string;
  writes: { value: number };
  /** The server processes behind this pool's connections: their notices are writes already counted. */
  ownBackends: Set<number>;
  listener: Listener | null;
  inTransaction: () => boolean;
};

const watched = new WeakMap<object, Watched>();

/**
 * Counts the writes made through `pool`'s connections: each statement that is not a read or a
 * bookkeeping write, and the commit (or rollback) of a transaction that held one, before it is sent
 * and after it is answered, so a load that overlaps one is never kept.
 */
export function watchPostgresChanges(
  handle: object,
  pool: pg.Pool,
  url: string,
  inTransaction: () => boolean,
): void {
  const writes = { value: 0 };
  const ownBackends = new Set<number>();
  pool.on('remove', (client) => {
    ownBackends.delete((client as { processID?: number }).processID ?? -1);
  });
  pool.on('connect', (client) => {
    const backend = (client as { processID?: number }).processID;
    if (backend !== undefined) ownBackends.add(backend);
    let wroteInTransaction = false;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const config = args[0];
      const text = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');
      let counts = false;
      if (ENDS_TRANSACTION.test(text)) {
        counts = wroteInTransaction;
        wroteInTransaction = false;
      } else if (!NOT_A_WRITE.test(text) && !isBookkeepingWrite(text)) {
        counts = true;
        wroteInTransaction = true;
      }
      if (!counts) return query(...args);
      writes.value++;
      const last = args.length - 1;
      const callback = args[last];
      // pool.query hands the connection a callback; drizzle's own queries await a promise.
      if (typeof callback === 'function') {
        args[last] = (...answer: unknown[]) => {
          writes.value++;
          callback(...answer);
        };
        return query(...args);
      }
      const result = query(...args) as Promise<unknown> | undefined;
      if (typeof result?.then !== 'function') {
        writes.value++;
        return result;
      }
      return result.finally(() => {
        writes.value++;
      });
    }) as typeof client.query;
  });
  watched.set(handle, { url, writes, ownBackends, listener: null, inTransaction });
}

export function postgresChangeWatch(db: Database): ChangeWatch {
  const state = watched.get(db);
  if (!state) throw new Error('This PostgreSQL handle was not opened with openDatabase');
  // One listening connection per handle, opened by the first cache that asks: scripts and tests that
  // cache nothing do not hold one.
  state.listener ??= listen(state.url, state.ownBackends);
  const listener = state.listener;
  return {
    local: () => state.writes.value,
    others: () => listener.seen(),
    othersRecheckMs: 0,
    inTransaction: state.inTransaction,
  };
}

/** Ends the handle's listening connection, if one was opened. */
export async function stopWatchingChanges(db: object): Promise<void> {
  await watched.get(db)?.listener?.stop();
}

type Listener = { seen(): number | null; stop(): Promise<void> };

/**
 * A connection that LISTENs for committed changes. `seen` counts the notices of other processes' (this
 * pool's own writes are counted as they are made), and is null while the
 * connection is not listening (not yet, or lost until it is back), when nothing may be cached.
 */
function listen(url: string, ownBackends: ReadonlySet<number>): Listener {
  let notices = 0;
  let listening = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let connecting: Promise<void> = Promise.resolve();

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    listening = false;
    lostClient.end().catch(() => {});
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = null;
        connecting = connect();
      }, LISTEN_RETRY_MS);
      retry.unref();
    }
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (notice) => {
      if (!ownBackends.has(notice.processId)) notices++;
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      // Whatever was committed while nobody listened is counted as a change.
      notices++;
      listening = true;
    } catch {
      lost(next);
    }
  };
  connecting = connect();
  return {
    seen: () => (listening ? notices : null),
    async stop() {
      stopped = true;
      listening = false;
      if (retry) clearTimeout(retry);
      await connecting;
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
