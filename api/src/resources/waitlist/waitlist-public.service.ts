import { eq } from 'drizzle-orm';
import type { WaitlistStatus } from '../../contract/waitlist';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { waitlistEntries } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { entryOfToken, type WaitlistEntryRow } from '../../domain/waitlist/entry-token';
import {
  closeEntry,
  expireLapsedOffers,
  queuePlace,
  runWaitlistSafely,
  type WaitlistDeps,
} from '../../domain/waitlist/waitlist-queue';
import { HttpError } from '../../lib/http-error';

// What the private status link does: show the place in line, confirm the e-mail, leave the list,
// decline an offer. The token names one entry and opens nothing else.

type Action = 'status' | 'confirm' | 'leave' | 'decline';

export async function waitlistAction(
  deps: WaitlistDeps,
  token: string,
  action: Action,
): Promise<WaitlistStatus> {
  // Offers that ran out since the last tick end first, so the page never shows a stale offer.
  await runWaitlistSafely(deps);
  const now = deps.now();
  const { entryId, freed } = await inTransaction(
    deps.db,
    async (tx) => {
      // An offer that ran out must not be shown (or declined) as open.
      await expireLapsedOffers(tx, now);
      const entry = await entryOfToken(tx, deps.config.jwtSecret, token);
      if (!entry) throw new HttpError(404, 'waitlist_entry_not_found');
      return { entryId: entry.id, freed: await apply(tx, entry, action, now) };
    },
    { behavior: 'immediate' },
  );
  // A confirmation may meet a free space; an offer ended frees one for the next person.
  if (freed || action === 'confirm') await runWaitlistSafely(deps);
  return inTransaction(deps.db, async (tx) => statusOf(tx, deps, entryId));
}

/** Applies the action; true when it released an offer's space. */
async function apply(tx: DbExecutor, entry: WaitlistEntryRow, action: Action, now: Date): Promise<boolean> {
  if (action === 'confirm') {
    if (entry.status === 'unconfirmed') {
      await tx
        .update(waitlistEntries)
        .set({ status: 'waiting', confirmedAt: now.toISOString() })
        .where(eq(waitlistEntries.id, entry.id));
    }
    return false;
  }
  if (action === 'leave') {
    if (entry.status !== 'unconfirmed' && entry.status !== 'waiting' && entry.status !== 'offered')
      return false;
    await closeEntry(tx, entry, 'left', now);
    return entry.status === 'offered';
  }
  if (action === 'decline') {
    if (entry.status !== 'offered') throw new HttpError(409, 'waitlist_offer_not_open');
    await closeEntry(tx, entry, 'left', now, 'declined');
    return true;
  }
  return false;
}

async function statusOf(tx: DbExecutor, deps: WaitlistDeps, entryId: number): Promise<WaitlistStatus> {
  const entry = await firstRow(
    tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).limit(1),
  );
  if (!entry) throw new HttpError(404, 'waitlist_entry_not_found');
  const place = await queuePlace(tx, entry);
  return {
    status: entry.status,
    position: place.position,
    waitingCount: place.waitingCount,
    offerExpiresAt: entry.status === 'offered' ? entry.offerExpiresAt : null,
    offerHours: deps.config.waitlistOfferHours,
    email: entry.email,
    firstName: entry.firstName,
    lang: entry.language,
  };
}
