import { and, eq, sql } from 'drizzle-orm';
import type { CalendarDate } from '../../contract/calendar-date';
import type { LocationInventory } from '../../contract/online-sales-spaces-input';
import type { DbExecutor } from '../../db/db-executor';
import type { Database } from '../../db/open-database';
import { prepareQuery } from '../../db/raw-sql';
import { firstRow } from '../../db/rows';
import { locations, spaceHolds, subscriptions, waitlistEntries } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { graceFloor, HOLDS_SPACE_SQL, holdsSpace } from '../gate/pass-access';
import { readPauseRules } from '../passes/pause-rules';

// Online capacity of the garage: what is left to sell (passes and checkout holds counted against the
// limit) and the holds a checkout takes. Shared by the checkout, the passes it becomes and the admin
// inventory, so none of them reaches into another resource for it.

/** SPEC section 9: online sales and their availability are for location 1, the one garage. */
export const ONLINE_SALES_LOCATION_ID = 1;

export type AvailabilityClock = {
  /** Today's date in the garage time zone: a pass renewing today still holds its space. */
  today: CalendarDate;
  /** Current instant, ISO-8601 UTC, to tell live space holds from expired ones. */
  nowIso: string;
};

/**
 * Spaces still sellable online: the limit, minus passes holding their space (live, or in autopay's
 * grace: domain/gate/pass-access.ts), minus unexpired checkout holds.
 * One statement, so the three numbers come from the same snapshot. Prepared once per database:
 * the landing page polls this, and building the SQL cost more than running it.
 */
function prepareInventoryQuery(db: Database) {
  const livePasses = db
    .select({ n: sql<number>`count(*)` })
    .from(subscriptions)
    .where(sql`${subscriptions.locationId} = ${sql.placeholder('locationId')} and ${HOLDS_SPACE_SQL}`);
  const liveHolds = db
    .select({ n: sql<number>`count(*)` })
    .from(spaceHolds)
    .where(
      sql`${spaceHolds.locationId} = ${sql.placeholder('locationId')}
        and ${spaceHolds.releasedAt} is null
        and ${spaceHolds.expiresAt} > ${sql.placeholder('nowIso')}`,
    );
  const query = () =>
    db
      .select({
        limit: locations.onlineSalesSpaces,
        passes: sql<number>`(${livePasses})`,
        holds: sql<number>`(${liveHolds})`,
      })
      .from(locations)
      .where(eq(locations.id, sql.placeholder('locationId')));
  return prepareQuery(db, query, 'garage_inventory');
}

const inventoryQueries = new WeakMap<Database, ReturnType<typeof prepareInventoryQuery>>();

export async function getInventory(
  db: Database,
  locationId: number,
  clock: AvailabilityClock,
): Promise<LocationInventory> {
  let query = inventoryQueries.get(db);
  // Stryker disable next-line ConditionalExpression: equivalent, the cache changes the cost, not the answer.
  if (!query) {
    query = prepareInventoryQuery(db);
    inventoryQueries.set(db, query);
  }
  const [row] = await query.execute({
    locationId,
    today: clock.today,
    graceFloor: graceFloor(clock.today),
    nowIso: clock.nowIso,
  });
  if (!row) throw new HttpError(404, 'location_not_found');
  return {
    online_sales_spaces: row.limit,
    availables: Math.max(0, row.limit - row.passes - row.holds),
  };
}

/**
 * Ends a hold (paid, abandoned or superseded); a hold already released keeps its first release time.
 * The hold of an open waitlist offer is kept: a checkout using the offer may be abandoned, yet the
 * space stays the offered person's until the waitlist closes the offer (domain/waitlist).
 */
export async function releaseHold(tx: DbExecutor, holdId: number, nowIso: string): Promise<void> {
  await tx
    .update(spaceHolds)
    .set({ releasedAt: nowIso })
    .where(
      and(
        eq(spaceHolds.id, holdId),
        sql`${spaceHolds.releasedAt} is null`,
        sql`not exists (select 1 from ${waitlistEntries} where ${waitlistEntries.offerHoldId} = ${holdId}
          and ${waitlistEntries.status} = 'offered')`,
      ),
    );
}

/** A hold still keeps its space: not released and not expired. */
export async function isHoldLive(tx: DbExecutor, holdId: number, nowIso: string): Promise<boolean> {
  const hold = await firstRow(tx.select().from(spaceHolds).where(eq(spaceHolds.id, holdId)).limit(1));
  return hold !== undefined && hold.releasedAt === null && hold.expiresAt > nowIso;
}

/**
 * Whether a pass may become live again (a renewal of a lapsed or canceled pass, a late autopay charge,
 * a reactivation): a pass still holding its space (live or in grace) keeps it; any other needs one free space. Run inside the
 * caller's BEGIN IMMEDIATE transaction, so no other sale takes the space between this look and the write.
 */
export async function hasSpaceFor(
  db: Database,
  pass: {
    locationId: number;
    statusKey: string;
    nextRenewalDate: string | null;
    autopay: boolean;
    pausedUntil: string | null;
  },
  clock: AvailabilityClock,
): Promise<boolean> {
  if (holdsSpace(pass, clock.today, (await readPauseRules(db, pass.locationId)).keeps_space)) return true;
  return (await getInventory(db, pass.locationId, clock)).availables > 0;
}
