import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buyAutopay,
  buyOneTime,
  CARDS,
  confirm,
  createIntent,
  decodeEml,
  json,
  outboxMessages,
  wizardData,
} from '../../../test/checkout-fixtures';
import { eventActions } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createApp } from '../../app';
import { addDays, renewalDateFor, todayInTimeZone } from '../../contract/calendar-date';
import { checkouts, customers, events, invoices, sales, subscriptions, vehicles } from '../../db/schema';
import { SandboxPayments } from '../../providers/payments/sandbox-payments';
import { databaseSandboxStore } from '../../providers/payments/sandbox-store';
import { renewalChargeAt } from '../renewal-calendar';

let t: TestApp;
afterEach(() => t?.cleanup());

// 2025-03-01 05:30 UTC is still 2025-02-28 in the garage (Los Angeles).
const NOW = new Date('2025-03-01T05:30:00Z');

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
    const [subscription] = t.db.select().from(subscriptions).all();
    expect(subscription?.discountCyclesLeft).toBe(0);
    expect(
      t.db
        .select()
        .from(invoices)
        .all()
        .map((row) => row.amountCents),
    ).toEqual([22_000, 22_000, 22_000, 25_000]);
    expect(
      t.db
        .select()
        .from(sales)
        .all()
        .every((row) => row.type === 'autopay'),
    ).toBe(true);
    expect(eventActions(t.db).filter((action) => action === 'Auto-Pay charged')).toHaveLength(3);
    // Each renewal moves the pass on: the new period starts on the sandbox's billing date.
    expect(
      subscription?.nextRenewalDate && subscription.nextRenewalDate > (subscription.startDate ?? ''),
    ).toBe(true);
  });

  it('charges on the renewal date the pass shows (06:00 garage time) and then runs R+1 .. renewalDateFor(R+1)', async () => {
    t = await createTestApp();
    await buyAutopay(t, wizardData());
    const pass = t.db.select().from(subscriptions).get();
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
    const renewed = t.db.select().from(subscriptions).get();
    expect(renewed?.currentPeriodStart).toBe(addDays(renewal, 1));
    expect(renewed?.nextRenewalDate).toBe(renewalDateFor(addDays(renewal, 1)));
    const chargedEvent = t.db.select().from(events).where(eq(events.action, 'Auto-Pay charged')).get();
    expect(JSON.parse(chargedEvent?.payload ?? '{}')).toEqual({
      client_id: 1,
      subscription_id: pass?.id,
      customer: 'Ana López',
      plate: t.db.select().from(vehicles).get()?.plate,
      plan: 'Monthly pass – Autopay',
      amount_usd: '220.00',
      invoice: 2,
      current_period_start: addDays(renewal, 1),
      next_renewal_date: renewalDateFor(addDays(renewal, 1)),
      discount_cycles_left: 2,
    });
  });

  it('tells staff what an autopay checkout bought, with a renewal date across the year end', async () => {
    t = await createTestApp({ now: () => new Date('2025-12-31T20:00:00Z') });
    const { wizard } = await buyAutopay(t, wizardData());
    const payloads = t.db
      .select()
      .from(events)
      .all()
      .map((row) => [row.action, JSON.parse(row.payload)]);
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
          discount_cycles_left: 3,
          reason: 'Signed up with autopay at checkout',
          next_renewal_date: '2026-01-30',
        },
      ],
    ]);
    expect(t.db.select().from(sales).get()?.type).toBe('autopay');
  });

  it('reports a renewal that fails without the visitor (3-D Secure card) as Auto-Pay failed', async () => {
    t = await createTestApp();
    await buyAutopay(t, wizardData(), CARDS.threeDSecure, 'complete');
    await t.client.api.sandbox['advance-clock'].$post({ json: { days: 31 } });
    expect(eventActions(t.db)).toContain('Auto-Pay failed');
    const failed = t.db.select().from(events).where(eq(events.action, 'Auto-Pay failed')).get();
    expect(JSON.parse(failed?.payload ?? '{}')).toMatchObject({
      amount_usd: '220.00',
      // Read from the payment intent's last_payment_error, as Stripe reports a decline.
      reason: 'Your card was declined. This transaction requires authentication.',
      attempt: 1,
    });
  });
});

describe('a declined autopay renewal', () => {
  const renewalMails = (t: TestApp, to: string) =>
    outboxMessages(t)
      .map(decodeEml)
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes('/change-card?'));

  it('is tried on R, R+3 and R+7 with an e-mail each time, then autopay ends and the pass lapses', async () => {
    t = await createTestApp();
    await buyAutopay(t, wizardData(), CARDS.threeDSecure, 'complete');
    const pass = t.db.select().from(subscriptions).get();
    const customer = t.db.select().from(customers).get();
    t.db.update(customers).set({ language: 'es' }).run();
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
    const failures = t.db
      .select()
      .from(events)
      .where(eq(events.action, 'Auto-Pay failed'))
      .all()
      .map((row) => JSON.parse(row.payload) as { attempt: number; next_attempt_at: string | null });
    expect(failures.map((failure) => failure.attempt)).toEqual([1, 2, 3]);
    expect(
      failures.map(
        (failure) =>
          failure.next_attempt_at && todayInTimeZone(t.config.garageTz, new Date(failure.next_attempt_at)),
      ),
    ).toEqual([addDays(renewal, 3), addDays(renewal, 7), null]);
    const mails = renewalMails(t, customer?.email ?? '');
    expect(mails).toHaveLength(3);
    expect(mails[0]).toContain('Lo intentaremos de nuevo');
    expect(mails[2]).toContain('Ese fue el último intento');
    // Signs the reader in; no e-mail address in the URL any more.
    expect(mails[2]).toMatch(/\/change-card\?plate=[^&\s]+&signin=[0-9a-z]+\./);
    expect(mails[2]).not.toContain('/change-card?email=');

    const after = t.db.select().from(subscriptions).get();
    expect(after).toMatchObject({ autopay: false, discountCyclesLeft: 0, nextRenewalDate: renewal });
    const toggled = t.db.select().from(events).where(eq(events.action, 'Autopay toggled')).all().at(-1);
    expect(JSON.parse(toggled?.payload ?? '{}')).toMatchObject({
      autopay: false,
      reason: expect.stringContaining('Autopay ended'),
    });
    // The app clock moved with the test clock: at R+7 the unpaid pass has lapsed.
    const plate = t.db.select().from(vehicles).get()?.plate ?? '';
    const standing = await t.client.api['payments-public'].subscription.$get({
      query: { email: customer?.email ?? '', plate },
    });
    expect(await json(standing)).toMatchObject({ status: 'expired', autopay_enabled: false, days_ago: 7 });
    // Canceled: nothing is billed any more.
    const later = await t.client.api.sandbox['advance-clock'].$post({ json: { days: 40 } });
    expect((await json<{ invoices: unknown[] }>(later)).invoices).toEqual([]);
    expect(eventActions(t.db).filter((action) => action === 'Auto-Pay failed')).toHaveLength(3);
  });

  it('e-mails a receipt in the customer language when a renewal is paid', async () => {
    t = await createTestApp();
    await buyAutopay(t, wizardData());
    t.db.update(customers).set({ language: 'es' }).run();
    const customer = t.db.select().from(customers).get();
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
    const before = t.db.select().from(subscriptions).get();
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
    expect(restarted.clockOffsetMs()).toBe(2 * 86_400_000);
    const billed = await restarted.advanceClock(29 * 86_400);
    expect(billed.invoices).toMatchObject([{ status: 'paid', amount_cents: 22_000 }]);
    const after = t.db.select().from(subscriptions).get();
    expect(after?.nextRenewalDate).toBe(renewalDateFor(addDays(before?.nextRenewalDate ?? '', 1)));
    expect(eventActions(t.db)).toContain('Auto-Pay charged');
  });
});

describe('receipt e-mail', () => {
  it('writes the receipt to the outbox in Spanish for a Spanish checkout', async () => {
    t = await createTestApp({ now: () => NOW });
    const wizard = wizardData();
    const intent = await createIntent(t, wizard, 1, 'es');
    await confirm(t, intent.body.clientSecret, CARDS.visa);
    const [message] = outboxMessages(t);
    expect(message).toContain(`To: ${wizard.personal.email}`);
    expect(message).toMatch(/Subject: =\?UTF-8\?/);
    const decoded = decodeEml(message ?? '');
    expect(decoded).toContain(`Su pase mensual de estacionamiento – ${wizard.vehicle.plate}`);
    expect(decoded).toContain(`Placa: ${wizard.vehicle.plate}`);
    expect(decoded).toContain('Plan: Monthly pass');
    expect(decoded).toContain('Monto pagado: $250.00 USD');
    expect(decoded).toContain('Válido desde: 28 de febrero de 2025 00:00');
    expect(decoded).toContain('Válido hasta: 27 de marzo de 2025 23:45');
    expect(message).toContain('Content-Type: text/html');
    expect(t.db.select().from(customers).get()?.language).toBe('es');
  });

  it('writes it in English by default', async () => {
    t = await createTestApp({ now: () => NOW });
    await buyOneTime(t);
    const decoded = decodeEml(outboxMessages(t)[0] ?? '');
    expect(decoded).toContain('Valid from: February 28, 2025 00:00');
    expect(decoded).toContain('Valid through: March 27, 2025 23:45');
    expect(decoded).toContain('Amount paid: $250.00 USD');
  });

  it('keeps the pass when the mail server fails, retries, then tells staff', async () => {
    let attempts = 0;
    t = await createTestApp({
      mail: {
        kind: 'smtp',
        send: async () => {
          attempts += 1;
          throw new Error('SMTP 421 try later');
        },
        checkHealth: async () => false,
      },
    });
    const flow = await buyOneTime(t);
    expect(flow.confirmed?.body.status).toBe('succeeded');
    expect(attempts).toBe(3);
    expect(t.db.select().from(subscriptions).all()).toHaveLength(1);
    expect(eventActions(t.db)).toEqual(['Payment received', 'Receipt e-mail failed']);
    expect(t.db.select().from(checkouts).get()?.receiptSentAt).toBeNull();
  });
});

describe('GET /api/billing/receipt', () => {
  it('needs an intent and answers 404 Not found for one it does not know', async () => {
    t = await createTestApp();
    const none = await t.call('GET', '/api/billing/receipt');
    expect({ status: none.status, body: await none.json() }).toEqual({
      status: 400,
      body: {
        error: 'Give payment_intent or setup_intent',
        code: 'invalid_input',
        rule: 'receipt_intent_required',
      },
    });
    for (const query of ['payment_intent=pi_sbx_nope', 'setup_intent=seti_sbx_nope_secret_x']) {
      const res = await t.call('GET', `/api/billing/receipt?${query}`);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 404,
        body: { error: 'Not found', code: 'not_found' },
      });
    }
  });
});
