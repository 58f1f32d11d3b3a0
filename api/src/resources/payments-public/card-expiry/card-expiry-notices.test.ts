import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advanceClockTo, clockNow } from '../../../../test/autopay-fixtures';
import { buyAutopay, decodeEml, outboxMessages, wizardData } from '../../../../test/checkout-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { SubscriptionResponse } from '../../../contract/portal';
import { customers } from '../../../db/schema';
import { appClock } from '../../../lib/app-clock';
import { EXPIRING_TEST_CARD } from '../../../providers/payments/sandbox/test-cards';
import { sendCardExpiryNotices } from './card-expiry-notices';

// Over the sandbox's own clock: a real autopay purchase with the sandbox's soon-expiring card, the
// job run as the scheduler runs it, and the portal read the owner sees.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const run = async () =>
  sendCardExpiryNotices({
    db: t.db,
    config: t.config,
    now: appClock(t.payments),
    mail: t.mail,
    log: () => {},
    payments: t.payments,
  });

const mailsTo = (email: string) =>
  outboxMessages(t)
    .map(decodeEml)
    .filter(
      (message) => message.includes(`To: ${email}`) && /card|tarjeta/i.test(message.split('\n\n')[0] ?? ''),
    );

const subjectOf = (message: string | undefined) => /^Subject: (.*)$/m.exec(message ?? '')?.[1] ?? '';

/** 19:00 UTC (late morning at the garage) on the first day of the month after the clock's. */
async function firstOfNextMonth(): Promise<Date> {
  const now = await clockNow(t);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 19));
}

/** The dashboard's read, signed in afresh: a kept session lasts 30 days and the clock moves further. */
async function subscriptionOf(pass: { email: string; plate: string }): Promise<SubscriptionResponse> {
  await signIn(t, pass, { device: null });
  const res = await t.call('GET', `/api/payments-public/subscription?${new URLSearchParams(pass)}`);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body as SubscriptionResponse;
}

describe('card expiry notices', () => {
  it('e-mails 30 and 7 days before the saved card expires, once each, in the customer language', async () => {
    const start = await firstOfNextMonth();
    await advanceClockTo(t, start);
    const bought = await buyAutopay(t, wizardData(), EXPIRING_TEST_CARD);
    expect(bought.subscribed.status).toBe(200);
    const pass = { email: bought.wizard.personal.email, plate: bought.wizard.vehicle.plate };
    // A card that works for years gets nothing.
    const safe = await buyAutopay(t, wizardData());
    expect(safe.subscribed.status).toBe(200);

    // The card works through the last day of this month: 27 to 30 days left, the 30-day notice.
    const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0, 19));
    expect(await run()).toBe(1);
    const [first] = mailsTo(pass.email);
    expect(subjectOf(first)).toBe(`The card for your parking pass expires soon – ${pass.plate}`);
    expect(first).toContain('ending in 3030');
    const link = new URL(/https?:\/\/\S+\/change-card\S*/.exec(first ?? '')?.[0] ?? 'http://x/');
    expect(link.pathname).toBe('/change-card');
    expect(link.searchParams.get('plate')).toBe(pass.plate);
    expect(link.searchParams.get('signin')).toMatch(/^[0-9a-z]+\./);
    expect(mailsTo(safe.wizard.personal.email)).toEqual([]);
    expect(await run()).toBe(0);

    // The portal warns while the card has 30 days or less.
    const before = await subscriptionOf(pass);
    expect(before.card_expiry).toMatchObject({ brand: 'visa', last4: '3030' });
    expect(before.card_expiry?.last_day).toBe(lastDay.toISOString().slice(0, 10));

    // Seven days before its last day: the second notice, in Spanish now that the customer reads it.
    await t.db.update(customers).set({ language: 'es' }).where(eq(customers.email, pass.email));
    await advanceClockTo(t, new Date(lastDay.getTime() - 8 * 86_400_000));
    expect(await run()).toBe(0);
    await advanceClockTo(t, new Date(lastDay.getTime() - 7 * 86_400_000));
    expect(await run()).toBe(1);
    expect(subjectOf(mailsTo(pass.email).at(-1))).toBe(
      `La tarjeta de su pase de estacionamiento vence pronto – ${pass.plate}`,
    );
    expect(await run()).toBe(0);
    await advanceClockTo(t, new Date(lastDay.getTime() + 2 * 86_400_000));
    expect(await run()).toBe(0);
    expect(mailsTo(pass.email)).toHaveLength(2);
    expect((await subscriptionOf(pass)).card_expiry?.days_left).toBeLessThan(0);
  });
});

describe("the portal's next charge", () => {
  it('is what the sandbox then charges, on that day', async () => {
    await advanceClockTo(t, await firstOfNextMonth());
    const bought = await buyAutopay(t, wizardData());
    const pass = { email: bought.wizard.personal.email, plate: bought.wizard.vehicle.plate };
    for (let month = 0; month < 4; month += 1) {
      const shown = (await subscriptionOf(pass)).next_charge;
      expect(shown).not.toBeNull();
      const day = new Date(`${shown?.date}T00:00:00Z`);
      // Nothing is charged the day before; on the day, exactly the amount shown.
      const billed: { amount_cents: number }[] = [];
      for (let step = 0; step < 40; step += 1) {
        const res = await t.call('POST', '/api/sandbox/advance-clock', { body: { days: 1, hours: 0 } });
        const body = (await res.json()) as { now: string; invoices: { amount_cents: number }[] };
        if (body.invoices.length > 0) {
          billed.push(...body.invoices);
          expect(body.now.slice(0, 10) >= (shown?.date ?? '')).toBe(true);
          expect(new Date(body.now).getTime() - day.getTime()).toBeLessThan(2 * 86_400_000);
          break;
        }
      }
      expect(billed).toEqual([expect.objectContaining({ amount_cents: shown?.amount_cents })]);
    }
  });
});
