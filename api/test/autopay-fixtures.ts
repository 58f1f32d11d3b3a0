import { eq } from 'drizzle-orm';
import { firstRow } from '../src/db/rows';
import { customers, subscriptions, vehicles } from '../src/db/schema';
import { confirm, decodeEml, outboxMessages } from './checkout-fixtures';
import { insertPass } from './fixtures';
import type { TestApp } from './test-app';

/** A pass staff-made style (no provider customer), with the e-mail and plate the portal asks for. */
export async function portalPass(
  t: TestApp,
  options: {
    nextRenewalDate: string;
    language?: 'en' | 'es';
    autopay?: boolean;
    discountCyclesLeft?: number;
  },
) {
  const subscription = await insertPass(t.db, { nextRenewalDate: options.nextRenewalDate });
  await t.db
    .update(subscriptions)
    .set({ autopay: options.autopay ?? false, discountCyclesLeft: options.discountCyclesLeft ?? 0 })
    .where(eq(subscriptions.id, subscription.id));
  const customer = (await firstRow(
    t.db.select().from(customers).where(eq(customers.id, subscription.customerId)).limit(1),
  ))!;
  if (options.language) {
    await t.db.update(customers).set({ language: options.language }).where(eq(customers.id, customer.id));
  }
  const vehicle = (await firstRow(
    t.db.select().from(vehicles).where(eq(vehicles.id, subscription.vehicleId)).limit(1),
  ))!;
  return { id: subscription.id, customerId: customer.id, email: customer.email, plate: vehicle.plate };
}

/** The newest e-mail sent to `to`, decoded as a person reads it. */
export function lastMailTo(t: TestApp, to: string): string | null {
  const mine = outboxMessages(t)
    .map(decodeEml)
    .filter((message) => message.includes(`To: ${to}`));
  return mine.at(-1) ?? null;
}

/** The `/pay?token=...` token in the newest link e-mail to `to`. */
export function lastLinkTokenTo(t: TestApp, to: string): string {
  const match = lastMailTo(t, to)?.match(/\/pay\?token=([A-Za-z0-9._-]+)/);
  if (!match?.[1]) throw new Error(`no link e-mail to ${to}`);
  return match[1];
}

/** The hosted card set-up as a person completes it on the sandbox's page (`/sandbox-checkout?session=`). */
export async function completeHostedSetup(t: TestApp, url: string, cardNumber: string) {
  const sessionId = new URL(url).searchParams.get('session') ?? '';
  const opened = await t.call('GET', `/api/sandbox/sessions/${sessionId}`);
  const session = (await opened.json()) as { client_secret: string };
  const confirmed = await confirm(t, session.client_secret, cardNumber);
  const done = await t.call('POST', `/api/sandbox/sessions/${sessionId}/complete`);
  return {
    sessionId,
    confirmed: confirmed.body,
    status: done.status,
    redirect: ((await done.json()) as { redirect_url?: string }).redirect_url ?? null,
  };
}

/** The portal's card change, signed in (`t.cookie`): setup intent confirmed with `cardNumber`, then confirm. */
export async function changeCard(t: TestApp, pass: { email: string; plate: string }, cardNumber: string) {
  const key = { email: pass.email, plate: pass.plate };
  const setup = await t.call('POST', '/api/payments-public/card/setup', { body: key });
  const intent = (await setup.json()) as { client_secret: string; setup_intent_id: string };
  await confirm(t, intent.client_secret, cardNumber);
  const confirmed = await t.call('POST', '/api/payments-public/card/confirm', {
    body: { ...key, setup_intent_id: intent.setup_intent_id },
  });
  return { intent, status: confirmed.status, body: (await confirmed.json()) as Record<string, unknown> };
}

/** The app's clock (real time plus the sandbox test clock's offset). */
export async function clockNow(t: TestApp): Promise<Date> {
  const res = await t.call('GET', '/api/sandbox/clock');
  return new Date(((await res.json()) as { now: string }).now);
}

/** Moves the sandbox test clock forward (running due billing) until it reaches `instant`. */
export async function advanceClockTo(t: TestApp, instant: Date): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const now = await clockNow(t);
    if (now.getTime() >= instant.getTime()) return;
    const hours = Math.ceil((instant.getTime() - now.getTime()) / 3_600_000);
    const step = hours >= 24 ? { days: 1, hours: 0 } : { days: 0, hours };
    const res = await t.call('POST', '/api/sandbox/advance-clock', { body: step });
    if (res.status !== 200) throw new Error(`advance-clock answered ${res.status}`);
  }
  throw new Error('the clock did not reach the instant');
}
