import { and, desc, eq, isNotNull, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ClientSearchResult } from '../../contract/admin-customers';
import type { DbExecutor } from '../../db/db-executor';
import { cards, customers, subscriptions, vehicles } from '../../db/schema';
import { anyContains } from '../../lib/text-search';

export const CLIENT_SEARCH_LIMIT = 50;

const anyPass = alias(subscriptions, 'any_pass');

/**
 * `GET /clients/search?q`: customers whose name, e-mail, pass plate or pass card contains the text,
 * one row per customer and listed pass, newest customers first. Hidden passes never show; a customer
 * whose only passes are hidden (legacy and test rows) does not show either, while a customer who never
 * bought one shows once with no plate or card.
 */
export function searchClients(tx: DbExecutor, q: string): ClientSearchResult[] {
  return tx
    .select({
      id: customers.id,
      first_name: customers.firstName,
      last_name: customers.lastName,
      email: customers.email,
      phone_dial: customers.phoneDial,
      phone: customers.phone,
      card_code: cards.code,
      plate: vehicles.plate,
      subscription_id: subscriptions.id,
    })
    .from(customers)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.customerId, customers.id), eq(subscriptions.hiddenFromLists, false)),
    )
    .leftJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .leftJoin(cards, eq(cards.id, subscriptions.cardId))
    .where(
      and(
        anyContains(q, [
          customers.firstName,
          customers.lastName,
          sql`${customers.firstName} || ' ' || ${customers.lastName}`,
          customers.email,
          vehicles.plate,
          cards.code,
        ]),
        or(
          isNotNull(subscriptions.id),
          notExists(tx.select({ one: sql`1` }).from(anyPass).where(eq(anyPass.customerId, customers.id))),
        ),
      ),
    )
    .orderBy(desc(customers.id), desc(subscriptions.id))
    .limit(CLIENT_SEARCH_LIMIT)
    .all();
}
