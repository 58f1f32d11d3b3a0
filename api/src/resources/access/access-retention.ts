import { and, eq, isNotNull, isNull, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { changedCount } from '../../db/raw-sql';
import { firstRow } from '../../db/rows';
import { accessChanges, accessFeedState, gateDevices } from '../../db/schema';
import { inTransaction } from '../../db/transaction';

// The feed keeps what its devices still need, not every change since the garage opened
// (docs/decisions/gate-access-feed.md). A change is dropped once every webhook device has acknowledged
// it and it is 30 days old, or once it is 90 days old whatever a dead device still owes. A device
// asking from a dropped cursor gets 410 `cursor_expired` and loads the full list again; a webhook
// device that far behind has its cursor moved to the floor, so its next delivery starts there.

export const KEEP_ACKNOWLEDGED_DAYS = 30;
export const KEEP_AT_MOST_DAYS = 90;
const DAY_MS = 86_400_000;

/** The highest change id dropped so far (0: none). */
export async function prunedThrough(db: Database): Promise<number> {
  return (
    (await firstRow(db.select().from(accessFeedState).where(eq(accessFeedState.id, 1)).limit(1)))
      ?.prunedThrough ?? 0
  );
}

/** Drops the changes nobody needs any more; answers how many went. Run by the server's scheduler. */
export async function pruneAccessChanges(db: Database, now: number): Promise<number> {
  const acknowledgedBefore = new Date(now - KEEP_ACKNOWLEDGED_DAYS * DAY_MS).toISOString();
  const anyBefore = new Date(now - KEEP_AT_MOST_DAYS * DAY_MS).toISOString();
  return inTransaction(
    db,
    async (tx) => {
      const slowest =
        (
          await firstRow(
            tx
              .select({ cursor: min(gateDevices.webhookCursor) })
              .from(gateDevices)
              .where(
                and(
                  isNull(gateDevices.revokedAt),
                  isNotNull(gateDevices.webhookUrl),
                  sql`${gateDevices.webhookUrl} <> ''`,
                ),
              )
              .limit(1),
          )
        )?.cursor ?? null;
      const last = async (before: string, below: number | null) =>
        (
          await firstRow(
            tx
              .select({ id: sql<number | null>`max(${accessChanges.id})` })
              .from(accessChanges)
              .where(
                and(
                  lt(accessChanges.changedAt, before),
                  below === null ? undefined : sql`${accessChanges.id} <= ${below}`,
                ),
              )
              .limit(1),
          )
        )?.id ?? 0;
      const through = Math.max(await last(acknowledgedBefore, slowest), await last(anyBefore, null));
      if (through <= (await prunedThrough(db))) return 0;
      const dropped = changedCount(
        await tx.delete(accessChanges).where(sql`${accessChanges.id} <= ${through}`),
      );
      await tx
        .insert(accessFeedState)
        .values({ id: 1, prunedThrough: through })
        .onConflictDoUpdate({ target: accessFeedState.id, set: { prunedThrough: through } });
      await tx
        .update(gateDevices)
        .set({ webhookCursor: through })
        .where(lt(gateDevices.webhookCursor, through));
      return dropped;
    },
    { behavior: 'immediate' },
  );
}
