import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { firstRow, returnedRow } from '../../../db/rows';
import { customers, passCancellations, subscriptions, vehicles } from '../../../db/schema';
import type { MailMessage } from '../../../providers/mail/mail-provider';
import { sendRenewalReminders } from './renewal-reminders';

let t: TestApp;
let mails: MailMessage[];

beforeEach(async () => {
  mails = [];
  t = await createTestApp({
    mail: {
      kind: 'outbox',
      send: async (message) => {
        mails.push(message);
        return { messageId: 'm' };
      },
      checkHealth: async () => true,
    },
  });
});
afterEach(() => t.cleanup());

async function pass(renewal: string, options: { autopay?: boolean; language?: 'en' | 'es' } = {}) {
  const subscription = await insertPass(t.db, { nextRenewalDate: renewal });
  await t.db
    .update(subscriptions)
    .set({ autopay: options.autopay ?? false })
    .where(eq(subscriptions.id, subscription.id));
  const customer = await returnedRow(
    t.db
      .update(customers)
      .set({ language: options.language ?? 'en' })
      .where(eq(customers.id, subscription.customerId))
      .returning(),
  );
  const vehicle = await firstRow(
    t.db.select().from(vehicles).where(eq(vehicles.id, subscription.vehicleId)).limit(1),
  );
  return { email: customer.email, plate: vehicle?.plate ?? '' };
}

/** Runs the job at noon (garage time) on `day`. */
const runOn = async (day: string) =>
  sendRenewalReminders({
    db: t.db,
    config: t.config,
    mail: t.mail,
    log: () => {},
    now: () => new Date(`${day}T20:00:00Z`),
  });

describe('sendRenewalReminders', () => {
  it('e-mails passes without autopay 7 days and 1 day ahead, once each', async () => {
    const inSeven = await pass('2026-03-17');
    const inOne = await pass('2026-03-11');
    await pass('2026-03-25'); // too far
    await pass('2026-03-17', { autopay: true }); // autopay renews by itself

    expect(await runOn('2026-03-10')).toBe(2);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [inSeven.email, `Your parking pass ends in 7 days – ${inSeven.plate}`],
      [inOne.email, `Your parking pass ends in 1 day – ${inOne.plate}`],
    ]);
    const link = new URL(/https?:\/\/\S+\/renew\S*/.exec(mails[0]?.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe('/renew');
    // The page learns the e-mail from the session the link signs in to.
    expect(link.searchParams.get('email')).toBeNull();
    expect(link.searchParams.get('plate')).toBe(inSeven.plate);
    expect(link.searchParams.get('signin')).toMatch(/^[0-9a-z]+\./);

    // Run again the same day and the following days: nothing twice, then the 1-day reminder.
    expect(await runOn('2026-03-10')).toBe(0);
    expect(await runOn('2026-03-11')).toBe(0);
    expect(await runOn('2026-03-16')).toBe(1);
    expect(mails.at(-1)?.subject).toBe(`Your parking pass ends in 1 day – ${inSeven.plate}`);
    expect(await runOn('2026-03-17')).toBe(0);
  });

  it('sends nothing for a pass its owner cancelled at period end, and again once they undo', async () => {
    const leaving = await pass('2026-03-17');
    const subscriptionId = (await firstRow(
      t.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
        .where(eq(vehicles.plate, leaving.plate))
        .limit(1),
    ))!.id;
    const cancellation = await returnedRow(
      t.db
        .insert(passCancellations)
        .values({
          subscriptionId,
          reason: 'moving',
          lastDay: '2026-03-17',
          requestedAt: '2026-03-09T20:00:00Z',
          requestedBy: 'owner',
        })
        .returning(),
    );
    expect(await runOn('2026-03-10')).toBe(0);
    await t.db
      .update(passCancellations)
      .set({ undoneAt: '2026-03-15T20:00:00Z' })
      .where(eq(passCancellations.id, cancellation.id));
    expect(await runOn('2026-03-16')).toBe(1);
  });

  it('writes to a Spanish-speaking customer in Spanish', async () => {
    const spanish = await pass('2026-03-17', { language: 'es' });
    await runOn('2026-03-10');
    expect(mails[0]?.subject).toBe(`Su pase de estacionamiento vence en 7 días – ${spanish.plate}`);
    expect(mails[0]?.text).toContain('17 de marzo de 2026 a las 23:45');
    expect(mails[0]?.text).toContain('Renovar mi pase');
  });

  it('sends the reminder again for the next renewal date after a renewal', async () => {
    const renewed = await pass('2026-03-17');
    await runOn('2026-03-10');
    await t.db.update(subscriptions).set({ nextRenewalDate: '2026-04-17' });
    expect(await runOn('2026-04-10')).toBe(1);
    expect(mails.map((m) => m.to)).toEqual([renewed.email, renewed.email]);
  });
});
