// What staff read about one pass beyond the profile row: its invoices and the card it held before.

import { desc, eq } from 'drizzle-orm';
import type { ProfileInvoice, ReactivationInfo } from '../../contract/admin-customers';
import type { DbExecutor } from '../../db/db-executor';
import { cards, invoices, subscriptions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

function requireSubscription(tx: DbExecutor, subscriptionId: number) {
  const subscription = tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).get();
  if (!subscription) throw new HttpError(404, 'subscription_not_found');
  return subscription;
}

/** `GET /subscriptions/{id}/invoices`: the pass's invoices, newest first. */
export function subscriptionInvoices(tx: DbExecutor, subscriptionId: number): ProfileInvoice[] {
  requireSubscription(tx, subscriptionId);
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
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .all();
}

/**
 * `GET /subscriptions/{id}/reactivation-info`: the card a cancel, refund or ban released from this pass.
 * The same card can go back only while it sits unassigned in the pass's own location's stock and the
 * pass has no card yet (a lost or re-issued card must not come back).
 */
export function reactivationInfo(tx: DbExecutor, subscriptionId: number): ReactivationInfo {
  const subscription = requireSubscription(tx, subscriptionId);
  const previous = subscription.previousCardId
    ? tx.select().from(cards).where(eq(cards.id, subscription.previousCardId)).get()
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
