import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema';
import { trackWrites } from './write-generation';

export type Database = BetterSQLite3Database<typeof schema> & { $client: BetterSqlite3.Database };

export function openDatabase(path: string): Database {
  mkdirSync(dirname(path), { recursive: true });
  const client = new BetterSqlite3(path);
  trackWrites(client);
  // WAL lets readers proceed while a writer holds the lock; busy_timeout makes a second writer
  // wait for the lock instead of failing at once with SQLITE_BUSY.
  client.pragma('journal_mode = WAL');
  client.pragma('foreign_keys = ON');
  client.pragma('busy_timeout = 5000');
  // WAL's default (NORMAL) can lose the last commits on a power cut; a paid pass must never vanish
  // after the customer saw it confirmed, and a garage writes a few rows a minute (database-backups.md).
  client.pragma('synchronous = FULL');
  return drizzle({ client, schema });
}
