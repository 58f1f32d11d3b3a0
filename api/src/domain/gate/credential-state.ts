import type { Statement } from 'better-sqlite3';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { addDays, type CalendarDate } from '../../contract/calendar-date';
import type {
  AccessCredential,
  CredentialStatus,
  CredentialType,
  PassAccessState,
} from '../../contract/gate-access';
import { isPlateRegion } from '../../contract/plate-region';
import type { DbExecutor } from '../../db/db-executor';
import { isPostgres } from '../../db/engine';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/raw-sql';
import { firstRow } from '../../db/rows';
import { cards, locations, passPlates, subscriptions, vehicles } from '../../db/schema';
import {
  type AccessFacts,
  dayEndsAt,
  GRACE_DAYS,
  type PassAccess,
  paidDaysEndAt,
  passAccess,
} from './pass-access';

// A credential as a gate sees it: the card or plate, and its pass's access by the one rule
// (pass-access.ts). Read when served, so the feed always tells the state as it is now.

export type GateClock = { now: number; timeZone: string };

/** What the rule needs of a pass, plus the pass's id and its credentials' values. */
const passColumns = {
  passId: subscriptions.id,
  statusKey: subscriptions.statusKey,
  autopay: subscriptions.autopay,
  startDate: subscriptions.startDate,
  nextRenewalDate: subscriptions.nextRenewalDate,
  autopayFailedAt: subscriptions.autopayFailedAt,
  pausedUntil: subscriptions.pausedUntil,
  vehicleStatus: vehicles.status,
  plate: vehicles.plate,
  plateState: vehicles.plateState,
};

type PassRow = AccessFacts & { passId: number; plate: string; plateState: string | null };

// The full list formats the same few instants (days' ends) hundreds of thousands of times.
const isoByMs = new Map<number, string>();
function iso(ms: number | null): string | null {
  if (ms === null) return null;
  let text = isoByMs.get(ms);
  if (text === undefined) {
    if (isoByMs.size > 50_000) isoByMs.clear();
    text = new Date(ms).toISOString();
    isoByMs.set(ms, text);
  }
  return text;
}

/**
 * A plate of a pass: its main plate, or an added one (docs/decisions/pass-plates.md). A temporary
 * plate's window ends at 23:45 on its last day, its pass's own window permitting; after that it is
 * `plate_ended` whatever its pass's state.
 */
function plateCredential(
  row: Pick<PassRow, 'passId' | 'plate' | 'plateState'>,
  access: PassAccess,
  endsAt: number | null,
  now: number,
): AccessCredential {
  const ended = endsAt !== null && now >= endsAt;
  const validUntil =
    endsAt === null ? access.validUntil : Math.min(endsAt, access.validUntil ?? Number.POSITIVE_INFINITY);
  return {
    type: 'licensePlate',
    value: row.plate,
    plate_state: isPlateRegion(row.plateState) ? row.plateState : null,
    card_code: null,
    facility_code: null,
    valid_from: iso(access.validFrom),
    valid_until: iso(validUntil),
    status: ended ? 'plate_ended' : access.state,
    pass_id: row.passId,
  };
}

/** 23:45 on a temporary plate's last day, garage time; null for a plate with no end. */
function plateEndsAt(endsOn: string | null, timeZone: string): number | null {
  return endsOn === null ? null : dayEndsAt(timeZone, endsOn);
}

function cardCredential(
  code: string,
  facilityCode: number | null,
  status: CredentialStatus,
  access: PassAccess | null,
  passId: number | null,
): AccessCredential {
  return {
    type: 'rfid',
    value: code,
    plate_state: null,
    card_code: code,
    facility_code: facilityCode,
    valid_from: iso(access?.validFrom ?? null),
    valid_until: iso(access?.validUntil ?? null),
    status,
    pass_id: passId,
  };
}

function unassigned(type: CredentialType, value: string, facilityCode: number | null): AccessCredential {
  return type === 'rfid'
    ? cardCredential(value, facilityCode, 'unassigned', null, null)
    : {
        type,
        value,
        plate_state: null,
        card_code: null,
        facility_code: null,
        valid_from: null,
        valid_until: null,
        status: 'unassigned',
        pass_id: null,
      };
}

export type CredentialLookup = {
  credential: AccessCredential;
  access: PassAccess | null;
  /** The plate's recorded region (plates only), to tell a same-numbered plate from elsewhere. */
  plateState: string | null;
};

async function facilityCodeOf(tx: DbExecutor, locationId: number): Promise<number | null> {
  return (
    (
      await firstRow(
        tx
          .select({ code: locations.facilityCode })
          .from(locations)
          .where(eq(locations.id, locationId))
          .limit(1),
      )
    )?.code ?? null
  );
}

/** One credential at one location as it stands now; a card or plate nobody holds here is `unassigned`. */
export async function lookupCredential(
  tx: DbExecutor,
  locationId: number,
  type: CredentialType,
  value: string,
  clock: GateClock,
): Promise<CredentialLookup> {
  const facilityCode = await facilityCodeOf(tx, locationId);
  if (type === 'rfid') {
    const card = await firstRow(
      tx
        .select({ statusKey: cards.statusKey, subscriptionId: cards.subscriptionId })
        .from(cards)
        .where(and(eq(cards.code, value), eq(cards.locationId, locationId)))
        .limit(1),
    );
    if (!card) return { credential: unassigned(type, value, facilityCode), access: null, plateState: null };
    if (card.statusKey === 'lost' || card.statusKey === 'replaced') {
      const status = card.statusKey === 'lost' ? 'card_lost' : 'card_replaced';
      return {
        credential: cardCredential(value, facilityCode, status, null, card.subscriptionId),
        access: null,
        plateState: null,
      };
    }
    // Only the card the pass itself points at enters: a card row left pointing at a pass that moved on does not.
    const pass =
      card.statusKey === 'assigned' && card.subscriptionId !== null
        ? await firstRow(
            tx
              .select(passColumns)
              .from(subscriptions)
              .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
              .innerJoin(cards, eq(cards.id, subscriptions.cardId))
              .where(and(eq(subscriptions.id, card.subscriptionId), eq(cards.code, value)))
              .limit(1),
          )
        : undefined;
    if (!pass) return { credential: unassigned(type, value, facilityCode), access: null, plateState: null };
    const access = passAccess(pass, clock.now, clock.timeZone);
    return {
      credential: cardCredential(value, facilityCode, access.state, access, pass.passId),
      access,
      plateState: null,
    };
  }
  // A vehicle keeps its old passes: the one that counts is its active one here, else its latest. A
  // plate added to a pass (pass_plates) competes on the same terms; the rules that add plates keep a
  // plate on one live pass at most.
  const main = await firstRow(
    tx
      .select(passColumns)
      .from(vehicles)
      .innerJoin(subscriptions, eq(subscriptions.vehicleId, vehicles.id))
      .where(and(eq(vehicles.plate, value), eq(subscriptions.locationId, locationId)))
      .orderBy(desc(sql`${subscriptions.statusKey} = 'active'`), desc(subscriptions.id))
      .limit(1),
  );
  const added = await firstRow(
    tx
      .select({
        ...passColumns,
        plate: passPlates.plate,
        plateState: passPlates.plateState,
        endsOn: passPlates.endsOn,
      })
      .from(passPlates)
      .innerJoin(subscriptions, eq(subscriptions.id, passPlates.subscriptionId))
      .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
      .where(
        and(
          eq(passPlates.plate, value),
          isNull(passPlates.removedAt),
          eq(subscriptions.locationId, locationId),
        ),
      )
      .orderBy(desc(sql`${subscriptions.statusKey} = 'active'`), desc(subscriptions.id))
      .limit(1),
  );
  const live = (row: { statusKey: string }) => (row.statusKey === 'active' ? 1 : 0);
  const useAdded =
    added !== undefined &&
    (main === undefined ||
      live(added) > live(main) ||
      (live(added) === live(main) && added.passId > main.passId));
  const pass = useAdded ? added : main;
  if (!pass) return { credential: unassigned(type, value, facilityCode), access: null, plateState: null };
  const access = passAccess(pass, clock.now, clock.timeZone);
  const endsAt = useAdded && added ? plateEndsAt(added.endsOn, clock.timeZone) : null;
  return {
    credential: plateCredential(pass, access, endsAt, clock.now),
    access,
    plateState: pass.plateState,
  };
}

/** The statuses the full list carries: who may enter, and who is held back pending payment. */
const LISTED: ReadonlySet<PassAccessState> = new Set(['active', 'grace', 'suspended']);
/** A suspended pass stays on the list this long after its paid days, then drops off (gates deny the unknown). */
const SUSPENDED_LISTED_DAYS = 30;

type ListRow = [
  passId: number,
  statusKey: string,
  autopay: number,
  startDate: string | null,
  nextRenewalDate: string | null,
  autopayFailedAt: string | null,
  pausedUntil: string | null,
  vehicleStatus: string,
  plate: string,
  plateState: string | null,
  cardCode: string | null,
  /** Null for the main plate; an added plate's last day or '' for none. */
  endsOn: string | null,
];

// Raw rows from one prepared statement: at 100,000 passes, mapping each joined row into objects cost
// as much as the query (bench/gate-feed.ts). Index order (location, status, renewal date, id) is
// stable, so the same state gives the same bytes and the same ETag.
type ListParams = { location: number; floor: string; today: string };
const listQueries = new WeakMap<Database, Statement<[ListParams], ListRow>>();

const LIST_SQL = `SELECT s.id, s.status_key, s.autopay, s.start_date, s.next_renewal_date, s.autopay_failed_at, s.paused_until,
           v.status, v.plate, v.plate_state, c.code, NULL
         FROM subscriptions s
         JOIN vehicles v ON v.id = s.vehicle_id
         LEFT JOIN cards c ON c.id = s.card_id AND c.status_key = 'assigned'
         WHERE s.location_id = @location AND s.status_key = 'active' AND s.next_renewal_date >= @floor
         UNION ALL
         SELECT s.id, s.status_key, s.autopay, s.start_date, s.next_renewal_date, s.autopay_failed_at, s.paused_until,
           v.status, p.plate, p.plate_state, NULL, coalesce(p.ends_on, '')
         FROM pass_plates p
         JOIN subscriptions s ON s.id = p.subscription_id
         JOIN vehicles v ON v.id = s.vehicle_id
         WHERE p.removed_at IS NULL AND (p.ends_on IS NULL OR p.ends_on >= @today)
           AND s.location_id = @location AND s.status_key = 'active' AND s.next_renewal_date >= @floor`;

function listQuery(db: Database): Statement<[ListParams], ListRow> {
  let query = listQueries.get(db);
  if (!query) {
    query = db.$client.prepare<[ListParams], ListRow>(LIST_SQL).raw(true);
    listQueries.set(db, query);
  }
  return query;
}

/** The rows as arrays, in the order of the SELECT: SQLite hands them so; PostgreSQL's are read into it. */
async function listRows(db: Database, params: ListParams): Promise<Iterable<ListRow>> {
  if (!isPostgres(db)) return listQuery(db).iterate(params);
  const rows = await queryRows<Record<string, unknown>>(db, LIST_SQL, params);
  return rows.map((row) => Object.values(row) as ListRow);
}

/**
 * Every credential the location's gates should hold: the cards and plates of passes that may enter
 * (active, grace) or are suspended, and every lost card. Also the earliest instant one of them
 * changes state by the clock alone, so a cached list knows when it goes stale. Run it inside the
 * caller's transaction on `db`, so it reads one snapshot with the feed's cursor.
 */
export async function listCredentials(
  db: Database,
  locationId: number,
  today: CalendarDate,
  clock: GateClock,
): Promise<{ credentials: AccessCredential[]; staleAt: number }> {
  const facilityCode = await facilityCodeOf(db, locationId);
  const floor = addDays(today, -(GRACE_DAYS + SUSPENDED_LISTED_DAYS));
  const credentials: AccessCredential[] = [];
  let staleAt = Number.POSITIVE_INFINITY;
  for (const [
    passId,
    statusKey,
    autopay,
    startDate,
    nextRenewalDate,
    autopayFailedAt,
    pausedUntil,
    vehicleStatus,
    plate,
    plateState,
    cardCode,
    endsOn,
  ] of await listRows(db, { location: locationId, floor, today })) {
    const facts = {
      statusKey,
      vehicleStatus,
      autopay: autopay === 1,
      startDate,
      nextRenewalDate,
      autopayFailedAt,
      pausedUntil,
    };
    const access = passAccess(facts, clock.now, clock.timeZone);
    if (!LISTED.has(access.state)) continue;
    if (access.validUntil !== null && access.validUntil > clock.now)
      staleAt = Math.min(staleAt, access.validUntil);
    // An autopay pass turns from active to grace at the end of its paid days, before its window ends.
    if (access.state === 'active' && facts.autopay)
      staleAt = Math.min(staleAt, paidDaysEndAt(facts, clock.timeZone) ?? staleAt);
    // An added temporary plate leaves the list at 23:45 on its last day: the list goes stale then.
    const endsAt = plateEndsAt(endsOn || null, clock.timeZone);
    if (endsAt !== null) {
      if (clock.now >= endsAt) continue;
      staleAt = Math.min(staleAt, endsAt);
    }
    if (cardCode !== null)
      credentials.push(cardCredential(cardCode, facilityCode, access.state, access, passId));
    credentials.push(plateCredential({ passId, plate, plateState }, access, endsAt, clock.now));
  }
  const lost = await db
    .select({ code: cards.code, subscriptionId: cards.subscriptionId })
    .from(cards)
    .where(and(eq(cards.locationId, locationId), eq(cards.statusKey, 'lost')))
    .orderBy(cards.id);
  for (const card of lost)
    credentials.push(cardCredential(card.code, facilityCode, 'card_lost', null, card.subscriptionId));
  return { credentials, staleAt };
}
