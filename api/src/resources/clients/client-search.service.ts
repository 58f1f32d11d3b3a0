import { and, desc, eq, inArray, isNotNull, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ClientSearchResult } from '../../contract/admin-customers';
import type { DbExecutor } from '../../db/db-executor';
import { sqlRows } from '../../db/raw-sql';
import { cards, customers, subscriptions, vehicles } from '../../db/schema';
import { customerIdsMatching } from '../../domain/customers/staff-search';

export const CLIENT_SEARCH_LIMIT = 50;

const anyPass = alias(subscriptions, 'any_pass');

/**
 * `GET /clients/search?q`: customers whose name, e-mail, pass plate or pass card starts with the text
 * (prefix searches on indexes: docs/decisions/admin-lists-at-scale.md),
 * one row per customer and listed pass, newest customers first. Hidden passes never show; a customer
 * whose only passes are hidden (legacy and test rows) does not show either, while a customer who never
 * bought one shows once with no plate or card.
 */
export async function searchClients(tx: DbExecutor, q: string): Promise<ClientSearchResult[]> {
  const ids = (await sqlRows<{ id: number }>(tx, customerIdsMatching(q, CLIENT_SEARCH_LIMIT))).map(
    (row) => row.id,
  );
  if (ids.length === 0) return [];
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
        inArray(customers.id, ids),
        or(
          isNotNull(subscriptions.id),
          notExists(tx.select({ one: sql`1` }).from(anyPass).where(eq(anyPass.customerId, customers.id))),
        ),
      ),
    )
    .orderBy(desc(customers.id), desc(subscriptions.id))
    .limit(CLIENT_SEARCH_LIMIT);
}
