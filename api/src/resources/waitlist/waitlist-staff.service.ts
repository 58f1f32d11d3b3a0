import { and, asc, desc, eq, gte, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { todayInTimeZone } from '../../contract/calendar-date';
import type { WaitlistEntry, WaitlistList } from '../../contract/waitlist';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { waitlistEntries } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { getInventory, ONLINE_SALES_LOCATION_ID } from '../../domain/garage/capacity';
import type { WaitlistEntryRow } from '../../domain/waitlist/entry-token';
import {
  closeEntry,
  expireLapsedOffers,
  offerNextInLine,
  runWaitlistSafely,
  sendOfferEmails,
  type WaitlistDeps,
} from '../../domain/waitlist/waitlist-queue';
import { HttpError } from '../../lib/http-error';

// Staff's view of the waitlist: the line in order with its numbers, the next offer sent by hand, an
// entry removed.

const OPEN = ['unconfirmed', 'waiting', 'offered'] as const;
/** Closed entries shown below the line, newest first. */
const CLOSED_SHOWN = 200;
const AVERAGE_WINDOW_DAYS = 180;
const DAY_MS = 86_400_000;

export async function listWaitlist(deps: WaitlistDeps): Promise<WaitlistList> {
  // Staff see the line as it is now: lapsed offers ended and free spaces already offered.
  await runWaitlistSafely(deps);
  const now = deps.now();
  return inTransaction(
    deps.db,
    async (tx) => {
      await expireLapsedOffers(tx, now);
      const offered = await byStatus(tx, 'offered', asc(waitlistEntries.offeredAt));
      const waiting = await byStatus(tx, 'waiting', asc(waitlistEntries.confirmedAt));
      const unconfirmed = await byStatus(tx, 'unconfirmed', asc(waitlistEntries.joinedAt));
      const closed = await tx
        .select()
        .from(waitlistEntries)
        .where(notInArray(waitlistEntries.status, [...OPEN]))
        .orderBy(desc(waitlistEntries.closedAt), desc(waitlistEntries.id))
        .limit(CLOSED_SHOWN);
      const since = new Date(now.getTime() - AVERAGE_WINDOW_DAYS * DAY_MS).toISOString();
      const recentOffers = await tx
        .select({ joinedAt: waitlistEntries.joinedAt, offeredAt: waitlistEntries.offeredAt })
        .from(waitlistEntries)
        .where(and(isNotNull(waitlistEntries.offeredAt), gte(waitlistEntries.offeredAt, since)));
      const { availables } = await getInventory(deps.db, ONLINE_SALES_LOCATION_ID, {
        today: todayInTimeZone(deps.config.garageTz, now),
        nowIso: now.toISOString(),
      });
      const waits = recentOffers.map(
        (row) => (Date.parse(row.offeredAt ?? '') - Date.parse(row.joinedAt)) / DAY_MS,
      );
      return {
        entries: [
          ...offered.map((row) => toEntry(row, null)),
          ...waiting.map((row, index) => toEntry(row, index + 1)),
          ...unconfirmed.map((row) => toEntry(row, null)),
          ...closed.map((row) => toEntry(row, null)),
        ],
        stats: {
          waiting: waiting.length,
          offered: offered.length,
          averageWaitDays:
            waits.length === 0
              ? null
              : Math.round((waits.reduce((a, b) => a + b, 0) / waits.length) * 10) / 10,
          offerHours: deps.config.waitlistOfferHours,
          spacesFree: availables,
        },
      };
    },
    { behavior: 'immediate' },
  );
}

/** `POST /waitlist/offer-next`: the next confirmed person is offered a free space now. */
export async function offerNextNow(deps: WaitlistDeps, actor: string): Promise<WaitlistEntry> {
  const now = deps.now();
  const attempt = await inTransaction(
    deps.db,
    async (tx) => {
      await expireLapsedOffers(tx, now);
      return offerNextInLine(tx, deps, now, actor);
    },
    { behavior: 'immediate' },
  );
  if (!attempt.ok) {
    throw new HttpError(409, attempt.reason === 'empty' ? 'waitlist_empty' : 'waitlist_no_space');
  }
  await sendOfferEmails(deps, [attempt.offer]);
  return toEntry(attempt.offer.entry, null);
}

/** `DELETE /waitlist/:id`: the entry leaves the line; a space it held goes to the next person. */
export async function removeEntry(deps: WaitlistDeps, id: number, actor: string): Promise<void> {
  const now = deps.now();
  const freed = await inTransaction(
    deps.db,
    async (tx) => {
      const entry = await firstRow(
        tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1),
      );
      if (!entry) throw new HttpError(404, 'waitlist_entry_not_found');
      if (!(OPEN as readonly string[]).includes(entry.status)) return false;
      await closeEntry(tx, entry, 'removed', now, 'removed_by_staff', actor);
      return entry.status === 'offered';
    },
    { behavior: 'immediate' },
  );
  if (freed) await runWaitlistSafely(deps);
}

async function byStatus(tx: DbExecutor, status: (typeof OPEN)[number], order: ReturnType<typeof asc>) {
  return tx
    .select()
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.status, [status]))
    .orderBy(order, asc(waitlistEntries.id));
}

function toEntry(row: WaitlistEntryRow, position: number | null): WaitlistEntry {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    plate: row.plate,
    lang: row.language,
    status: row.status,
    position,
    joinedAt: row.joinedAt,
    confirmedAt: row.confirmedAt,
    offeredAt: row.offeredAt,
    offerExpiresAt: row.offerExpiresAt,
    closedAt: row.closedAt,
  };
}
