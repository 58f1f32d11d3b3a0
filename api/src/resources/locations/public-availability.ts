import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { currentDayInTimeZone } from '../../contract/calendar-date';
import type { OnlineAvailability } from '../../contract/online-sales-spaces-input';
import type { Database } from '../../db/open-database';
import { prepareQuery } from '../../db/raw-sql';
import { spaceHolds } from '../../db/schema';
import { getInventory } from '../../domain/garage/capacity';
import { type CachedJson, cachedJson } from '../../lib/cached-json';
import { createReadCache } from '../../lib/read-cache';

/**
 * Open online spaces for the public page (the answer's JSON, serialised once per load), which every visitor polls, served from a cache that is never
 * stale: any write on the database (sale, hold, release, limit change) drops it, and with no write it
 * still ends at the first instant the count can change by itself, the earliest live hold's expiry or
 * the garage's midnight (passes renewing yesterday stop counting). Checkout's own capacity checks read
 * the database directly, inside their transactions. The answer carries the garage's today on the app
 * clock, so the landing dates a pass bought now without a request of its own or the phone's clock; it
 * is the day the cache entry was computed for, and the entry ends at that day's end.
 */
export function createPublicAvailability(deps: { db: Database; config: Config; now: () => Date }) {
  const cache = createReadCache<number, CachedJson<OnlineAvailability>>(deps.db);
  // A hold counts while unreleased and `expiresAt > now`, as in the inventory query.
  const nextHoldExpiryQuery = () =>
    deps.db
      .select({ at: sql<string | null>`min(${spaceHolds.expiresAt})` })
      .from(spaceHolds)
      .where(
        sql`${spaceHolds.locationId} = ${sql.placeholder('locationId')}
        and ${spaceHolds.releasedAt} is null
        and ${spaceHolds.expiresAt} > ${sql.placeholder('nowIso')}`,
      );
  const nextHoldExpiry = prepareQuery(deps.db, nextHoldExpiryQuery, 'next_hold_expiry');

  const read = async (locationId: number): Promise<CachedJson<OnlineAvailability>> => {
    const now = deps.now();
    return cache.read(
      locationId,
      async () => {
        const day = currentDayInTimeZone(deps.config.garageTz, now);
        const nowIso = now.toISOString();
        const { availables } = await getInventory(deps.db, locationId, { today: day.date, nowIso });
        const holdExpiry = (await nextHoldExpiry.execute({ locationId, nowIso }))[0]?.at;
        return {
          value: cachedJson({ open_slots: availables, today: day.date }),
          expiresAt: Math.min(day.endsAt, holdExpiry ? Date.parse(holdExpiry) : Infinity),
        };
      },
      now.getTime(),
    );
  };
  /** What `read` would answer from the cache now, without loading; undefined when it would load. */
  const warm = (locationId: number): CachedJson<OnlineAvailability> | undefined =>
    cache.peek(locationId, deps.now().getTime());
  return { read, warm };
}
