import { eq } from 'drizzle-orm';
import { firstRow } from '../src/db/rows';
import { invoices, subscriptions, vehicles } from '../src/db/schema';
import type { PaymentDeps } from '../src/lib/payment-deps';
import type { wizardData } from './checkout-fixtures';
import type { TestApp } from './test-app';

// What the portal's pass tests (cancel, pause) read besides the HTTP answers: the pass a plate names,
// its invoices, and the app's services on the sandbox's clock for the jobs a test runs by hand.

export type PassKey = { email: string; plate: string };

/** The portal's key of a pass bought through the signup. */
export const passKeyOf = (wizard: ReturnType<typeof wizardData>): PassKey => ({
  email: wizard.personal.email,
  plate: wizard.vehicle.plate,
});

/** The pass a plate names, as stored. */
export async function passOfPlate(t: TestApp, plate: string) {
  const row = await firstRow(
    t.db
      .select({ s: subscriptions })
      .from(subscriptions)
      .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
      .where(eq(vehicles.plate, plate))
      .limit(1),
  );
  if (!row) throw new Error(`no pass for plate ${plate}`);
  return row.s;
}

export const invoicesOfPass = async (t: TestApp, subscriptionId: number) =>
  t.db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));

/** The app's services on its own clock (real time plus the sandbox's offset), for a job run by hand. */
export const jobDepsOf = (t: TestApp): PaymentDeps => ({
  db: t.db,
  config: t.config,
  now: () => t.sandbox?.clockNow() ?? new Date(),
  payments: t.payments,
  mail: t.mail,
  log: () => {},
});
