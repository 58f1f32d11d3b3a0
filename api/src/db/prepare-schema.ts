import { ensureAccessTriggers } from './access-change-triggers';
import { ensureChangeNotices } from './change-notices';
import { ensureIdSequencesFollowInserts } from './id-sequences';
import { migrateDatabase } from './migrate';
import type { Database } from './open-database';
import { ensureRollups } from './rollups';

/** Tables, triggers and rollups as this version of the app needs them, on either engine; no rows added. */
export async function prepareSchema(db: Database): Promise<void> {
  await migrateDatabase(db);
  await ensureRollups(db);
  await ensureAccessTriggers(db);
  await ensureIdSequencesFollowInserts(db);
  await ensureChangeNotices(db);
}
