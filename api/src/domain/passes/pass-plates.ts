import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { addDays, type CalendarDate, todayInTimeZone } from '../../contract/calendar-date';
import {
  MAX_PLATES_PER_PASS,
  type PassPlate,
  type PassPlatesResponse,
  PLATE_CHANGE_WINDOW_DAYS,
  PLATE_CHANGES_PER_WINDOW,
  TEMPORARY_PLATE_MAX_DAYS,
} from '../../contract/pass-plates';
import { isPlateRegion, type PlateRegion } from '../../contract/plate-region';
import type { DbExecutor } from '../../db/db-executor';
import type { Database } from '../../db/open-database';
import { passPlates } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { isPlateAllowed } from '../customers/eligibility';
import { dayEndsAt } from '../gate/pass-access';
import { notifyPassOwner } from './owner-notices';
import { type PortalPass, passById } from './portal-pass';

// A pass's plates (docs/decisions/pass-plates.md): its main plate (the vehicle it was sold for) and up
// to three more, added and removed by the owner in the portal or by staff on the profile. The gate's
// feed hears of each change from the database's triggers (db/access-change-triggers.ts), in the same
// transaction; the owner hears of it by e-mail.

export type PlateActor = 'owner' | 'staff';

type PlateDeps = {
  db: Database;
  now: () => Date;
  config: { garageTz: string };
  mail: MailProvider;
  log: (message: string, error?: unknown) => void;
};

type NewPlate = { plate: string; plateState: PlateRegion | null; endsOn: CalendarDate | null };

const DAY_MS = 24 * 3600_000;

/** A temporary plate leaves the pass at 23:45 on its last day, garage time. */
function hasEnded(endsOn: string | null, now: Date, timeZone: string): boolean {
  return endsOn !== null && now.getTime() >= dayEndsAt(timeZone, endsOn);
}

/** The pass's added plates still on it (not removed, not past their last day). */
async function addedPlates(tx: DbExecutor, passId: number, now: Date, timeZone: string) {
  return (
    await tx
      .select()
      .from(passPlates)
      .where(and(eq(passPlates.subscriptionId, passId), isNull(passPlates.removedAt)))
      .orderBy(asc(passPlates.id))
  ).filter((row) => !hasEnded(row.endsOn, now, timeZone));
}

/** The owner's adds and removals of the pass's plates after `since` (the window's start), oldest first. */
async function ownerChangesSince(tx: DbExecutor, passId: number, since: string): Promise<string[]> {
  const rows = await tx
    .select({
      addedAt: passPlates.addedAt,
      addedBy: passPlates.addedBy,
      removedAt: passPlates.removedAt,
      removedBy: passPlates.removedBy,
    })
    .from(passPlates)
    .where(
      and(
        eq(passPlates.subscriptionId, passId),
        or(
          and(eq(passPlates.addedBy, 'owner'), gt(passPlates.addedAt, since)),
          and(eq(passPlates.removedBy, 'owner'), gt(passPlates.removedAt, since)),
        ),
      ),
    );
  const instants: string[] = [];
  for (const row of rows) {
    if (row.addedBy === 'owner' && row.addedAt > since) instants.push(row.addedAt);
    if (row.removedBy === 'owner' && row.removedAt !== null && row.removedAt > since)
      instants.push(row.removedAt);
  }
  return instants.sort();
}

type ChangeAllowance = { left: number; nextAt: string | null };

async function changeAllowance(tx: DbExecutor, passId: number, now: Date): Promise<ChangeAllowance> {
  const since = new Date(now.getTime() - PLATE_CHANGE_WINDOW_DAYS * DAY_MS).toISOString();
  const changes = await ownerChangesSince(tx, passId, since);
  const left = Math.max(0, PLATE_CHANGES_PER_WINDOW - changes.length);
  if (left > 0) return { left, nextAt: null };
  // One change frees up when the change that made the count reach the limit leaves the window.
  const freeing = changes[changes.length - PLATE_CHANGES_PER_WINDOW] ?? changes[0] ?? now.toISOString();
  return { left, nextAt: new Date(Date.parse(freeing) + PLATE_CHANGE_WINDOW_DAYS * DAY_MS).toISOString() };
}

async function requireChangeLeft(tx: DbExecutor, passId: number, now: Date): Promise<void> {
  const allowance = await changeAllowance(tx, passId, now);
  if (allowance.left === 0 && allowance.nextAt)
    throw new HttpError(409, 'plate_change_limit', undefined, {
      details: { next_change_at: allowance.nextAt },
    });
}

/** Every plate of the pass, main first, and what the owner may still change. */
export async function passPlatesView(
  tx: DbExecutor,
  pass: PortalPass,
  now: Date,
  timeZone: string,
): Promise<PassPlatesResponse> {
  const main: PassPlate = {
    id: null,
    plate: pass.vehicle.plate,
    plate_state: isPlateRegion(pass.vehicle.plateState) ? pass.vehicle.plateState : null,
    main: true,
    ends_on: null,
  };
  const added: PassPlate[] = (await addedPlates(tx, pass.subscription.id, now, timeZone)).map((row) => ({
    id: row.id,
    plate: row.plate,
    plate_state: isPlateRegion(row.plateState) ? row.plateState : null,
    main: false,
    ends_on: row.endsOn,
  }));
  const allowance = await changeAllowance(tx, pass.subscription.id, now);
  return {
    pass_id: pass.subscription.id,
    plates: [main, ...added],
    max_plates: MAX_PLATES_PER_PASS,
    changes_left: allowance.left,
    next_change_at: allowance.nextAt,
    temporary_max_date: addDays(todayInTimeZone(timeZone, now), TEMPORARY_PLATE_MAX_DAYS),
  };
}

/**
 * Adds a plate to the pass in one immediate transaction (the feed's change row with it), then tells
 * the owner. The checks, in the order a person can act on them: the pass, the plate itself, the end
 * date, the room on the pass, the owner's weekly changes, and last whether another pass holds it.
 */
export async function addPassPlate(
  deps: PlateDeps,
  pass: PortalPass,
  input: NewPlate,
  actor: PlateActor,
): Promise<PassPlatesResponse> {
  const now = deps.now();
  const timeZone = deps.config.garageTz;
  const today = todayInTimeZone(timeZone, now);
  await inTransaction(
    deps.db,
    async (tx) => {
      const current = await passById(tx, pass.subscription.id);
      if (current?.subscription.statusKey !== 'active') throw new HttpError(409, 'pass_not_live');
      const added = await addedPlates(tx, pass.subscription.id, now, timeZone);
      if (input.plate === current.vehicle.plate || added.some((row) => row.plate === input.plate))
        throw new HttpError(409, 'plate_already_on_pass');
      const maxDate = addDays(today, TEMPORARY_PLATE_MAX_DAYS);
      if (input.endsOn !== null && (input.endsOn < today || input.endsOn > maxDate))
        throw new HttpError(400, 'plate_end_out_of_range', undefined, { details: { max_date: maxDate } });
      if (1 + added.length >= MAX_PLATES_PER_PASS) throw new HttpError(409, 'plate_limit_reached');
      if (actor === 'owner') await requireChangeLeft(tx, pass.subscription.id, now);
      if (!(await isPlateAllowed(tx, input.plate, today))) throw new HttpError(409, 'plate_on_other_pass');
      await tx.insert(passPlates).values({
        subscriptionId: pass.subscription.id,
        plate: input.plate,
        plateState: input.plateState,
        endsOn: input.endsOn,
        addedAt: now.toISOString(),
        addedBy: actor,
      });
    },
    { behavior: 'immediate' },
  );
  await notifyPassOwner(deps, pass, 'plate_added', input);
  return passPlatesView(deps.db, pass, now, timeZone);
}

/** Removes one of the pass's added plates (the main plate has no id here: it cannot be removed). */
export async function removePassPlate(
  deps: PlateDeps,
  pass: PortalPass,
  plateId: number,
  actor: PlateActor,
): Promise<PassPlatesResponse & { removed: string }> {
  const now = deps.now();
  const timeZone = deps.config.garageTz;
  const removed = await inTransaction(
    deps.db,
    async (tx) => {
      const row = (await addedPlates(tx, pass.subscription.id, now, timeZone)).find(
        (plate) => plate.id === plateId,
      );
      if (!row) throw new HttpError(404, 'plate_not_on_pass');
      if (actor === 'owner') await requireChangeLeft(tx, pass.subscription.id, now);
      await tx
        .update(passPlates)
        .set({ removedAt: now.toISOString(), removedBy: actor })
        .where(eq(passPlates.id, row.id));
      return row;
    },
    { behavior: 'immediate' },
  );
  await notifyPassOwner(deps, pass, 'plate_removed', removed);
  return { ...(await passPlatesView(deps.db, pass, now, timeZone)), removed: removed.plate };
}

/**
 * Temporary plates past 23:45 on their last day leave their pass (removed by 'ended'); the gate
 * already stopped admitting them then (credential-state.ts), and the update tells the feed. Safe to repeat.
 */
export async function dropEndedPlates(db: Database, now: Date, timeZone: string): Promise<number> {
  const today = todayInTimeZone(timeZone, now);
  const candidates = (
    await db
      .select({ id: passPlates.id, endsOn: passPlates.endsOn })
      .from(passPlates)
      .where(and(isNull(passPlates.removedAt), lte(passPlates.endsOn, today)))
  ).filter((row) => hasEnded(row.endsOn, now, timeZone));
  for (const row of candidates) {
    await db
      .update(passPlates)
      .set({ removedAt: now.toISOString(), removedBy: 'ended' })
      .where(and(eq(passPlates.id, row.id), isNull(passPlates.removedAt)));
  }
  return candidates.length;
}
