import { and, desc, eq, type SQL } from 'drizzle-orm';
import { normalizeEmail } from '../../contract/email-address';
import { normalizePlate } from '../../contract/plate-format';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { customers, plans, subscriptions, vehicles } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { fullName } from '../customers/customer-records';

/**
 * The pass a customer means by plate and e-mail (the portal has no password): the vehicle with that
 * plate, only if it belongs to a customer with that e-mail, and its newest subscription. A wrong
 * e-mail and a wrong plate look the same to the caller (null), so neither half can be probed.
 */
export async function findPortalPass(tx: DbExecutor, email: string, plate: string) {
  const row = await firstRow(
    tx
      .select({ subscription: subscriptions, customer: customers, vehicle: vehicles, plan: plans })
      .from(vehicles)
      .innerJoin(customers, eq(customers.id, vehicles.customerId))
      .innerJoin(subscriptions, eq(subscriptions.vehicleId, vehicles.id))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(vehicles.plate, normalizePlate(plate)), eq(customers.email, normalizeEmail(email))))
      .orderBy(desc(subscriptions.id))
      .limit(1),
  );
  return row ?? null;
}

export type PortalPass = NonNullable<Awaited<ReturnType<typeof findPortalPass>>>;

/** The pass named by e-mail and plate; a wrong e-mail and a wrong plate get the same 404. */
export async function requirePortalPass(
  tx: DbExecutor,
  key: { email: string; plate: string },
): Promise<PortalPass> {
  const pass = await findPortalPass(tx, key.email, key.plate);
  if (!pass) throw new HttpError(404, 'pass_not_found');
  return pass;
}

/** As `requirePortalPass`, for calls that show or change the pass: refused until the invite is confirmed. */
export async function requireConfirmedPass(
  tx: DbExecutor,
  key: { email: string; plate: string },
): Promise<PortalPass> {
  const pass = await requirePortalPass(tx, key);
  if (pass.customer.invitePending) throw new HttpError(409, 'invite_pending');
  return pass;
}

/** Passes with their customer, vehicle and plan, by any condition on `subscriptions`. */
function passesQuery(tx: DbExecutor, condition: SQL) {
  return tx
    .select({ subscription: subscriptions, customer: customers, vehicle: vehicles, plan: plans })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(condition);
}

async function passWhere(tx: DbExecutor, condition: SQL): Promise<PortalPass | null> {
  return (await firstRow(passesQuery(tx, condition).limit(1))) ?? null;
}

/** Every pass a customer holds (hidden ones too: a profile shows all of its own), newest first. */
export async function passesOfCustomer(tx: DbExecutor, customerId: number): Promise<PortalPass[]> {
  return passesQuery(tx, eq(subscriptions.customerId, customerId)).orderBy(desc(subscriptions.id));
}

/** The pass reached by its id (links and provider metadata carry the id, never e-mail and plate). */
export async function passById(tx: DbExecutor, subscriptionId: number): Promise<PortalPass | null> {
  return passWhere(tx, eq(subscriptions.id, subscriptionId));
}

/** The pass an autopay provider subscription pays for. */
export async function passByProviderSubscription(
  tx: DbExecutor,
  providerSubscriptionId: string,
): Promise<PortalPass | null> {
  return passWhere(tx, eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
}

/** Who and what a staff event about a pass names, first in its payload. */
export function passEventNames(pass: PortalPass) {
  return {
    client_id: pass.customer.id,
    subscription_id: pass.subscription.id,
    customer: fullName(pass.customer.firstName, pass.customer.lastName),
    plate: pass.vehicle.plate,
  };
}
