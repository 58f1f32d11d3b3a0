import { eq } from 'drizzle-orm';
import { customers, subscriptions, vehicles } from '../src/db/schema';
import { decodeEml, outboxMessages } from './checkout-fixtures';
import { insertPass } from './fixtures';
import type { TestApp } from './test-app';

/** A pass staff-made style (no provider customer), with the e-mail and plate the portal asks for. */
export function portalPass(
  t: TestApp,
  options: {
    nextRenewalDate: string;
    language?: 'en' | 'es';
    autopay?: boolean;
    discountCyclesLeft?: number;
  },
) {
  const subscription = insertPass(t.db, { nextRenewalDate: options.nextRenewalDate });
  t.db
    .update(subscriptions)
    .set({ autopay: options.autopay ?? false, discountCyclesLeft: options.discountCyclesLeft ?? 0 })
    .where(eq(subscriptions.id, subscription.id))
    .run();
  const customer = t.db.select().from(customers).where(eq(customers.id, subscription.customerId)).get()!;
  if (options.language) {
    t.db.update(customers).set({ language: options.language }).where(eq(customers.id, customer.id)).run();
  }
  const vehicle = t.db.select().from(vehicles).where(eq(vehicles.id, subscription.vehicleId)).get()!;
  return { id: subscription.id, customerId: customer.id, email: customer.email, plate: vehicle.plate };
}

/** The newest e-mail sent to `to`, decoded as a person reads it. */
export function lastMailTo(t: TestApp, to: string): string | null {
  const mine = outboxMessages(t)
    .map(decodeEml)
    .filter((message) => message.includes(`To: ${to}`));
  return mine.at(-1) ?? null;
}

/** The one-time code in the newest code e-mail to `to`. */
export function lastCodeTo(t: TestApp, to: string): string {
  const code = lastMailTo(t, to)?.match(/(\d{6}) is your Border Garage code|(\d{6}) es su código/);
  if (!code) throw new Error(`no code e-mail to ${to}`);
  return (code[1] ?? code[2]) as string;
}

/** The `/pay?token=...` token in the newest link e-mail to `to`. */
export function lastLinkTokenTo(t: TestApp, to: string): string {
  const match = lastMailTo(t, to)?.match(/\/pay\?token=([A-Za-z0-9._-]+)/);
  if (!match?.[1]) throw new Error(`no link e-mail to ${to}`);
  return match[1];
}
