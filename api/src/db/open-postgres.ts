import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { markPostgres } from './engine';
import type { Database } from './open-database';
import { watchPostgresChanges } from './postgres-change-watch';
import { bindTablesToPostgres } from './schema';

/** Connections one API process keeps open to PostgreSQL. */
export const POOL_SIZE = 10;

// bigint counts and sums arrive as text by default; every integer here (cents, ids, epoch ms) is far
// below 2^53, so they are read as numbers, as SQLite's driver reads them. Set on pg's global parsers:
// drizzle asks those for every query, whatever the pool was given.
function readBigintsAsNumbers(): void {
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
}

/**
 * PostgreSQL's default random_page_cost (4) prices an index probe as a spinning disk's seek: with it a
 * search matching 1,444 customers reads all 1M sales instead of their index entries (150 ms against
 * 15). A garage's data fits in memory, where 1.1 is the usual figure. An `options` parameter in
 * DATABASE_URL wins over this (pg lets the URL override the pool's settings).
 */
export const PLANNER_OPTIONS = '-c random_page_cost=1.1';

export type OpenTransaction = { tx: unknown; live: boolean; handle: object };

/**
 * The transaction open in this async context, if any. On SQLite the one connection is inside the
 * transaction, so `deps.db` used in the middle of one joins it; the handle below keeps that true on a pool.
 */
export const openTransaction = new AsyncLocalStorage<OpenTransaction>();

/** The drizzle instance behind a handle, for the transaction helper. */
export const RAW = Symbol('raw drizzle instance');

export function openPostgres(url: string): Database {
  bindTablesToPostgres();
  readBigintsAsNumbers();
  const pool = new pg.Pool({
    connectionString: url,
    options: PLANNER_OPTIONS,
    max: POOL_SIZE,
    idleTimeoutMillis: 10_000,
  });
  // An idle connection the server dropped (restart, failover) must not crash the process.
  pool.on('error', () => {});
  const raw = drizzle({ client: pool });
  const handle: object = new Proxy(raw, {
    get(target, property) {
      if (property === RAW) return target;
      const open = openTransaction.getStore();
      const source = open?.live && open.handle === handle && property !== '$client' ? open.tx : target;
      const value = Reflect.get(source as object, property);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
  markPostgres(handle);
  watchPostgresChanges(handle, pool, url, () => {
    const open = openTransaction.getStore();
    return open?.live === true && open.handle === handle;
  });
  return handle as unknown as Database;
}
