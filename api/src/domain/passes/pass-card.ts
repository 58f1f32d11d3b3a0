import { and, desc, eq } from 'drizzle-orm';
import { LOSS_FEE_ITEM_NAME } from '../../contract/item';
import type { CardState } from '../../contract/portal';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { cards, items } from '../../db/schema';
import type { PortalPass } from './portal-pass';

// The access card of a pass as the portal sees it, and the fee for losing one.

/** A card the pass holds or held; `none` when it never had one. */
export type PassCard =
  | { state: Exclude<CardState, 'none'>; id: number; code: string }
  | { state: 'none'; id: null; code: null };

/** The access card of the pass: the assigned one, else the last one reported lost. */
export async function cardOf(tx: DbExecutor, pass: PortalPass): Promise<PassCard> {
  const { subscription } = pass;
  if (subscription.cardId !== null) {
    const assigned = await firstRow(
      tx.select().from(cards).where(eq(cards.id, subscription.cardId)).limit(1),
    );
    if (assigned?.statusKey === 'assigned')
      return { state: 'assigned', id: assigned.id, code: assigned.code };
  }
  const lost = await firstRow(
    tx
      .select()
      .from(cards)
      .where(and(eq(cards.subscriptionId, subscription.id), eq(cards.statusKey, 'lost')))
      .orderBy(desc(cards.updatedAt), desc(cards.id))
      .limit(1),
  );
  return lost ? { state: 'lost', id: lost.id, code: lost.code } : { state: 'none', id: null, code: null };
}

export async function lossFeeCents(tx: DbExecutor): Promise<number> {
  const item = await firstRow(tx.select().from(items).where(eq(items.name, LOSS_FEE_ITEM_NAME)).limit(1));
  // Seeded with the reference data and never deleted: its absence is a broken install.
  if (!item) throw new Error(`The item named '${LOSS_FEE_ITEM_NAME}' is missing`);
  return item.priceCents;
}
