import { and, eq } from 'drizzle-orm';
import type { Card } from '../../contract/cards';
import type { Database } from '../../db/open-database';
import { changedCount } from '../../db/raw-sql';
import { firstRow } from '../../db/rows';
import { cards, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { selectCards } from '../../domain/passes/access-cards';
import { HttpError } from '../../lib/http-error';

/**
 * Mark as Found: a lost card goes back to stock with no pass attached, so it can never be handed back
 * as anyone's "same card" or count as a pass's card again. SPEC lists no event for it.
 */
export async function markCardFound(db: Database, cardId: number, nowIso: string): Promise<Card> {
  return inTransaction(
    db,
    async (tx) => {
      const card = await firstRow(tx.select().from(cards).where(eq(cards.id, cardId)).limit(1));
      if (!card) throw new HttpError(404, 'card_not_found');
      const found = await tx
        .update(cards)
        .set({ statusKey: 'unassigned', subscriptionId: null, updatedAt: nowIso })
        .where(and(eq(cards.id, cardId), eq(cards.statusKey, 'lost')));
      if (changedCount(found) === 0) throw new HttpError(409, 'card_not_lost');
      await tx
        .update(subscriptions)
        .set({ cardId: null, updatedAt: nowIso })
        .where(eq(subscriptions.cardId, cardId));
      await tx
        .update(subscriptions)
        .set({ previousCardId: null, updatedAt: nowIso })
        .where(eq(subscriptions.previousCardId, cardId));
      const [result] = await selectCards(tx, eq(cards.id, cardId));
      if (!result) throw new Error(`Card ${cardId} vanished inside its own transaction`);
      return result;
    },
    { behavior: 'immediate' },
  );
}
