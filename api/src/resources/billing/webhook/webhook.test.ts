import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARDS, consentFor, createIntent, json, wizardData } from '../../../../test/checkout-fixtures';
import { type FakeStripe, startFakeStripe } from '../../../../test/fake-stripe-server';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { SubscribeResponse } from '../../../contract/billing-response';
import { ERROR_MESSAGES } from '../../../contract/error-codes';
import { checkouts, events, invoices, processedProviderEvents, subscriptions } from '../../../db/schema';
import { StripePayments } from '../../../providers/payments/stripe-payments';

let t: TestApp;
let fake: FakeStripe;

beforeEach(async () => {
  fake = await startFakeStripe();
  const payments = new StripePayments({
    secretKey: fake.apiKey,
    webhookSecret: fake.webhookSecret,
    publishableKey: 'pk_test_fake',
    api: fake.api,
    maxNetworkRetries: 0,
  });
  t = await createTestApp({ payments });
});
afterEach(async () => {
  t.cleanup();
  await fake.close();
});

const postWebhook = (payload: string, signature?: string) =>
  t.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: payload,
  });

const count = (table: typeof subscriptions | typeof invoices | typeof events) =>
  t.db.select().from(table).all().length;
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** A one-time checkout paid in the browser; returns the signed payment_intent.succeeded event. */
async function paidOneTime(cardNumber: string = CARDS.visa) {
  const wizard = wizardData();
  const intent = await createIntent(t, wizard, 1);
  expect(intent.status).toBe(200);
  const paid = fake.confirmPaymentIntent(intentIdOf(intent.body.clientSecret), cardNumber);
  const event = fake.event('payment_intent.succeeded', paid);
  return { wizard, intent, paid, event, signature: fake.sign(event.payload) };
}

describe('POST /api/billing/webhook (Stripe)', () => {
  it('tells the browser to use Stripe Elements with the publishable key', async () => {
    expect(await json(await t.client.api.billing.config.$get())).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      holdMinutes: 10,
    });
  });

  it('applies a correctly signed payment_intent.succeeded: the pass exists', async () => {
    const { wizard, intent, event, signature } = await paidOneTime();
    const receiptPath = `/api/billing/receipt?payment_intent=${intent.body.clientSecret}`;
    expect((await t.call('GET', receiptPath)).status).toBe(404);

    const res = await postWebhook(event.payload, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(t.db.select().from(subscriptions).all()).toEqual([
      expect.objectContaining({ statusKey: 'active' }),
    ]);
    const receipt = await t.call('GET', receiptPath);
    expect(receipt.status).toBe(200);
    expect(await receipt.json()).toMatchObject({ plate: wizard.vehicle.plate, amount_cents: 25_000 });
  });

  it('answers 200 to a replayed event and changes nothing the second time', async () => {
    const { event, signature } = await paidOneTime();
    expect((await postWebhook(event.payload, signature)).status).toBe(200);
    const replay = await postWebhook(event.payload, signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(count(subscriptions)).toBe(1);
    expect(count(invoices)).toBe(1);
    expect(
      t.db
        .select()
        .from(events)
        .all()
        .filter((row) => row.action === 'Payment received'),
    ).toHaveLength(1);
  });

  it('applies the same payment once even when it arrives under two event ids', async () => {
    const { paid, event, signature } = await paidOneTime();
    const again = fake.event('payment_intent.succeeded', paid);
    const [first, second] = await Promise.all([
      postWebhook(event.payload, signature),
      postWebhook(again.payload, fake.sign(again.payload)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(count(subscriptions)).toBe(1);
    expect(count(invoices)).toBe(1);
    expect(t.db.select().from(processedProviderEvents).all()).toHaveLength(2);
  });

  it('rejects a tampered body, a stale or a missing signature with 400 and applies nothing', async () => {
    const { event, signature } = await paidOneTime();
    const tampered = await postWebhook(event.payload.replace('"amount":25000', '"amount":1'), signature);
    expect(tampered.status).toBe(400);
    expect(await json<{ error: string }>(tampered)).toEqual({
      error: expect.stringMatching(/^Webhook signature verification failed/),
      code: 'webhook_signature_invalid',
    });
    const stale = await postWebhook(
      event.payload,
      fake.sign(event.payload, Math.floor(Date.now() / 1000) - 3600),
    );
    expect(stale.status).toBe(400);
    const wrongSecret = await postWebhook(event.payload, signature.replace(/v1=\w+/, `v1=${'0'.repeat(64)}`));
    expect(wrongSecret.status).toBe(400);
    const unsigned = await postWebhook(event.payload);
    expect(unsigned.status).toBe(400);
    expect(count(subscriptions)).toBe(0);
    expect(t.db.select().from(processedProviderEvents).all()).toHaveLength(0);
  });

  it('tolerates events out of order: a late failure report does not touch the pass', async () => {
    const { intent, paid, event, signature } = await paidOneTime();
    // Before success: a failed attempt is recorded on the checkout only.
    const failedFirst = fake.event('payment_intent.payment_failed', {
      ...paid,
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await postWebhook(failedFirst.payload, fake.sign(failedFirst.payload))).status).toBe(200);
    expect(t.db.select().from(checkouts).get()?.lastError).toBe('Your card was declined.');

    expect((await postWebhook(event.payload, signature)).status).toBe(200);
    const lateFailure = fake.event('payment_intent.payment_failed', {
      ...paid,
      status: 'requires_payment_method',
    });
    expect((await postWebhook(lateFailure.payload, fake.sign(lateFailure.payload))).status).toBe(200);
    expect(t.db.select().from(subscriptions).all()).toEqual([
      expect.objectContaining({ statusKey: 'active' }),
    ]);
    expect(t.db.select().from(checkouts).get()).toMatchObject({ status: 'fulfilled', lastError: null });
    expect(
      (await t.client.api.billing.receipt.$get({ query: { payment_intent: intent.body.clientSecret } }))
        .status,
    ).toBe(200);
  });

  it('acknowledges events it has no use for', async () => {
    const other = fake.event('customer.created', { id: 'cus_1', object: 'customer' });
    const res = await postWebhook(other.payload, fake.sign(other.payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
  });

  it('refunds an American Express payment (brand read from the payment method) and gives no pass', async () => {
    const { intent, paid, event, signature } = await paidOneTime(CARDS.amex);
    expect((await postWebhook(event.payload, signature)).status).toBe(200);
    expect(count(subscriptions)).toBe(0);
    expect(t.db.select().from(checkouts).get()).toMatchObject({ status: 'refunded', refundReason: 'amex' });
    expect([...fake.objects.values()].filter((o) => o.object === 'refund')).toEqual([
      expect.objectContaining({ payment_intent: paid.id, amount: 25_000 }),
    ]);
    const receipt = await t.client.api.billing.receipt.$get({
      query: { payment_intent: intent.body.clientSecret },
    });
    expect(receipt.status).toBe(409);
    expect(await receipt.json()).toEqual({
      error: `${ERROR_MESSAGES.amex_not_accepted} Your payment has been refunded.`,
      code: 'checkout_refunded',
      refund_reason: 'amex',
    });
    expect(
      t.db
        .select()
        .from(events)
        .all()
        .map((row) => row.action),
    ).toEqual(['Subscription refunded']);
    const refunded = t.db.select().from(events).get();
    expect(JSON.parse(refunded?.payload ?? '{}')).toMatchObject({
      reason: 'American Express is not accepted',
      amount_usd: '250.00',
    });
  });

  it('records the amount received, and keeps a failure text for support (default, at most 500 characters)', async () => {
    const { paid, event, signature } = await paidOneTime();
    const failedBare = fake.event('payment_intent.payment_failed', { ...paid, last_payment_error: null });
    expect((await postWebhook(failedBare.payload, fake.sign(failedBare.payload))).status).toBe(200);
    expect(t.db.select().from(checkouts).get()?.lastError).toBe('Payment failed');
    const replayed = await postWebhook(failedBare.payload, fake.sign(failedBare.payload));
    expect(await replayed.json()).toEqual({ received: true, duplicate: true });
    const failedLong = fake.event('payment_intent.payment_failed', {
      ...paid,
      last_payment_error: { message: 'x'.repeat(600) },
    });
    expect((await postWebhook(failedLong.payload, fake.sign(failedLong.payload))).status).toBe(200);
    expect(t.db.select().from(checkouts).get()?.lastError).toBe('x'.repeat(500));

    const partial = fake.event('payment_intent.succeeded', {
      ...paid,
      amount: 25_000,
      amount_received: 24_000,
    });
    expect((await postWebhook(partial.payload, fake.sign(partial.payload))).status).toBe(200);
    expect(
      t.db
        .select()
        .from(invoices)
        .all()
        .map((row) => row.amountCents),
    ).toEqual([24_000]);
    expect(event.id).not.toBe(partial.id);
    expect(signature).toBeTruthy();
  });

  it('acknowledges a payment for a checkout it does not know, and changes nothing', async () => {
    const { paid } = await paidOneTime();
    const stray = fake.event('payment_intent.succeeded', { ...paid, metadata: { checkout_id: '999' } });
    const res = await postWebhook(stray.payload, fake.sign(stray.payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(count(subscriptions)).toBe(0);
    expect(count(invoices)).toBe(0);
    expect(t.db.select().from(checkouts).get()?.status).toBe('open');
  });
});

describe('autopay through Stripe', () => {
  async function setUp(cardNumber: string) {
    const wizard = wizardData();
    const intent = await createIntent(t, wizard, 2);
    expect(intent.body).toMatchObject({ intentType: 'setup', clientSecret: expect.stringMatching(/^seti_/) });
    const setup = fake.confirmSetupIntent(intentIdOf(intent.body.clientSecret), cardNumber);
    const res = await t.client.api.billing.subscribe.$post({
      json: {
        customerId: intent.body.customerId,
        paymentMethod: String(setup.payment_method),
        carId: null,
        planId: 2,
        wizardData: wizard,
        website: '',
        consent: consentFor(2),
      },
    });
    return { wizard, intent, res, body: await json<SubscribeResponse & { error?: string }>(res) };
  }

  const paidInvoiceEvent = () => {
    const invoice = [...fake.objects.values()].find((o) => o.object === 'invoice' && o.status === 'paid');
    if (!invoice) throw new Error('no paid invoice');
    const event = fake.event('invoice.paid', invoice);
    return { event, signature: fake.sign(event.payload) };
  };

  it('subscribes with the coupon and makes the pass when invoice.paid arrives', async () => {
    const { wizard, intent, res, body } = await setUp(CARDS.visa);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ requiresAction: false, paymentIntentClientSecret: null, chargedNow: true });
    const { event, signature } = paidInvoiceEvent();
    expect((await postWebhook(event.payload, signature)).status).toBe(200);
    const [pass] = t.db.select().from(subscriptions).all();
    expect(pass).toEqual(
      expect.objectContaining({
        autopay: true,
        discountCyclesLeft: 3,
        providerSubscriptionId: body.subscriptionId,
        autopayConsentId: expect.any(Number),
      }),
    );
    // Charges made later without the customer present carry the consent they rely on.
    const stripeSubscription = fake.objects.get(body.subscriptionId) as { metadata?: Record<string, string> };
    expect(stripeSubscription.metadata?.consent_id).toBe(String(pass?.autopayConsentId));
    const receipt = await t.client.api.billing.receipt.$get({
      query: { setup_intent: intent.body.clientSecret },
    });
    expect(await receipt.json()).toMatchObject({
      plate: wizard.vehicle.plate,
      amount_cents: 22_000,
      autopay: true,
    });
  });

  it('returns requiresAction with the first payment client secret for 3-D Secure', async () => {
    const { body } = await setUp(CARDS.threeDSecure);
    expect(body).toMatchObject({
      requiresAction: true,
      chargedNow: false,
      paymentIntentClientSecret: expect.stringMatching(/^pi_\w+_secret_/),
    });
    fake.completeThreeDSecure(intentIdOf(body.paymentIntentClientSecret ?? ''));
    const { event, signature } = paidInvoiceEvent();
    expect((await postWebhook(event.payload, signature)).status).toBe(200);
    const receipt = await t.client.api.billing.receipt.$get({
      query: { payment_intent: body.paymentIntentClientSecret ?? '' },
    });
    expect(receipt.status).toBe(200);
  });

  it('refuses an American Express card at subscribe, before any subscription exists', async () => {
    const { res, body } = await setUp(CARDS.amex);
    expect(res.status).toBe(400);
    expect(body).toEqual({ error: ERROR_MESSAGES.amex_not_accepted, code: 'amex_not_accepted' });
    expect([...fake.objects.values()].filter((o) => o.object === 'subscription')).toHaveLength(0);
  });
  /** The subscription's open (unpaid) first invoice, as Stripe holds it after a declined or unfinished charge. */
  const openInvoice = () => {
    const invoice = [...fake.objects.values()].find((o) => o.object === 'invoice' && o.status === 'open');
    if (!invoice) throw new Error('no open invoice');
    return invoice;
  };
  const actions = () =>
    t.db
      .select()
      .from(events)
      .all()
      .map((row) => row.action);
  const signed = (type: string, object: Record<string, unknown> & { id: string }) => {
    const event = fake.event(type, object);
    return postWebhook(event.payload, fake.sign(event.payload));
  };
  /** An autopay pass made by its first paid invoice; returns the provider subscription id. */
  const autopayPass = async () => {
    const { body } = await setUp(CARDS.visa);
    const { event, signature } = paidInvoiceEvent();
    expect((await postWebhook(event.payload, signature)).status).toBe(200);
    return body.subscriptionId;
  };
  const renewalInvoice = (subscriptionId: string, fields: Record<string, unknown>) => ({
    id: `in_renewal_${Math.random().toString(36).slice(2)}`,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId, metadata: {} },
    },
    ...fields,
  });

  it('a declined first payment (after 3-D Secure) is kept on the checkout, not logged as Auto-Pay failed', async () => {
    const { body } = await setUp(CARDS.threeDSecure);
    expect(body).toMatchObject({ requiresAction: true, chargedNow: false });
    const invoice = { ...openInvoice(), attempt_count: 1 };
    const res = await signed('invoice.payment_failed', invoice);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(actions()).toEqual([]);
    expect(count(subscriptions)).toBe(0);
    expect(t.db.select().from(checkouts).get()).toMatchObject({
      status: 'open',
      lastError: 'The card was declined',
    });
    expect(t.db.select().from(processedProviderEvents).all()).toHaveLength(1);
  });

  it('records as revenue what the customer paid (amount_paid), not the invoice total', async () => {
    await setUp(CARDS.visa);
    // A credit balance covered part of the first invoice: the total stays 220.00, 200.00 was charged.
    const first = [...fake.objects.values()].find((o) => o.object === 'invoice' && o.status === 'paid');
    if (!first) throw new Error('no paid invoice');
    expect((await signed('invoice.paid', { ...first, amount_paid: 20_000, total: 22_000 })).status).toBe(200);
    const [pass] = t.db.select().from(subscriptions).all();
    expect(
      t.db
        .select()
        .from(invoices)
        .all()
        .map((row) => row.amountCents),
    ).toEqual([20_000]);
    const paid = t.db.select().from(events).where(eq(events.action, 'Payment received')).get();
    expect(JSON.parse(paid?.payload ?? '{}')).toMatchObject({ amount_usd: '200.00' });

    // A renewal fully covered by credit: nothing was charged, nothing is revenue.
    const renewal = renewalInvoice(pass?.providerSubscriptionId ?? '', { amount_paid: 0, total: 22_000 });
    expect((await signed('invoice.paid', renewal)).status).toBe(200);
    expect(
      t.db
        .select()
        .from(invoices)
        .all()
        .map((row) => row.amountCents),
    ).toEqual([20_000, 0]);
    const charged = t.db.select().from(events).where(eq(events.action, 'Auto-Pay charged')).get();
    expect(JSON.parse(charged?.payload ?? '{}')).toMatchObject({ amount_usd: '0.00' });
  });

  it('falls back to the invoice total when a renewal invoice carries no amount_paid', async () => {
    const subscriptionId = await autopayPass();
    expect((await signed('invoice.paid', renewalInvoice(subscriptionId, { total: 22_000 }))).status).toBe(
      200,
    );
    expect(
      t.db
        .select()
        .from(invoices)
        .all()
        .map((row) => row.amountCents),
    ).toEqual([22_000, 22_000]);
  });

  it('a renewal charge that fails is Auto-Pay failed with the amount due and the bank reason', async () => {
    const subscriptionId = await autopayPass();
    const declined = renewalInvoice(subscriptionId, {
      amount_due: 19_360,
      total: 22_000,
      attempt_count: 2,
      next_payment_attempt: 1_900_000_000,
      payments: {
        data: [
          {
            is_default: true,
            payment: {
              payment_intent: {
                id: 'pi_renewal',
                last_payment_error: { message: 'Your card has insufficient funds.' },
              },
            },
          },
        ],
      },
    });
    expect((await signed('invoice.payment_failed', declined)).status).toBe(200);
    const failed = t.db.select().from(events).where(eq(events.action, 'Auto-Pay failed')).get();
    expect(JSON.parse(failed?.payload ?? '{}')).toMatchObject({
      amount_usd: '193.60',
      reason: 'Your card has insufficient funds.',
      attempt: 2,
      next_attempt_at: new Date(1_900_000_000_000).toISOString(),
    });
    expect(t.db.select().from(subscriptions).get()?.autopay).toBe(true);
  });

  it('the provider canceling the subscription turns autopay off, once', async () => {
    const subscriptionId = await autopayPass();
    const deleted = { id: subscriptionId, object: 'subscription', status: 'canceled' };
    expect((await signed('customer.subscription.deleted', deleted)).status).toBe(200);
    expect((await signed('customer.subscription.deleted', deleted)).status).toBe(200);
    expect(t.db.select().from(subscriptions).get()).toMatchObject({ autopay: false, discountCyclesLeft: 0 });
    const toggled = t.db
      .select()
      .from(events)
      .where(eq(events.action, 'Autopay toggled'))
      .all()
      .map((row) => JSON.parse(row.payload) as { autopay: boolean; reason: string });
    expect(toggled.at(-1)).toMatchObject({
      autopay: false,
      reason: 'Autopay ended: the payment provider canceled the subscription',
    });
    expect(toggled.filter((row) => !row.autopay)).toHaveLength(1);
  });

  it('the first invoice of a subscription started for a pass already paid renews nothing', async () => {
    const subscriptionId = await autopayPass();
    const before = t.db.select().from(subscriptions).get();
    // Autopay turned on later: the subscription's first invoice carries no checkout and bills nothing now.
    const first = renewalInvoice(subscriptionId, { billing_reason: 'subscription_create', amount_paid: 0 });
    expect((await signed('invoice.paid', first)).status).toBe(200);
    expect(t.db.select().from(subscriptions).get()).toEqual(before);
    expect(count(invoices)).toBe(1);
    expect(actions()).not.toContain('Auto-Pay charged');
  });

  it('ignores (200, logged) a signed renewal event whose dates are out of range, without a 500', async () => {
    const subscriptionId = await autopayPass();
    const before = t.db.select().from(subscriptions).get();
    const farPeriod = renewalInvoice(subscriptionId, {
      amount_paid: 22_000,
      lines: {
        data: [{ period: { start: 1e15, end: 1e15 }, parent: { type: 'subscription_item_details' } }],
      },
    });
    const paid = await signed('invoice.paid', farPeriod);
    expect(paid.status).toBe(200);
    const failed = await signed(
      'invoice.payment_failed',
      renewalInvoice(subscriptionId, { amount_due: 22_000, attempt_count: 1, next_payment_attempt: 1e15 }),
    );
    expect(failed.status).toBe(200);
    expect(actions()).not.toContain('Auto-Pay charged');
    expect(actions()).not.toContain('Auto-Pay failed');
    expect(t.db.select().from(subscriptions).get()).toEqual(before);
    expect(t.logs).toEqual(
      expect.arrayContaining([
        expect.stringContaining('invoice.paid'),
        expect.stringContaining('invoice.payment_failed'),
      ]),
    );
  });
});

describe('signed events that are malformed (valid signature, missing or ill-typed fields)', () => {
  const signedPayload = async (payload: string) => postWebhook(payload, fake.sign(payload));

  it.each([
    ['an empty object', '{}'],
    ['no type', JSON.stringify({ id: 'evt_no_type', data: { object: {} } })],
    ['no data', JSON.stringify({ id: 'evt_no_data', type: 'invoice.paid' })],
    [
      'an object that is a string',
      JSON.stringify({ id: 'evt_str', type: 'invoice.paid', data: { object: 'in_1' } }),
    ],
    ['a numeric id', JSON.stringify({ id: 42, type: 'invoice.paid', data: { object: {} } })],
    ['an array', '[1, 2]'],
  ])('answers 200 and ignores it, logged: %s', async (_what, payload) => {
    const res = await signedPayload(payload);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(t.logs).toContain('ignored a provider event that does not look like one');
    expect(t.db.select().from(processedProviderEvents).all()).toHaveLength(0);
  });

  it('answers 400 to a signed body that is not JSON', async () => {
    const res = await signedPayload('not json');
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'webhook_signature_invalid' });
  });

  it.each([
    ['payment_intent.succeeded', { id: 'pi_1', amount: '25000', metadata: { checkout_id: '1' } }],
    ['payment_intent.payment_failed', { id: 'pi_1', amount: 25_000, metadata: { checkout_id: 1 } }],
    ['invoice.paid', { id: 'in_1', amount_paid: 'all of it', parent: null }],
    ['invoice.payment_failed', { id: 'in_1', attempt_count: 1.5 }],
    ['customer.subscription.deleted', { id: 7 }],
    ['checkout.session.completed', { id: 'cs_1', mode: 5, metadata: { purpose: 'enable_autopay' } }],
  ])(
    'answers 200 to a signed %s whose object has ill-typed fields: recorded once, logged, nothing applied',
    async (type, object) => {
      const { wizard, intent } = await paidOneTime();
      // Ill-typed on purpose: the fake provider signs whatever it is given.
      const event = fake.event(type, object as unknown as { id: string });
      const res = await postWebhook(event.payload, fake.sign(event.payload));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, duplicate: false });
      expect(t.logs).toEqual([expect.stringContaining(type)]);
      expect(t.db.select().from(checkouts).get()).toMatchObject({ status: 'open', lastError: null });
      expect(count(subscriptions)).toBe(0);
      expect(count(events)).toBe(0);
      // A retry of the same event is recognised without reading it again.
      const replay = await postWebhook(event.payload, fake.sign(event.payload));
      expect(await replay.json()).toEqual({ received: true, duplicate: true });
      expect(wizard.vehicle.plate).toBeTruthy();
      expect(intent.status).toBe(200);
    },
  );
});

describe('the webhook route without Stripe', () => {
  it('does not exist when the sandbox is the provider', async () => {
    const sandboxApp = await createTestApp();
    try {
      const res = await sandboxApp.app.request('/api/billing/webhook', { method: 'POST', body: '{}' });
      expect(res.status).toBe(404);
    } finally {
      sandboxApp.cleanup();
    }
  });
});
