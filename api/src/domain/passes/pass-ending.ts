import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import { returnedRow } from '../../db/rows';
import { cards, subscriptions } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';

// What cancel, refund-and-cancel and ban share (docs/decisions/staff-back-office.md): the pass's card
// goes back to stock, remembered as the pass's previous card, and the provider subscription is ended
// so autopay never bills again.

export type EndedStatus = 'canceled' | 'refunded' | 'banned';

/**
 * Ends the pass inside the caller's transaction: new status, autopay off, card released. Returns the
 * card released (null when the pass held none).
 */
export async function endPass(
  tx: DbExecutor,
  subscription: typeof subscriptions.$inferSelect,
  status: EndedStatus,
  nowIso: string,
): Promise<{ id: number; code: string } | null> {
  const released = subscription.cardId
    ? ((await returnedRow(
        tx
          .update(cards)
          .set({ statusKey: 'unassigned', subscriptionId: null, updatedAt: nowIso })
          .where(and(eq(cards.id, subscription.cardId), eq(cards.statusKey, 'assigned')))
          .returning({ id: cards.id, code: cards.code }),
      )) ?? null)
    : null;
  await tx
    .update(subscriptions)
    .set({
      statusKey: status,
      autopay: false,
      discountCyclesLeft: 0,
      cardId: null,
      ...(released ? { previousCardId: released.id } : {}),
      updatedAt: nowIso,
    })
    .where(eq(subscriptions.id, subscription.id));
  return released;
}

/** After the commit: a failure is logged, the pass is ended locally either way. */
export async function cancelProviderSubscription(
  deps: Pick<PaymentDeps, 'payments' | 'log'>,
  providerSubscriptionId: string | null,
): Promise<void> {
  if (!providerSubscriptionId) return;
  await deps.payments.cancelSubscription(providerSubscriptionId).catch((error: unknown) => {
    deps.log(`could not cancel provider subscription ${providerSubscriptionId}`, error);
  });
}
