import { eq, type SQL, sql } from 'drizzle-orm';
import type { Card } from '../../contract/cards';
import type { DbExecutor } from '../../db/db-executor';
import { cards, customers, subscriptions, vehicles } from '../../db/schema';
import { fullName } from '../customers/customer-records';

/**
 * Cards as staff see them (SPEC section 3 Card): the plate and customer come from the pass the card
 * points at, which a replaced or lost card keeps so its history stays readable.
 */
export async function selectCards(tx: DbExecutor, where?: SQL): Promise<Card[]> {
  const rows = await tx
    .select({
      id: cards.id,
      code: cards.code,
      serialNumber: cards.serialNumber,
      statusKey: cards.statusKey,
      locationId: cards.locationId,
      subscriptionId: cards.subscriptionId,
      plate: vehicles.plate,
      clientId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(cards)
    .leftJoin(subscriptions, eq(subscriptions.id, cards.subscriptionId))
    .leftJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .leftJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(where)
    .orderBy(cards.locationId, sql`length(${cards.code})`, cards.code);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    serial_number: row.serialNumber,
    plate: row.plate,
    status_key: row.statusKey,
    customer_name: row.firstName === null ? null : fullName(row.firstName, row.lastName ?? ''),
    subscription_id: row.subscriptionId,
    client_id: row.clientId,
    location_id: row.locationId,
  }));
}
