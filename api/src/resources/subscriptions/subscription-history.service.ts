import { firstRow } from '../../db/rows';
// What staff read about one pass beyond the profile row: its invoices and the card it held before.

import { desc, eq } from 'drizzle-orm';
import type { ProfileInvoice, ReactivationInfo } from '../../contract/admin-customers';
import type { DbExecutor } from '../../db/db-executor';
import { cards, invoices, subscriptions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

async function requireSubscription(tx: DbExecutor, subscriptionId: number) {
  const subscription = await firstRow(
    tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1),
  );
  if (!subscription) throw new HttpError(404, 'subscription_not_found');
  return subscription;
}

/** `GET /subscriptions/{id}/invoices`: the pass's invoices, newest first. */
export async function subscriptionInvoices(
  tx: DbExecutor,
  subscriptionId: number,
): Promise<ProfileInvoice[]> {
  await requireSubscription(tx, subscriptionId);
  return tx
    .select({
      id: invoices.id,
      paid_at: invoices.paidAt,
      created_at: invoices.createdAt,
      amount_cents: invoices.amountCents,
      status_key: invoices.statusKey,
      concept: invoices.concept,
    })
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/**
 * `GET /subscriptions/{id}/reactivation-info`: the card a cancel, refund or ban released from this pass.
 * The same card can go back only while it sits unassigned in the pass's own location's stock and the
 * pass has no card yet (a lost or re-issued card must not come back).
 */
export async function reactivationInfo(tx: DbExecutor, subscriptionId: number): Promise<ReactivationInfo> {
  const subscription = await requireSubscription(tx, subscriptionId);
  const previous = subscription.previousCardId
    ? await firstRow(tx.select().from(cards).where(eq(cards.id, subscription.previousCardId)).limit(1))
    : undefined;
  if (!previous) return { has_prev: false, prev_card_id: null, previous_card: null, can_assign_same: false };
  return {
    has_prev: true,
    prev_card_id: previous.id,
    previous_card: previous.code,
    can_assign_same:
      previous.statusKey === 'unassigned' &&
      previous.locationId === subscription.locationId &&
      subscription.cardId === null,
  };
}
