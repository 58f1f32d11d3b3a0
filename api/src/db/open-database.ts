import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import type { Pool } from 'pg';
import { isPostgres, isPostgresUrl } from './engine';
import { openPostgres } from './open-postgres';
import { stopWatchingChanges } from './postgres-change-watch';
import * as schema from './schema';
import { trackWrites } from './write-generation';

export type Database = BetterSQLite3Database<typeof schema> & { $client: BetterSqlite3.Database };

/** How long a write waits for another connection's lock, blocking the event loop meanwhile. */
export const BUSY_TIMEOUT_MS = 100;

/** How much of the file SQLite maps into memory; a garage's file beyond it is read as before. */
const MMAP_BYTES = 1024 * 1024 * 1024;

/**
 * A SQLite file, or PostgreSQL when `location` is a postgres:// URL (docs/decisions/postgresql-engine.md).
 * One process speaks one engine: its table exports are bound to it.
 */
export function openDatabase(location: string, busyTimeoutMs: number = BUSY_TIMEOUT_MS): Database {
  if (isPostgresUrl(location)) return openPostgres(location);
  if (schema.boundEngine() === 'postgres') {
    throw new Error('This process runs on PostgreSQL: it cannot open a SQLite file through the app schema.');
  }
  const path = location;
  mkdirSync(dirname(path), { recursive: true });
  const client = new BetterSqlite3(path);
  trackWrites(client);
  // WAL lets readers proceed while a writer holds the lock. better-sqlite3's busy wait blocks the
  // event loop, so it stays short: a lock held longer (another process, a backup) answers 503 with
  // Retry-After (middleware/error-handler.ts) instead of freezing every request.
  client.pragma('journal_mode = WAL');
  client.pragma('foreign_keys = ON');
  // WAL's default (NORMAL) can lose the last commits on a power cut; a paid pass must never vanish
  // after the customer saw it confirmed, and a garage writes a few rows a minute (database-backups.md).
  client.pragma('synchronous = FULL');
  client.pragma(`busy_timeout = ${busyTimeoutMs}`);
  // Reads through the OS's page cache in place instead of a read() call per page missing from SQLite's
  // own 16 MB cache: the gate's full list at 100,000 passes joins three tables of ~90 MB and read
  // 4-5x faster so (docs/decisions/sqlite-memory-map.md). Writes still go through the WAL.
  client.pragma(`mmap_size = ${MMAP_BYTES}`);
  return drizzle({ client, schema });
}

const closed = new WeakSet<Database>();

/** Closes the file, or ends the pool's connections; closing twice does nothing more. */
export async function closeDatabase(db: Database): Promise<void> {
  if (closed.has(db)) return;
  closed.add(db);
  if (isPostgres(db)) {
    await stopWatchingChanges(db);
    await (db.$client as unknown as Pool).end();
  } else db.$client.close();
}
