import { and, asc, eq, gt } from 'drizzle-orm';
import { todayInTimeZone } from '../../contract/calendar-date';
import {
  type AccessChange,
  type AccessChangePage,
  type AccessCredentialList,
  ADMITTING_STATUSES,
} from '../../contract/gate-access';
import type { Database } from '../../db/open-database';
import { accessChanges } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { type GateClock, listCredentials, lookupCredential } from '../../domain/gate/credential-state';
import { latestCursor } from '../../domain/gate/feed-cursor';
import { type CachedJson, cachedJsonBytes } from '../../lib/cached-json';

// The gate's copy of who may enter (docs/decisions/gate-access-feed.md): the full list, and the
// changes since a cursor. Both read their rows and the cursor in one snapshot, so a change is either
// in the list or after its cursor, never lost between them.

type CachedList = {
  cursor: number;
  today: string;
  staleAt: number;
  answer: CachedJson<AccessCredentialList, Buffer<ArrayBuffer>>;
};
// One garage, a handful of devices polling the same list: it is built once per change (or per state
// turning by the clock), and each poll after that is a 304 or the stored bytes.
const listCache = new WeakMap<Database, Map<number, CachedList>>();

export async function credentialList(
  db: Database,
  locationId: number,
  clock: GateClock,
): Promise<CachedJson<AccessCredentialList, Buffer<ArrayBuffer>>> {
  let byLocation = listCache.get(db);
  if (!byLocation) {
    byLocation = new Map();
    listCache.set(db, byLocation);
  }
  const today = todayInTimeZone(clock.timeZone, new Date(clock.now));
  const cursorNow = await latestCursor(db, locationId);
  const cached = byLocation.get(locationId);
  if (cached && cached.cursor === cursorNow && cached.today === today && clock.now < cached.staleAt)
    return cached.answer;
  const built = await inTransaction(db, async (tx) => {
    const cursor = await latestCursor(tx, locationId);
    const { credentials, staleAt } = await listCredentials(db, locationId, today, clock);
    // The body carries no time of its own: the same state is the same bytes, so its ETag holds.
    const list: AccessCredentialList = { location_id: locationId, cursor, credentials };
    return { cursor, staleAt, answer: cachedJsonBytes(list) };
  });
  byLocation.set(locationId, { ...built, today });
  return built.answer;
}

/** The changes after `since`, each with its credential as it stands now. */
export async function changesSince(
  db: Database,
  locationId: number,
  since: number,
  limit: number,
  clock: GateClock,
): Promise<AccessChangePage> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .select()
      .from(accessChanges)
      .where(and(eq(accessChanges.locationId, locationId), gt(accessChanges.id, since)))
      .orderBy(asc(accessChanges.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const changes: AccessChange[] = await Promise.all(
      page.map(async (row) => ({
        cursor: row.id,
        changed_at: row.changedAt,
        credential: (await lookupCredential(tx, locationId, row.credentialType, row.credentialValue, clock))
          .credential,
      })),
    );
    // An empty page answers the location's latest change: never a cursor past it (a made-up `since`
    // echoed back would make the device skip every change up to it).
    const cursor = page.at(-1)?.id ?? (await latestCursor(tx, locationId));
    return { location_id: locationId, cursor, has_more: rows.length > limit, changes };
  });
}

/**
 * The plates that may enter, as the permit list Genetec AutoVu imports:
 * `Category;PlateState;PlateNumber;EffectiveDate;ExpiryDate;PermitID`, dates in garage time.
 */
export async function permitListCsv(db: Database, locationId: number, clock: GateClock): Promise<string> {
  const { credentials } = await inTransaction(db, async () =>
    listCredentials(db, locationId, todayInTimeZone(clock.timeZone, new Date(clock.now)), clock),
  );
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: clock.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const when = (iso: string | null) => (iso ? local.format(new Date(iso)) : '');
  const lines = ['Category;PlateState;PlateNumber;EffectiveDate;ExpiryDate;PermitID'];
  for (const credential of credentials) {
    if (credential.type !== 'licensePlate' || !ADMITTING_STATUSES.includes(credential.status)) continue;
    // AutoVu's PlateState is the state's own code ('CA', 'BCN'); the country is the camera's setting.
    const state = credential.plate_state?.split('-')[1] ?? '';
    lines.push(
      [
        'Monthly',
        state,
        credential.value,
        when(credential.valid_from),
        when(credential.valid_until),
        String(credential.pass_id ?? ''),
      ].join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
