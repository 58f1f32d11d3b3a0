import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buyAutopay,
  CARDS,
  decodeEml,
  json,
  outboxMessages,
  wizardData,
} from '../../../test/checkout-fixtures';
import { eventActions } from '../../../test/fixtures';
import { signIn } from '../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createApp } from '../../app';
import { addDays, renewalDateFor, todayInTimeZone } from '../../contract/calendar-date';
import { renewalChargeAt } from '../../contract/renewal-calendar';
import { firstRow } from '../../db/rows';
import { customers, events, invoices, sales, subscriptions, vehicles } from '../../db/schema';
import { SandboxPayments } from '../../providers/payments/sandbox/sandbox-payments';
import { databaseSandboxStore } from '../../providers/payments/sandbox/sandbox-store';

let t: TestApp;
afterEach(() => t?.cleanup());

describe('autopay renewals', () => {
  it('bills renewals on the sandbox test clock: 12% off for 3 cycles, then the full price', async () => {
    t = await createTestApp();
    await buyAutopay(t, wizardData());
    const amounts: number[] = [];
    for (let month = 0; month < 3; month++) {
      const res = await t.client.api.sandbox['advance-clock'].$post({ json: { days: 31 } });
      expect(res.status).toBe(200);
      const body = await json<{ invoices: { amount_cents: number; status: string }[] }>(res);
      expect(body.invoices).toHaveLength(1);
      amounts.push(...body.invoices.map((invoice) => invoice.amount_cents));
    }
    expect(amounts).toEqual([22_000, 22_000, 25_000]);
    const [subscription] = await t.db.select().from(subscriptions);
    expect(subscription?.discountCyclesLeft).toBe(0);
    expect((await t.db.select().from(invoices)).map((row) => row.amountCents)).toEqual([
      22_000, 22_000, 22_000, 25_000,
    ]);
    expect((await t.db.select().from(sales)).every((row) => row.type === 'autopay')).toBe(true);
    expect((await eventActions(t.db)).filter((action) => action === 'Auto-Pay charged')).toHaveLength(3);
    // Each renewal moves the pass on: the new period starts on the sandbox's billing date.
    expect(
      subscription?.nextRenewalDate && subscription.nextRenewalDate > (subscription.startDate ?? ''),
    ).toBe(true);
  });

  it('charges on the renewal date the pass shows (06:00 garage time) and then runs R+1 .. renewalDateFor(R+1)', async () => {
    t = await createTestApp();
    await buyAutopay(t, wizardData());
    const pass = await firstRow(t.db.select().from(subscriptions).limit(1));
    const renewal = pass?.nextRenewalDate ?? '';
    const chargeAt = renewalChargeAt(renewal, t.config.garageTz).getTime();
    const clockNow = t.sandbox?.clockNow().getTime() ?? 0;
    const hoursBefore = Math.floor((chargeAt - clockNow) / 3_600_000);
    const early = await t.client.api.sandbox['advance-clock'].$post({ json: { hours: hoursBefore } });
    expect((await json<{ invoices: unknown[] }>(early)).invoices).toEqual([]);
    expect(todayInTimeZone(t.config.garageTz, t.sandbox?.clockNow())).toBe(renewal);

    const charged = await t.client.api.sandbox['advance-clock'].$post({ json: { hours: 1 } });
    expect((await json<{ invoices: { status: string }[] }>(charged)).invoices).toMatchObject([
      { status: 'paid' },
    ]);
    const renewed = await firstRow(t.db.select().from(subscriptions).limit(1));
    expect(renewed?.currentPeriodStart).toBe(addDays(renewal, 1));
    expect(renewed?.nextRenewalDate).toBe(renewalDateFor(addDays(renewal, 1)));
    const chargedEvent = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Auto-Pay charged')).limit(1),
    );
    expect(JSON.parse(chargedEvent?.payload ?? '{}')).toEqual({
      client_id: 1,
      subscription_id: pass?.id,
      customer: 'Ana López',
      plate: (await firstRow(t.db.select().from(vehicles).limit(1)))?.plate,
      plan: 'Monthly pass – Autopay',
      amount_usd: '220.00',
      invoice: 2,
      current_period_start: addDays(renewal, 1),
      next_renewal_date: renewalDateFor(addDays(renewal, 1)),
      discount_cycles_left: 1,
    });
  });

  it('tells staff what an autopay checkout bought, with a renewal date across the year end', async () => {
    t = await createTestApp({ now: () => new Date('2025-12-31T20:00:00Z') });
    const { wizard } = await buyAutopay(t, wizardData());
    const payloads = (await t.db.select().from(events)).map((row) => [row.action, JSON.parse(row.payload)]);
    const common = { client_id: 1, subscription_id: 1, customer: 'Ana López', plate: wizard.vehicle.plate };
    expect(payloads).toEqual([
      [
        'Payment received',
        {
          ...common,
          type: 'car',
          plan: 'Monthly pass – Autopay',
          amount_usd: '220.00',
          invoice: 1,
          autopay: true,
          start_date: '2025-12-31',
          current_period_start: '2025-12-31',
          next_renewal_date: '2026-01-30',
        },
      ],
      [
        'Autopay toggled',
        {
          ...common,
          autopay: true,
          discount_cycles_left: 2,
          reason: 'checkout',
          next_renewal_date: '2026-01-30',
        },
      ],
    ]);
    expect((await firstRow(t.db.select().from(sales).limit(1)))?.type).toBe('autopay');
  });

  it('reports a renewal that fails without the visitor (3-D Secure card) as Auto-Pay failed', async () => {
    t = await createTestApp();
    await buyAutopay(t, wizardData(), CARDS.threeDSecure, 'complete');
    await t.client.api.sandbox['advance-clock'].$post({ json: { days: 31 } });
    expect(await eventActions(t.db)).toContain('Auto-Pay failed');
    const failed = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Auto-Pay failed')).limit(1),
    );
    expect(JSON.parse(failed?.payload ?? '{}')).toMatchObject({
      amount_usd: '220.00',
      // Read from the payment intent's last_payment_error, as Stripe reports a decline: its code only.
      decline_code: 'authentication_required',
      attempt: 1,
    });
  });
});

describe('a declined autopay renewal', () => {
  const renewalMails = (t: TestApp, to: string) =>
    outboxMessages(t)
      .map(decodeEml)
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes('No pudimos cobrar su tarjeta'));

  it('is tried on R, R+3 and R+7 with an e-mail each time, then autopay ends and the pass lapses', async () => {
    t = await createTestApp();
    await buyAutopay(t, wizardData(), CARDS.threeDSecure, 'complete');
    const pass = await firstRow(t.db.select().from(subscriptions).limit(1));
    const customer = await firstRow(t.db.select().from(customers).limit(1));
    await t.db.update(customers).set({ language: 'es' });
    const renewal = pass?.nextRenewalDate ?? '';
    const chargeAt = renewalChargeAt(renewal, t.config.garageTz).getTime();
    const hours = Math.ceil((chargeAt - (t.sandbox?.clockNow().getTime() ?? 0)) / 3_600_000);
    const attempts: { invoices: { status: string }[] }[] = [];
    for (const step of [{ hours }, { days: 3 }, { days: 4 }]) {
      attempts.push(await json(await t.client.api.sandbox['advance-clock'].$post({ json: step })));
    }
    expect(attempts.map((body) => body.invoices.map((invoice) => invoice.status))).toEqual([
      ['open'],
      ['open'],
      ['open'],
    ]);
    const failures = (await t.db.select().from(events).where(eq(events.action, 'Auto-Pay failed'))).map(
      (row) => JSON.parse(row.payload) as { attempt: number; next_attempt_at: string | null },
    );
    expect(failures.map((failure) => failure.attempt)).toEqual([1, 2, 3]);
    expect(
      failures.map(
        (failure) =>
          failure.next_attempt_at && todayInTimeZone(t.config.garageTz, new Date(failure.next_attempt_at)),
      ),
    ).toEqual([addDays(renewal, 3), addDays(renewal, 7), null]);
    const mails = renewalMails(t, customer?.email ?? '');
    expect(mails).toHaveLength(3);
    // R at the charge hour, still valid: a new card now keeps it; waiting keeps the gate open through R+7.
    expect(mails[0]).toContain('Cambie su tarjeta ahora');
    expect(mails[0]).toContain(`intentaremos cobrar a esta tarjeta de nuevo el`);
    expect(mails[0]).toContain('su tarjeta y su placa siguen abriendo la puerta');
    expect(mails[0]).toContain('Motivo: El banco pide que usted confirme cada cobro');
    // R+3: past its paid days, still in grace until the last attempt.
    expect(mails[1]).toContain('su espacio sigue reservado para usted');
    expect(mails[2]).toContain('Ese fue el último intento');
    expect(mails[2]).toContain('El acceso está suspendido');
    // Signs the reader in; no e-mail address in the URL any more. While retries remain the link changes
    // the card; after the last one it renews by hand (a new card would no longer be charged).
    expect(mails[0]).toMatch(/\/change-card\?plate=[^&\s]+&signin=[0-9a-z]+\./);
    expect(mails[0]).not.toContain('/change-card?email=');
    expect(mails[2]).toMatch(/\/renew\?plate=[^&\s]+&signin=[0-9a-z]+\./);
    expect(mails[2]).not.toContain('/change-card');
    expect(mails[2]).not.toContain('/renew?email=');

    const after = await firstRow(t.db.select().from(subscriptions).limit(1));
    expect(after).toMatchObject({ autopay: false, discountCyclesLeft: 0, nextRenewalDate: renewal });
    const toggled = (await t.db.select().from(events).where(eq(events.action, 'Autopay toggled'))).at(-1);
    expect(JSON.parse(toggled?.payload ?? '{}')).toMatchObject({
      autopay: false,
      reason: 'renewal_failed',
    });
    // The app clock moved with the test clock: at R+7 the unpaid pass has lapsed.
    const plate = (await firstRow(t.db.select().from(vehicles).limit(1)))?.plate ?? '';
    const key = { email: customer?.email ?? '', plate };
    await signIn(t, key);
    const standing = await t.call('GET', `/api/payments-public/subscription?${new URLSearchParams(key)}`);
    expect(await json(standing)).toMatchObject({ status: 'expired', autopay_enabled: false, days_ago: 7 });
    // Canceled: nothing is billed any more.
    const later = await t.client.api.sandbox['advance-clock'].$post({ json: { days: 40 } });
    expect((await json<{ invoices: unknown[] }>(later)).invoices).toEqual([]);
    expect((await eventActions(t.db)).filter((action) => action === 'Auto-Pay failed')).toHaveLength(3);
  });

  it('e-mails a receipt in the customer language when a renewal is paid', async () => {
    t = await createTestApp();
    await buyAutopay(t, wizardData());
    await t.db.update(customers).set({ language: 'es' });
    const customer = await firstRow(t.db.select().from(customers).limit(1));
    await t.client.api.sandbox['advance-clock'].$post({ json: { days: 31 } });
    const receipt = outboxMessages(t)
      .map(decodeEml)
      .filter((mail) => mail.includes(`To: ${customer?.email}`))
      .at(-1);
    expect(receipt).toContain('se renovó automáticamente');
    expect(receipt).toContain('$220.00 USD');
  });
});

describe('the sandbox after a restart', () => {
  it('loads its subscriptions from the database and bills them on their date', async () => {
    t = await createTestApp();
    await buyAutopay(t, wizardData());
    await t.client.api.sandbox['advance-clock'].$post({ json: { days: 2 } });
    const before = await firstRow(t.db.select().from(subscriptions).limit(1));
    // A new process: a fresh sandbox and app over the same database, nothing kept in memory.
    const restarted = new SandboxPayments({
      enabled: true,
      log: () => {},
      timeZone: t.config.garageTz,
      store: databaseSandboxStore(t.db),
    });
    createApp({
      db: t.db,
      config: t.config,
      payments: restarted,
      mail: t.mail,
      captcha: t.captcha,
      log: () => {},
    });
    await restarted.ready;
    expect(restarted.clockOffsetMs()).toBe(2 * 86_400_000);
    const billed = await restarted.advanceClock(29 * 86_400);
    expect(billed.invoices).toMatchObject([{ status: 'paid', amount_cents: 22_000 }]);
    const after = await firstRow(t.db.select().from(subscriptions).limit(1));
    expect(after?.nextRenewalDate).toBe(renewalDateFor(addDays(before?.nextRenewalDate ?? '', 1)));
    expect(await eventActions(t.db)).toContain('Auto-Pay charged');
  });
});
