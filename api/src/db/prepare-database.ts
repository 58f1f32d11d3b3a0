import type { Config } from '../config';
import { migrateDatabase } from './migrate';
import { type Database, openDatabase } from './open-database';
import { ensureRollups } from './rollups';
import { type Log, seedDatabase } from './seed';

/** Open, migrate and seed: the one start-up path shared by the server and the tests. */
export async function prepareDatabase(config: Config, log: Log = console.log): Promise<Database> {
  const db = openDatabase(config.databasePath);
  try {
    migrateDatabase(db);
    ensureRollups(db);
    await seedDatabase(db, config, log);
    return db;
  } catch (error) {
    db.$client.close();
    throw error;
  }
}
