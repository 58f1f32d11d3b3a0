import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../src/db/migrate';
import { type Database, openDatabase } from '../src/db/open-database';

/**
 * Two connections to one migrated file in a temporary folder: what two API processes on one database
 * are to SQLite. `close` closes both and removes the folder.
 */
export function twoProcessDatabases(): { databases: [Database, Database]; close: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'garage-two-processes-'));
  const file = join(dir, 'test.db');
  const first = openDatabase(file);
  migrateDatabase(first);
  const second = openDatabase(file);
  return {
    databases: [first, second],
    close: () => {
      first.$client.close();
      second.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
