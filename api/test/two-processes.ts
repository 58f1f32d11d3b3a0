import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../src/db/migrate';
import { closeDatabase, type Database, openDatabase } from '../src/db/open-database';
import { freshPostgresDatabase, testPostgresServer } from './test-database';

/**
 * Two handles on one migrated database: what two API processes on it are. A SQLite file in a temporary
 * folder, or on the suite's PostgreSQL run a fresh PostgreSQL database with a pool per handle. `close`
 * closes both and removes the database.
 */
export async function twoProcessDatabases(): Promise<{
  databases: [Database, Database];
  close: () => Promise<void>;
}> {
  const server = testPostgresServer();
  if (server) {
    const fresh = await freshPostgresDatabase(server);
    const databases: [Database, Database] = [openDatabase(fresh.url), openDatabase(fresh.url)];
    return {
      databases,
      close: async () => {
        for (const db of databases) await closeDatabase(db);
        await fresh.drop();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'garage-two-processes-'));
  const file = join(dir, 'test.db');
  const first = openDatabase(file);
  await migrateDatabase(first);
  const second = openDatabase(file);
  return {
    databases: [first, second],
    close: async () => {
      await closeDatabase(first);
      await closeDatabase(second);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
