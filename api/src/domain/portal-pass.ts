import { and, desc, eq } from 'drizzle-orm';
import { normalizePlate } from '../contract/plate-format';
import type { DbExecutor } from '../db/db-executor';
import { customers, plans, subscriptions, vehicles } from '../db/schema';

/**
 * The pass a customer means by plate and e-mail (the portal has no password): the vehicle with that
 * plate, only if it belongs to a customer with that e-mail, and its newest subscription. A wrong
 * e-mail and a wrong plate look the same to the caller (null), so neither half can be probed.
 */
export function findPortalPass(tx: DbExecutor, email: string, plate: string) {
  const row = tx
    .select({ subscription: subscriptions, customer: customers, vehicle: vehicles, plan: plans })
    .from(vehicles)
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .innerJoin(subscriptions, eq(subscriptions.vehicleId, vehicles.id))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(vehicles.plate, normalizePlate(plate)), eq(customers.email, email.trim().toLowerCase())))
    .orderBy(desc(subscriptions.id))
    .get();
  return row ?? null;
}

export type PortalPass = NonNullable<ReturnType<typeof findPortalPass>>;
