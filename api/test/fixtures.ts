import type { Database } from '../src/db/open-database';
import { customers, events, spaceHolds, subscriptions, vehicles } from '../src/db/schema';

let plateCounter = 0;

type PassOptions = {
  locationId?: number;
  statusKey?: (typeof subscriptions.$inferInsert)['statusKey'];
  nextRenewalDate: string;
};

/** A customer with one vehicle and one subscription (plan 1) at the given location. */
export function insertPass(
  db: Database,
  { locationId = 1, statusKey = 'active', nextRenewalDate }: PassOptions,
) {
  plateCounter += 1;
  const customer = db
    .insert(customers)
    .values({ firstName: 'Test', lastName: 'Driver', email: `driver${plateCounter}@example.com` })
    .returning()
    .get();
  const vehicle = db
    .insert(vehicles)
    .values({
      customerId: customer.id,
      type: 'car',
      make: 'Toyota',
      model: 'Corolla',
      year: 2020,
      plate: `TEST${plateCounter}`,
    })
    .returning()
    .get();
  return db
    .insert(subscriptions)
    .values({
      customerId: customer.id,
      vehicleId: vehicle.id,
      planId: 1,
      locationId,
      statusKey,
      startDate: '2025-01-01',
      currentPeriodStart: '2025-01-01',
      nextRenewalDate,
    })
    .returning()
    .get();
}

export function insertHold(
  db: Database,
  options: { locationId?: number; expiresAt: string; releasedAt?: string },
) {
  return db
    .insert(spaceHolds)
    .values({
      locationId: options.locationId ?? 1,
      expiresAt: options.expiresAt,
      releasedAt: options.releasedAt,
    })
    .returning()
    .get();
}

/** The actions of the event rows written so far, oldest first (what staff see in the checklist). */
export const eventActions = (db: Database) =>
  db
    .select()
    .from(events)
    .all()
    .map((row) => row.action);
