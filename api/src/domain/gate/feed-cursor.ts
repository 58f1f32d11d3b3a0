import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { accessChanges } from '../../db/schema';

/** The feed's position now: the last change written. */
export async function latestCursor(tx: DbExecutor, locationId?: number): Promise<number> {
  const where = locationId === undefined ? undefined : eq(accessChanges.locationId, locationId);
  return (
    (
      await firstRow(
        tx
          .select({ id: sql<number>`coalesce(max(${accessChanges.id}), 0)` })
          .from(accessChanges)
          .where(where)
          .limit(1),
      )
    )?.id ?? 0
  );
}
