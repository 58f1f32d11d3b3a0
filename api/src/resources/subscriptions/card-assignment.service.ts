import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CardAssignment, NeedsCardEntry } from '../../contract/cards';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { cards, customers, subscriptions, vehicles } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fullName } from '../../domain/customers/customer-records';
import { selectCards } from '../../domain/passes/access-cards';
import { HttpError } from '../../lib/http-error';
import { writeEvent } from '../../lib/write-event';

/**
 * Gives an active pass an unassigned card of its own location. The card is taken by a conditional
 * update inside BEGIN IMMEDIATE, so two staff picking the same card cannot both get it: the second
 * finds it no longer unassigned and is told to pick another. The pass's current card is `replaced`.
 * The caller names the card it saw on the pass (`expectedCardId`, null for none); a pass holding
 * another card by then is a 409 `card_assignment_conflict`: replacing it was never what staff asked.
 * A reactivated pass (one whose card a cancel, refund or ban released: `previous_card_id`) either gets
 * that same card back ('Card re-assigned (same)') or another one ('Card replaced (reactivation)').
 */
export async function assignCard(
  db: Database,
  subscriptionId: number,
  cardId: number,
  now: Date,
  actor: string | null = null,
  expectedCardId: number | null = null,
): Promise<CardAssignment> {
  const nowIso = now.toISOString();
  return inTransaction(
    db,
    async (tx) => {
      const pass = await firstRow(
        tx
          .select({ subscription: subscriptions, customer: customers, vehicle: vehicles })
          .from(subscriptions)
          .innerJoin(customers, eq(customers.id, subscriptions.customerId))
          .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
          .where(eq(subscriptions.id, subscriptionId))
          .limit(1),
      );
      if (!pass) throw new HttpError(404, 'subscription_not_found');
      const { subscription, customer, vehicle } = pass;
      if (subscription.statusKey !== 'active') throw new HttpError(409, 'subscription_not_active');
      // Compared inside BEGIN IMMEDIATE: of two assignments made from the same view (a double tap,
      // two staff at one pass), the second finds the first one's card and changes nothing.
      if (subscription.cardId !== expectedCardId) throw new HttpError(409, 'card_assignment_conflict');
      const card = await firstRow(tx.select().from(cards).where(eq(cards.id, cardId)).limit(1));
      if (!card) throw new HttpError(404, 'card_not_found');

      const taken = await returnedRow(
        tx
          .update(cards)
          .set({ statusKey: 'assigned', subscriptionId: subscription.id, updatedAt: nowIso })
          .where(
            and(
              eq(cards.id, card.id),
              eq(cards.statusKey, 'unassigned'),
              eq(cards.locationId, subscription.locationId),
            ),
          )
          .returning({ id: cards.id }),
      );
      if (!taken) {
        const same = card.id === subscription.previousCardId;
        throw new HttpError(409, same ? 'same_card_unavailable' : 'card_not_available');
      }

      const previous = subscription.cardId
        ? ((await returnedRow(
            tx
              .update(cards)
              .set({ statusKey: 'replaced', updatedAt: nowIso })
              .where(and(eq(cards.id, subscription.cardId), eq(cards.statusKey, 'assigned')))
              .returning({ id: cards.id, code: cards.code }),
          )) ??
          (await firstRow(
            tx
              .select({ id: cards.id, code: cards.code })
              .from(cards)
              .where(eq(cards.id, subscription.cardId))
              .limit(1),
          )) ??
          null)
        : null;
      const released =
        subscription.previousCardId === null
          ? null
          : ((await firstRow(
              tx
                .select({ id: cards.id, code: cards.code })
                .from(cards)
                .where(eq(cards.id, subscription.previousCardId))
                .limit(1),
            )) ?? null);
      await tx
        .update(subscriptions)
        .set({ cardId: card.id, previousCardId: null, updatedAt: nowIso })
        .where(eq(subscriptions.id, subscription.id));
      const action = !released
        ? 'Card assigned'
        : released.id === card.id
          ? 'Card re-assigned (same)'
          : 'Card replaced (reactivation)';
      const before = previous ?? released;
      await writeEvent(
        tx,
        action,
        {
          client_id: customer.id,
          subscription_id: subscription.id,
          card_id: card.id,
          previous_card_id: before?.id ?? null,
          customer: fullName(customer.firstName, customer.lastName),
          plate: vehicle.plate,
          card: card.code,
          previous_card: before?.code ?? null,
        },
        now,
        actor,
      );
      const [assigned] = await selectCards(tx, eq(cards.id, card.id));
      if (!assigned) throw new Error(`Card ${card.id} vanished inside its own transaction`);
      return { subscription_id: subscription.id, card: assigned, previous_card: previous };
    },
    { behavior: 'immediate' },
  );
}

/** Pending cars: active passes still waiting for an access card, oldest first. */
export async function passesNeedingCard(db: Database): Promise<NeedsCardEntry[]> {
  return db
    .select({
      subscription_id: subscriptions.id,
      client_id: customers.id,
      plate: vehicles.plate,
      first_name: customers.firstName,
      last_name: customers.lastName,
      location_id: subscriptions.locationId,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .where(
      and(
        eq(subscriptions.statusKey, 'active'),
        isNull(subscriptions.cardId),
        eq(subscriptions.hiddenFromLists, false),
      ),
    )
    .orderBy(sql`${subscriptions.createdAt}`, subscriptions.id);
}
