import { and, eq, inArray } from 'drizzle-orm';
import { normalizeEmail } from '../../contract/email-address';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { spaceHolds, waitlistEntries } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { writeEvent } from '../../lib/write-event';
import { entryOfToken } from './entry-token';
import { offerNames } from './waitlist-queue';

// Buying through an offer: the checkout takes over the offer's space hold instead of a new one (the
// space is already counted as taken), and the pass it becomes closes the offer as bought.

/**
 * The hold a checkout started from an offer link uses. Unknown token: 404; the offer ended (or was
 * never made): 409 `waitlist_offer_expired`; another e-mail typed in: 409 `waitlist_offer_email_mismatch`.
 */
export async function takeOfferHold(
  tx: DbExecutor,
  secret: string,
  input: { token: string; email: string; nowIso: string },
): Promise<number> {
  const entry = await entryOfToken(tx, secret, input.token);
  if (!entry) throw new HttpError(404, 'waitlist_entry_not_found');
  const hold =
    entry.offerHoldId === null
      ? undefined
      : await firstRow(tx.select().from(spaceHolds).where(eq(spaceHolds.id, entry.offerHoldId)).limit(1));
  const open =
    entry.status === 'offered' &&
    hold !== undefined &&
    hold.releasedAt === null &&
    hold.expiresAt > input.nowIso &&
    (entry.offerExpiresAt ?? '') > input.nowIso;
  if (!open || !hold) throw new HttpError(409, 'waitlist_offer_expired');
  if (entry.email !== normalizeEmail(input.email)) {
    throw new HttpError(409, 'waitlist_offer_email_mismatch');
  }
  return hold.id;
}

/**
 * The checkout's payment became a pass: an offer whose hold it used is bought, and any other open
 * entry of the buyer (e-mail or plate) closes too, since they have their pass. Call before the
 * checkout's hold is released, in the same transaction.
 */
export async function closeEntriesOnPurchase(
  tx: DbExecutor,
  sale: { holdId: number; email: string; plate: string; subscriptionId: number },
  now: Date,
): Promise<void> {
  const nowIso = now.toISOString();
  const offered = await firstRow(
    tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.offerHoldId, sale.holdId), eq(waitlistEntries.status, 'offered')))
      .limit(1),
  );
  if (offered) {
    await tx
      .update(waitlistEntries)
      .set({ status: 'bought', closedAt: nowIso })
      .where(eq(waitlistEntries.id, offered.id));
    await writeEvent(
      tx,
      'Waitlist offer bought',
      { ...offerNames(offered), subscription_id: sale.subscriptionId },
      now,
    );
  }
  // Entries still waiting for a space they no longer need; an offer of theirs is left to run out or be
  // declined, so its space is not freed behind the queue's back.
  await tx
    .update(waitlistEntries)
    .set({ status: 'bought', closedAt: nowIso })
    .where(
      and(
        inArray(waitlistEntries.status, ['unconfirmed', 'waiting']),
        inArray(waitlistEntries.email, [normalizeEmail(sale.email)]),
      ),
    );
  await tx
    .update(waitlistEntries)
    .set({ status: 'bought', closedAt: nowIso })
    .where(
      and(inArray(waitlistEntries.status, ['unconfirmed', 'waiting']), eq(waitlistEntries.plate, sale.plate)),
    );
}
