import type { Config } from './config';
import { ensureAccessTriggers } from './db/access-change-triggers';
import { migrateDatabase } from './db/migrate';
import { type Database, openDatabase } from './db/open-database';
import { ensureRollups } from './db/rollups';
import { type Log, seedDatabase } from './db/seed';
import { hashPassword } from './lib/password-hash';

/**
 * Open, migrate and seed: the one start-up path shared by the server and the tests. It sits above db/
 * because seeding the first staff users needs lib's password hashing.
 */
export async function prepareDatabase(config: Config, log: Log = console.log): Promise<Database> {
  const db = openDatabase(config.databasePath);
  try {
    migrateDatabase(db);
    ensureRollups(db);
    ensureAccessTriggers(db);
    await seedDatabase(db, config, log, hashPassword);
    return db;
  } catch (error) {
    db.$client.close();
    throw error;
  }
}
