import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { todayInTimeZone } from '../../contract/calendar-date';
import type { OfferEndReason } from '../../contract/event-payloads';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow, returnedRow } from '../../db/rows';
import { spaceHolds, waitlistEntries } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { sendWithRetries } from '../../lib/mail-retries';
import type { PaymentDeps } from '../../lib/payment-deps';
import { writeEvent } from '../../lib/write-event';
import { offerEmail, offerLink, statusLink } from '../emails/waitlist-emails';
import { getInventory, ONLINE_SALES_LOCATION_ID, releaseHold } from '../garage/capacity';
import { entryToken, type WaitlistEntryRow } from './entry-token';

// The queue: a free space goes to the first confirmed person waiting (by confirmation time, then id)
// as a space hold that lasts the offer's hours, so the offer counts as a taken space everywhere
// capacity is read. An offer that ends (expired, declined, left, removed) releases its hold and the
// next person is offered the space. Decisions are made in one BEGIN IMMEDIATE transaction; e-mails
// go out after it commits.

export type WaitlistDeps = Pick<
  PaymentDeps,
  'db' | 'config' | 'now' | 'mail' | 'log' | 'mailRetryDelaysMs' | 'metrics'
>;

/** An offer made in a transaction, to be e-mailed once it commits. */
export type MadeOffer = { entry: WaitlistEntryRow; expiresAt: string };

export type OfferAttempt = { ok: true; offer: MadeOffer } | { ok: false; reason: 'empty' | 'no_space' };

/**
 * Ends lapsed offers and offers every free space to the people next in line. Run by the scheduler
 * each tick and right after anything that frees a space; safe to run concurrently.
 */
export async function runWaitlist(deps: WaitlistDeps): Promise<void> {
  const now = deps.now();
  const offers = await inTransaction(
    deps.db,
    async (tx) => {
      await expireLapsedOffers(tx, now);
      const made: MadeOffer[] = [];
      for (;;) {
        const attempt = await offerNextInLine(tx, deps, now);
        if (!attempt.ok) break;
        made.push(attempt.offer);
      }
      return made;
    },
    { behavior: 'immediate' },
  );
  await sendOfferEmails(deps, offers);
}

/** As `runWaitlist`, never throwing: for callers that already answered their own request's work. */
export async function runWaitlistSafely(deps: WaitlistDeps): Promise<void> {
  try {
    await runWaitlist(deps);
  } catch (error) {
    deps.log('waitlist run failed', error);
  }
}

/** Offers a free space to the first confirmed person waiting, inside the caller's transaction. */
export async function offerNextInLine(
  tx: DbExecutor,
  deps: Pick<WaitlistDeps, 'config' | 'db'>,
  now: Date,
  /** The staff user who sent the offer by hand; null when the queue did. */
  actor: string | null = null,
): Promise<OfferAttempt> {
  const nowIso = now.toISOString();
  const next = await firstRow(
    tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.status, 'waiting'))
      .orderBy(asc(waitlistEntries.confirmedAt), asc(waitlistEntries.id))
      .limit(1),
  );
  if (!next) return { ok: false, reason: 'empty' };
  const today = todayInTimeZone(deps.config.garageTz, now);
  const { availables } = await getInventory(deps.db, ONLINE_SALES_LOCATION_ID, { today, nowIso });
  if (availables <= 0) return { ok: false, reason: 'no_space' };
  const expiresAt = new Date(now.getTime() + deps.config.waitlistOfferHours * 3_600_000).toISOString();
  const hold = await returnedRow(
    tx
      .insert(spaceHolds)
      .values({ locationId: ONLINE_SALES_LOCATION_ID, expiresAt, createdAt: nowIso })
      .returning(),
  );
  const entry = await returnedRow(
    tx
      .update(waitlistEntries)
      .set({ status: 'offered', offeredAt: nowIso, offerExpiresAt: expiresAt, offerHoldId: hold.id })
      .where(eq(waitlistEntries.id, next.id))
      .returning(),
  );
  await writeEvent(
    tx,
    'Waitlist offer sent',
    {
      ...offerNames(entry),
      offer_expires_at: expiresAt,
      hold_hours: deps.config.waitlistOfferHours,
    },
    now,
    actor,
  );
  return { ok: true, offer: { entry, expiresAt } };
}

/** Offers whose time ran out: the entry is expired and its space released. */
export async function expireLapsedOffers(tx: DbExecutor, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const lapsed = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, nowIso)));
  for (const entry of lapsed) await closeEntry(tx, entry, 'expired', now);
}

const CLOSE_REASONS = {
  expired: 'not_bought',
  left: 'left',
  removed: 'removed_by_staff',
} as const satisfies Record<string, OfferEndReason>;

/**
 * Closes an open entry; an offer it held is released (after the status changes, so the hold is no
 * longer the offer's) and the checklist hears that the offer ended.
 */
export async function closeEntry(
  tx: DbExecutor,
  entry: WaitlistEntryRow,
  status: 'expired' | 'left' | 'removed',
  now: Date,
  reason: OfferEndReason = CLOSE_REASONS[status],
  actor: string | null = null,
): Promise<WaitlistEntryRow> {
  const nowIso = now.toISOString();
  const closed = await returnedRow(
    tx
      .update(waitlistEntries)
      .set({ status, closedAt: nowIso })
      .where(
        and(
          eq(waitlistEntries.id, entry.id),
          inArray(waitlistEntries.status, ['unconfirmed', 'waiting', 'offered']),
        ),
      )
      .returning(),
  );
  if (!closed) return entry;
  if (entry.status === 'offered' && entry.offerHoldId !== null) {
    await releaseHold(tx, entry.offerHoldId, nowIso);
    await writeEvent(tx, 'Waitlist offer expired', { ...offerNames(entry), reason }, now, actor);
  }
  return closed;
}

/** Whether a space hold belongs to an open waitlist offer (only the waitlist ends such a hold). */
export async function isOpenOfferHold(tx: DbExecutor, holdId: number): Promise<boolean> {
  const row = await firstRow(
    tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.offerHoldId, holdId), eq(waitlistEntries.status, 'offered')))
      .limit(1),
  );
  return row !== undefined;
}

/** 1-based place in line of a waiting entry, and how many confirmed people are waiting. */
export async function queuePlace(
  tx: DbExecutor,
  entry: Pick<WaitlistEntryRow, 'id' | 'status' | 'confirmedAt'>,
): Promise<{ position: number | null; waitingCount: number }> {
  const waitingCount =
    (
      await firstRow(
        tx
          .select({ n: sql<number>`count(*)` })
          .from(waitlistEntries)
          .where(eq(waitlistEntries.status, 'waiting'))
          .limit(1),
      )
    )?.n ?? 0;
  if (entry.status !== 'waiting' || entry.confirmedAt === null) return { position: null, waitingCount };
  const ahead =
    (
      await firstRow(
        tx
          .select({ n: sql<number>`count(*)` })
          .from(waitlistEntries)
          .where(
            sql`${waitlistEntries.status} = 'waiting' and (${waitlistEntries.confirmedAt} < ${entry.confirmedAt}
          or (${waitlistEntries.confirmedAt} = ${entry.confirmedAt} and ${waitlistEntries.id} < ${entry.id}))`,
          )
          .limit(1),
      )
    )?.n ?? 0;
  return { position: ahead + 1, waitingCount };
}

export function offerNames(entry: WaitlistEntryRow) {
  const customer = [entry.firstName, entry.lastName].filter(Boolean).join(' ');
  return { waitlist_entry_id: entry.id, customer, email: entry.email, plate: entry.plate };
}

/**
 * The offer e-mails, after their transaction committed, under the one retry policy. The offer stands
 * whatever the mail server does; one that still could not be sent is on the staff checklist, so
 * somebody calls the person before their hold runs out.
 */
export async function sendOfferEmails(deps: WaitlistDeps, offers: readonly MadeOffer[]): Promise<void> {
  // Counted once committed, by the queue's run and by staff's alike (both e-mail what they made here).
  deps.metrics?.waitlistOffersMade(offers.length);
  for (const { entry, expiresAt } of offers) {
    const token = entryToken(deps.config.jwtSecret, entry);
    const outcome = await sendWithRetries(deps, {
      to: entry.email,
      ...offerEmail({
        language: entry.language,
        firstName: entry.firstName,
        expiresAt,
        timeZone: deps.config.garageTz,
        buyUrl: offerLink(deps.config.publicBaseUrl, token),
        statusUrl: statusLink(deps.config.publicBaseUrl, token),
      }),
    });
    if (outcome.sent) continue;
    deps.log(`waitlist offer e-mail for entry ${entry.id} failed`, outcome.error);
    const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    await writeEvent(
      deps.db,
      'Waitlist offer e-mail failed',
      { ...offerNames(entry), offer_expires_at: expiresAt, reason },
      deps.now(),
    );
  }
}
