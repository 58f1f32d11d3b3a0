import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARDS, json } from '../../../../test/checkout-fixtures';
import type { FakeStripe } from '../../../../test/fake-stripe/fake-stripe-server';
import {
  paidOneTime as payOneTime,
  postWebhook as post,
  startStripeApp,
} from '../../../../test/stripe-webhook-fixtures';
import type { TestApp } from '../../../../test/test-app';
import { ERROR_MESSAGES } from '../../../contract/error-codes';
import { firstRow } from '../../../db/rows';
import { checkouts, events, invoices, processedProviderEvents, subscriptions } from '../../../db/schema';

let t: TestApp;
let fake: FakeStripe;

beforeEach(async () => {
  ({ t, fake } = await startStripeApp());
});
afterEach(async () => {
  await t.cleanup();
  await fake.close();
});

const postWebhook = (payload: string, signature?: string) => post(t, payload, signature);
const paidOneTime = (cardNumber?: string) => payOneTime(t, fake, cardNumber);
const count = async (table: typeof subscriptions | typeof invoices | typeof events) =>
  (await t.db.select().from(table)).length;

describe('POST /api/billing/webhook (Stripe)', () => {
  it('tells the browser to use Stripe Elements with the publishable key', async () => {
    expect(await json(await t.client.api.billing.config.$get())).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      holdMinutes: 10,
      pass_period: { start_date: expect.any(String), next_renewal_date: expect.any(String) },
    });
  });

  it('applies a correctly signed payment_intent.succeeded: the pass exists', async () => {
    const { wizard, intent, event, signature } = await paidOneTime();
    const receiptPath = `/api/billing/receipt?payment_intent=${intent.body.clientSecret}`;
    expect((await t.call('GET', receiptPath)).status).toBe(404);

    const res = await postWebhook(event.payload, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(await t.db.select().from(subscriptions)).toEqual([
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
    expect(await count(subscriptions)).toBe(1);
    expect(await count(invoices)).toBe(1);
    expect(
      (await t.db.select().from(events)).filter((row) => row.action === 'Payment received'),
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
    expect(await count(subscriptions)).toBe(1);
    expect(await count(invoices)).toBe(1);
    expect(await t.db.select().from(processedProviderEvents)).toHaveLength(2);
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
    expect(await count(subscriptions)).toBe(0);
    expect(await t.db.select().from(processedProviderEvents)).toHaveLength(0);
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
    expect((await firstRow(t.db.select().from(checkouts).limit(1)))?.lastError).toBe(
      'Your card was declined.',
    );

    expect((await postWebhook(event.payload, signature)).status).toBe(200);
    const lateFailure = fake.event('payment_intent.payment_failed', {
      ...paid,
      status: 'requires_payment_method',
    });
    expect((await postWebhook(lateFailure.payload, fake.sign(lateFailure.payload))).status).toBe(200);
    expect(await t.db.select().from(subscriptions)).toEqual([
      expect.objectContaining({ statusKey: 'active' }),
    ]);
    expect(await firstRow(t.db.select().from(checkouts).limit(1))).toMatchObject({
      status: 'fulfilled',
      lastError: null,
    });
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
    expect(await count(subscriptions)).toBe(0);
    expect(await firstRow(t.db.select().from(checkouts).limit(1))).toMatchObject({
      status: 'refunded',
      refundReason: 'amex',
    });
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
    expect((await t.db.select().from(events)).map((row) => row.action)).toEqual(['Subscription refunded']);
    const refunded = await firstRow(t.db.select().from(events).limit(1));
    expect(JSON.parse(refunded?.payload ?? '{}')).toMatchObject({
      reason: 'amex',
      amount_usd: '250.00',
    });
  });

  it('records the amount received, and keeps a failure text for support (default, at most 500 characters)', async () => {
    const { paid, event, signature } = await paidOneTime();
    const failedBare = fake.event('payment_intent.payment_failed', { ...paid, last_payment_error: null });
    expect((await postWebhook(failedBare.payload, fake.sign(failedBare.payload))).status).toBe(200);
    expect((await firstRow(t.db.select().from(checkouts).limit(1)))?.lastError).toBe('Payment failed');
    const replayed = await postWebhook(failedBare.payload, fake.sign(failedBare.payload));
    expect(await replayed.json()).toEqual({ received: true, duplicate: true });
    const failedLong = fake.event('payment_intent.payment_failed', {
      ...paid,
      last_payment_error: { message: 'x'.repeat(600) },
    });
    expect((await postWebhook(failedLong.payload, fake.sign(failedLong.payload))).status).toBe(200);
    expect((await firstRow(t.db.select().from(checkouts).limit(1)))?.lastError).toBe('x'.repeat(500));

    const partial = fake.event('payment_intent.succeeded', {
      ...paid,
      amount: 25_000,
      amount_received: 24_000,
    });
    expect((await postWebhook(partial.payload, fake.sign(partial.payload))).status).toBe(200);
    expect((await t.db.select().from(invoices)).map((row) => row.amountCents)).toEqual([24_000]);
    expect(event.id).not.toBe(partial.id);
    expect(signature).toBeTruthy();
  });

  it('acknowledges a payment for a checkout it does not know, and changes nothing', async () => {
    const { paid } = await paidOneTime();
    const stray = fake.event('payment_intent.succeeded', { ...paid, metadata: { checkout_id: '999' } });
    const res = await postWebhook(stray.payload, fake.sign(stray.payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(await count(subscriptions)).toBe(0);
    expect(await count(invoices)).toBe(0);
    expect((await firstRow(t.db.select().from(checkouts).limit(1)))?.status).toBe('open');
  });
});
