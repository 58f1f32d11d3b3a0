import type { Config } from './config';
import { closeDatabase, type Database, openDatabase } from './db/open-database';
import { prepareSchema } from './db/prepare-schema';
import { type HashPassword, type Log, seedDatabase } from './db/seed';
import { hashPassword } from './lib/password-hash';

/**
 * Open, migrate and seed: the one start-up path shared by the server and the tests. It sits above db/
 * because seeding the first staff users needs lib's password hashing.
 */
export async function prepareDatabase(
  config: Config,
  log: Log = console.log,
  hash: HashPassword = hashPassword,
): Promise<Database> {
  const db = openDatabase(config.databaseUrl ?? config.databasePath);
  try {
    await prepareSchema(db);
    await seedDatabase(db, config, log, hash);
    return db;
  } catch (error) {
    await closeDatabase(db);
    throw error;
  }
}
