import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import { accessChanges } from '../../db/schema';

/** The feed's position now: the last change written. */
export function latestCursor(tx: DbExecutor, locationId?: number): number {
  const where = locationId === undefined ? undefined : eq(accessChanges.locationId, locationId);
  return (
    tx
      .select({ id: sql<number>`coalesce(max(${accessChanges.id}), 0)` })
      .from(accessChanges)
      .where(where)
      .get()?.id ?? 0
  );
}
