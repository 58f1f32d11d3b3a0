import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARDS, consentFor, createIntent, json, wizardData } from '../../../test/checkout-fixtures';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { SubscribeResponse } from '../../contract/billing-response';
import { ERROR_MESSAGES } from '../../contract/error-codes';
import { checkouts, events, invoices, processedProviderEvents, subscriptions } from '../../db/schema';
import { StripePayments } from '../../providers/payments/stripe-payments';

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
