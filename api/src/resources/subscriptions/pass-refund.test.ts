import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buyOneTime, CARDS, createIntent, json, wizardData } from '../../../test/checkout-fixtures';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe/fake-stripe-server';
import { eventActions, insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { PassActionResponse } from '../../contract/subscriptions';
import { firstRow } from '../../db/rows';
import { cards, events, invoices, subscriptions } from '../../db/schema';
import { StripePayments } from '../../providers/payments/stripe-payments';

let t: TestApp;
let fake: FakeStripe | null = null;
afterEach(async () => {
  await t?.cleanup();
  await fake?.close();
  fake = null;
});

const row = async (id: number) =>
  (await firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1)))!;
const newestPass = async () =>
  (await firstRow(t.db.select().from(subscriptions).orderBy(desc(subscriptions.id)).limit(1)))!;
const invoiceOf = async (id: number) =>
  (await firstRow(t.db.select().from(invoices).where(eq(invoices.subscriptionId, id)).limit(1)))!;
const lastEvent = async () => (await firstRow(t.db.select().from(events).orderBy(desc(events.id)).limit(1)))!;
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
const refund = (id: number, token = t.tokens.ambassador) =>
  t.call('PATCH', `/api/subscriptions/${id}/refund-cancel`, { token });

/** Gives the pass card 701 so the refund has a card to release. */
async function withCard(subscriptionId: number) {
  await t.call('POST', '/api/cards/bulk', {
    token: t.tokens.admin,
    body: { location_id: 1, cards: ['701'] },
  });
  const card = (await firstRow(t.db.select().from(cards).where(eq(cards.code, '701')).limit(1)))!;
  const res = await t.call('PATCH', `/api/subscriptions/${subscriptionId}`, {
    token: t.tokens.ambassador,
    body: { card_id: card.id },
  });
  expect(res.status).toBe(200);
  return card.id;
}

async function expectRefunded(passId: number, cardId: number) {
  const invoice = await invoiceOf(passId);
  expect(invoice.statusKey).toBe('refunded');
  expect(await row(passId)).toMatchObject({ statusKey: 'refunded', cardId: null, previousCardId: cardId });
  expect(await firstRow(t.db.select().from(cards).where(eq(cards.id, cardId)).limit(1))).toMatchObject({
    statusKey: 'unassigned',
    subscriptionId: null,
  });
  expect(await lastEvent()).toMatchObject({ action: 'Subscription refunded', actor: 'ambassador' });
  expect(JSON.parse((await lastEvent()).payload)).toMatchObject({
    amount_usd: '250.00',
    invoice: invoice.id,
    card: '701',
  });
}

describe('PATCH /api/subscriptions/:id/refund-cancel (sandbox)', () => {
  it('refunds the latest paid invoice in full through the provider, then ends the pass', async () => {
    t = await createTestApp();
    await buyOneTime(t);
    const pass = await newestPass();
    const cardId = await withCard(pass.id);
    const providerRefund = vi.spyOn(t.payments, 'refund');
    const res = await refund(pass.id);
    expect(res.status).toBe(200);
    const body = await json<PassActionResponse>(res);
    expect(body).toMatchObject({
      status_key: 'refunded',
      refund: { invoice_id: (await invoiceOf(pass.id)).id, amount_cents: 25_000 },
    });
    expect(providerRefund).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentIntentId: (await invoiceOf(pass.id)).providerPaymentId,
        idempotencyKey: `invoice:${(await invoiceOf(pass.id)).id}:refund`,
      }),
    );
    await expectRefunded(pass.id, cardId);

    // Nothing paid is left: a second refund is refused and the provider is not asked again.
    const again = await refund(pass.id);
    expect([again.status, await codeOf(again)]).toEqual([409, 'subscription_not_refundable']);
    expect(providerRefund).toHaveBeenCalledTimes(1);
  });

  it('a provider failure answers 502 refund_failed and changes nothing', async () => {
    t = await createTestApp();
    await buyOneTime(t);
    const pass = await newestPass();
    const cardId = await withCard(pass.id);
    vi.spyOn(t.payments, 'refund').mockRejectedValue(new Error('card network down'));
    const before = await eventActions(t.db);
    const res = await refund(pass.id);
    expect([res.status, await codeOf(res)]).toEqual([502, 'refund_failed']);
    expect((await invoiceOf(pass.id)).statusKey).toBe('paid');
    expect(await row(pass.id)).toMatchObject({ statusKey: 'active', cardId });
    expect(await eventActions(t.db)).toEqual(before);
  });

  it('refuses a pass without a paid invoice (409) and an unknown pass (404); admin is forbidden', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const res = await refund(pass.id);
    expect([res.status, await codeOf(res)]).toEqual([409, 'subscription_not_refundable']);
    const missing = await refund(9999);
    expect([missing.status, await codeOf(missing)]).toEqual([404, 'subscription_not_found']);
    const admin = await refund(pass.id, t.tokens.admin);
    expect([admin.status, await codeOf(admin)]).toEqual([403, 'forbidden']);
  });
});

describe('PATCH /api/subscriptions/:id/refund-cancel (Stripe test server)', () => {
  async function stripeApp() {
    fake = await startFakeStripe();
    const payments = new StripePayments({
      secretKey: fake.apiKey,
      webhookSecret: fake.webhookSecret,
      publishableKey: 'pk_test_fake',
      api: fake.api,
      maxNetworkRetries: 0,
      log: () => {},
    });
    t = await createTestApp({ payments });
  }

  /** A one-time pass paid in the browser and reported by Stripe's webhook. */
  async function paidPass() {
    const stripe = fake as FakeStripe;
    const intent = await createIntent(t, wizardData(), 1);
    const paid = stripe.confirmPaymentIntent(intent.body.clientSecret.split('_secret_')[0] ?? '', CARDS.visa);
    const event = stripe.event('payment_intent.succeeded', paid);
    const res = await t.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripe.sign(event.payload) },
      body: event.payload,
    });
    expect(res.status).toBe(200);
    return { pass: await newestPass(), paymentIntent: paid.id };
  }

  it('creates one Stripe refund for the payment, with an idempotency key per invoice', async () => {
    await stripeApp();
    const { pass, paymentIntent } = await paidPass();
    const cardId = await withCard(pass.id);
    const res = await refund(pass.id);
    expect(res.status).toBe(200);
    const refunds = [...(fake as FakeStripe).objects.values()].filter((o) => o.object === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ payment_intent: paymentIntent, amount: 25_000 })]);
    const call = (fake as FakeStripe).requests.find((r) => r.path === '/v1/refunds');
    expect(call?.idempotencyKey).toBe(`invoice:${(await invoiceOf(pass.id)).id}:refund`);
    await expectRefunded(pass.id, cardId);
  });

  it('Stripe refusing the refund leaves everything as it was (502 refund_failed)', async () => {
    await stripeApp();
    const { pass } = await paidPass();
    // A payment Stripe has no successful charge for.
    await t.db
      .update(invoices)
      .set({ providerPaymentId: 'pi_unknown' })
      .where(eq(invoices.subscriptionId, pass.id));
    const before = await eventActions(t.db);
    const res = await refund(pass.id);
    expect([res.status, await codeOf(res)]).toEqual([502, 'refund_failed']);
    expect((await invoiceOf(pass.id)).statusKey).toBe('paid');
    expect((await row(pass.id)).statusKey).toBe('active');
    expect(await eventActions(t.db)).toEqual(before);
  });
});
