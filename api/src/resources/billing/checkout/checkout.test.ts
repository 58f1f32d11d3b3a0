import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buyAutopay,
  CARDS,
  confirm,
  consentFor,
  createIntent,
  json,
  outboxMessages,
  wizardData,
} from '../../../../test/checkout-fixtures';
import { eventActions } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { PassReceipt } from '../../../contract/billing-response';
import { ERROR_MESSAGES } from '../../../contract/error-codes';
import { firstRow } from '../../../db/rows';
import { checkouts, customers, events, invoices, sales, spaceHolds, subscriptions } from '../../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

// 2025-03-01 05:30 UTC is still 2025-02-28 in the garage (Los Angeles).
const NOW = new Date('2025-03-01T05:30:00Z');

describe('GET /api/billing/config', () => {
  it('tells the browser the sandbox is the provider', async () => {
    t = await createTestApp();
    const res = await t.client.api.billing.config.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      provider: 'sandbox',
      holdMinutes: 10,
      pass_period: { start_date: expect.any(String), next_renewal_date: expect.any(String) },
    });
  });
});

describe('one-time purchase through the sandbox', () => {
  it('holds a space, takes the payment and turns the hold into the pass', async () => {
    t = await createTestApp({ now: () => NOW });
    const wizard = wizardData();
    const intent = await createIntent(t, wizard, 1);
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({
      intentType: 'payment',
      checkoutToken: expect.any(String),
      customerId: intent.body.checkoutToken,
      clientSecret: expect.stringMatching(/^pi_sbx_\w+_secret_\w+$/),
      carId: null,
      amountCents: 25_000,
      holdExpiresAt: '2025-03-01T05:40:00.000Z',
    });
    const availability = async () =>
      json<{ open_slots: number }>(
        await t.client.api.locations[':id']['online-availability'].$get({ param: { id: '1' } }),
      );
    expect(await availability()).toMatchObject({ open_slots: 39 });

    const paymentIntent = intent.body.clientSecret.split('_secret_')[0];
    const before = await t.client.api.billing.receipt.$get({ query: { payment_intent: paymentIntent } });
    expect(before.status).toBe(404);
    expect(await before.json()).toEqual({ error: 'Not found', code: 'not_found' });

    const confirmed = await confirm(t, intent.body.clientSecret, CARDS.visa);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', intentType: 'payment' });
    // Still one space taken: the hold became the pass.
    expect(await availability()).toMatchObject({ open_slots: 39 });

    const receipt = await t.call(
      'GET',
      `/api/billing/receipt?payment_intent_client_secret=x&payment_intent=${intent.body.clientSecret}`,
    );
    expect(receipt.status).toBe(200);
    expect(await json<PassReceipt>(receipt)).toEqual({
      plate: wizard.vehicle.plate,
      plan_name: 'Monthly pass',
      plan_name_es: 'Pase mensual',
      amount_cents: 25_000,
      autopay: false,
      start_date: '2025-02-28',
      next_renewal_date: '2025-03-27',
      valid_from: '00:00',
      valid_through: '23:45',
      discount_cycles_left: 0,
      email: wizard.personal.email,
    });

    const [customer] = await t.db.select().from(customers);
    expect(customer).toMatchObject({ firstName: 'Ana', lastName: 'López', phoneDial: '+52', language: 'en' });
    const [subscription] = await t.db.select().from(subscriptions);
    expect(subscription).toMatchObject({
      statusKey: 'active',
      autopay: false,
      startDate: '2025-02-28',
      currentPeriodStart: '2025-02-28',
      nextRenewalDate: '2025-03-27',
      discountCyclesLeft: 0,
      cardId: null,
    });
    expect(await t.db.select().from(invoices)).toEqual([
      expect.objectContaining({ statusKey: 'paid', amountCents: 25_000, subscriptionId: subscription?.id }),
    ]);
    expect(await t.db.select().from(sales)).toEqual([
      expect.objectContaining({ type: 'manual', amountCents: 25_000 }),
    ]);
    expect(await t.db.select().from(spaceHolds)).toEqual([
      expect.objectContaining({ releasedAt: NOW.toISOString() }),
    ]);
    expect(await eventActions(t.db)).toEqual(['Payment received']);
    const [event] = await t.db.select().from(events);
    expect(JSON.parse(event?.payload ?? '{}')).toMatchObject({
      customer: 'Ana López',
      plate: wizard.vehicle.plate,
      plan: 'Monthly pass',
      amount_usd: '250.00',
      invoice: expect.any(Number),
    });
    expect(outboxMessages(t)).toHaveLength(1);
  });
});

describe('autopay purchase through the sandbox', () => {
  it('saves the card, subscribes with 12% off for 3 cycles and makes the autopay pass', async () => {
    t = await createTestApp({ now: () => NOW });
    const wizard = wizardData();
    const flow = await buyAutopay(t, wizard);
    expect(flow.intent.body).toMatchObject({
      intentType: 'setup',
      clientSecret: expect.stringMatching(/^seti_sbx_/),
      amountCents: 22_000,
    });
    expect(flow.setup.body).toMatchObject({
      status: 'succeeded',
      paymentMethod: expect.stringMatching(/^pm_sbx_/),
    });
    expect(flow.subscribed).toEqual({
      status: 200,
      body: {
        customerId: flow.intent.body.customerId,
        carId: null,
        subscriptionId: expect.stringMatching(/^sub_sbx_/),
        requiresAction: false,
        paymentIntentClientSecret: null,
        chargedNow: true,
        isFirstPurchase: true,
        hasAccessCard: false,
      },
    });
    expect(await t.db.select().from(subscriptions)).toEqual([
      expect.objectContaining({
        statusKey: 'active',
        autopay: true,
        discountCyclesLeft: 2,
        startDate: '2025-02-28',
        nextRenewalDate: '2025-03-27',
        providerSubscriptionId: flow.subscribed.body.subscriptionId,
        providerCustomerId: (await firstRow(t.db.select().from(checkouts).limit(1)))?.providerCustomerId,
      }),
    ]);
    expect(await t.db.select().from(sales)).toEqual([
      expect.objectContaining({ type: 'autopay', amountCents: 22_000 }),
    ]);
    expect(await eventActions(t.db)).toEqual(['Payment received', 'Autopay toggled']);
    const toggled = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Autopay toggled')).limit(1),
    );
    expect(JSON.parse(toggled?.payload ?? '{}')).toMatchObject({ autopay: true, discount_cycles_left: 2 });

    const receipt = await t.client.api.billing.receipt.$get({
      query: { setup_intent: flow.intent.body.clientSecret },
    });
    expect(await receipt.json()).toMatchObject({
      autopay: true,
      amount_cents: 22_000,
      discount_cycles_left: 2,
    });
  });

  it('asks for 3-D Secure once, when saving the card, and charges the first payment without asking again', async () => {
    t = await createTestApp();
    const flow = await buyAutopay(t, wizardData(), CARDS.threeDSecure);
    expect(flow.setup.body.status).toBe('succeeded');
    expect(flow.subscribed.body).toMatchObject({ requiresAction: false, chargedNow: true });
    expect(flow.firstPayment).toBeNull();
    const receipt = await t.client.api.billing.receipt.$get({
      query: { setup_intent: flow.intent.body.clientSecret },
    });
    expect(receipt.status).toBe(200);
  });

  it('answers 402 with the decline codes when the first payment is declined', async () => {
    t = await createTestApp();
    const flow = await buyAutopay(t, wizardData(), CARDS.insufficientFunds);
    expect(flow.setup.body.status).toBe('succeeded');
    expect(flow.subscribed).toEqual({
      status: 402,
      body: {
        error: 'Your card has insufficient funds.',
        code: 'payment_failed',
        payment_code: 'card_declined',
        decline_code: 'insufficient_funds',
      },
    });
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);
    expect((await firstRow(t.db.select().from(checkouts).limit(1)))?.status).toBe('open');
  });

  it('refuses an American Express card at subscribe', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const intent = await createIntent(t, wizard, 2);
    // Straight to the provider, as if the browser had bypassed the garage's own Amex check.
    const setup = await t.sandbox!.confirm(intent.body.clientSecret, {
      number: '378282246310005',
      expMonth: 12,
      expYear: 2030,
      cvc: '1234',
    });
    const res = await t.client.api.billing.subscribe.$post({
      json: {
        customerId: intent.body.customerId,
        paymentMethod: setup.paymentMethod ?? '',
        planId: 2,
        wizardData: wizard,
        website: '',
        consent: consentFor(2),
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'We do not accept American Express. Please use Visa or Mastercard.',
      code: 'amex_not_accepted',
    });
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);
  });

  it('rejects subscribe without a checkout, with a foreign card, or for the one-time plan', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const intent = await createIntent(t, wizard, 2);
    const base = {
      customerId: intent.body.customerId,
      paymentMethod: 'pm_sbx_unknown',
      planId: 2,
      wizardData: wizard,
      consent: consentFor(2),
    };
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [
        { ...base, customerId: 'cus_sbx_other' },
        409,
        { error: ERROR_MESSAGES.checkout_not_found, code: 'checkout_not_found' },
      ],
      [base, 400, { error: 'No payment information received', code: 'no_payment_information' }],
      [
        { ...base, paymentMethod: '' },
        400,
        {
          error: 'No payment information received',
          code: 'invalid_input',
          field: 'paymentMethod',
          rule: 'payment_method',
        },
      ],
      [{ ...base, planId: 1 }, 400, { error: ERROR_MESSAGES.autopay_only, code: 'autopay_only' }],
      [{ ...base, planId: 99 }, 400, { error: ERROR_MESSAGES.plan_not_found, code: 'plan_not_found' }],
      [{ ...base, website: 'spam' }, 400, { error: ERROR_MESSAGES.honeypot, code: 'honeypot' }],
      [
        { ...base, wizardData: wizardData({ vehicle: { plate: 'OTHER1' } }) },
        409,
        { error: ERROR_MESSAGES.vehicle_changed, code: 'vehicle_changed' },
      ],
    ];
    for (const [body, status, expected] of cases) {
      const res = await t.call('POST', '/api/billing/subscribe', { body });
      expect({ status: res.status, body: await res.json() }).toEqual({ status, body: expected });
    }
  });
});

describe('declined one-time payments', () => {
  it('keeps the checkout open so the visitor can try another card', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const intent = await createIntent(t, wizard);
    const declined = await confirm(t, intent.body.clientSecret, CARDS.declined);
    expect(declined.body).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(await firstRow(t.db.select().from(checkouts).limit(1))).toMatchObject({
      status: 'open',
      lastError: 'Your card was declined.',
    });
    const retried = await confirm(t, intent.body.clientSecret, CARDS.mastercard);
    expect(retried.body.status).toBe('succeeded');
    expect(await t.db.select().from(subscriptions)).toHaveLength(1);
  });
});
