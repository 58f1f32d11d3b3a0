import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARDS, consentFor, createIntent, json, wizardData } from '../../../../test/checkout-fixtures';
import type { FakeStripe } from '../../../../test/fake-stripe/fake-stripe-server';
import { intentIdOf, postWebhook as post, startStripeApp } from '../../../../test/stripe-webhook-fixtures';
import type { TestApp } from '../../../../test/test-app';
import type { SubscribeResponse } from '../../../contract/billing-response';
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
const count = async (table: typeof subscriptions | typeof invoices | typeof events) =>
  (await t.db.select().from(table)).length;

// Autopay through Stripe: subscribe, then the invoice events that make and renew the pass.

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
    const [pass] = await t.db.select().from(subscriptions);
    expect(pass).toEqual(
      expect.objectContaining({
        autopay: true,
        discountCyclesLeft: 2,
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
  const actions = async () => (await t.db.select().from(events)).map((row) => row.action);
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
    expect(await actions()).toEqual([]);
    expect(await count(subscriptions)).toBe(0);
    expect(await firstRow(t.db.select().from(checkouts).limit(1))).toMatchObject({
      status: 'open',
      lastError: 'The card was declined',
    });
    expect(await t.db.select().from(processedProviderEvents)).toHaveLength(1);
  });

  it('records as revenue what the customer paid (amount_paid), not the invoice total', async () => {
    await setUp(CARDS.visa);
    // A credit balance covered part of the first invoice: the total stays 220.00, 200.00 was charged.
    const first = [...fake.objects.values()].find((o) => o.object === 'invoice' && o.status === 'paid');
    if (!first) throw new Error('no paid invoice');
    expect((await signed('invoice.paid', { ...first, amount_paid: 20_000, total: 22_000 })).status).toBe(200);
    const [pass] = await t.db.select().from(subscriptions);
    expect((await t.db.select().from(invoices)).map((row) => row.amountCents)).toEqual([20_000]);
    const paid = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Payment received')).limit(1),
    );
    expect(JSON.parse(paid?.payload ?? '{}')).toMatchObject({ amount_usd: '200.00' });

    // A renewal fully covered by credit: nothing was charged, nothing is revenue.
    const renewal = renewalInvoice(pass?.providerSubscriptionId ?? '', { amount_paid: 0, total: 22_000 });
    expect((await signed('invoice.paid', renewal)).status).toBe(200);
    expect((await t.db.select().from(invoices)).map((row) => row.amountCents)).toEqual([20_000, 0]);
    const charged = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Auto-Pay charged')).limit(1),
    );
    expect(JSON.parse(charged?.payload ?? '{}')).toMatchObject({ amount_usd: '0.00' });
  });

  it('falls back to the invoice total when a renewal invoice carries no amount_paid', async () => {
    const subscriptionId = await autopayPass();
    expect((await signed('invoice.paid', renewalInvoice(subscriptionId, { total: 22_000 }))).status).toBe(
      200,
    );
    expect((await t.db.select().from(invoices)).map((row) => row.amountCents)).toEqual([22_000, 22_000]);
  });

  it("a renewal charge that fails is Auto-Pay failed with the amount due and the bank's decline code", async () => {
    const subscriptionId = await autopayPass();
    // As Stripe holds them: the declined renewal's intent and its invoice. The event body has no
    // `payments` (includable), so the bank's decline code is read from the API.
    fake.objects.set('pi_renewal', {
      id: 'pi_renewal',
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: 19_360,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const declined = renewalInvoice(subscriptionId, {
      status: 'open',
      amount_due: 19_360,
      total: 22_000,
      attempt_count: 2,
      next_payment_attempt: 1_900_000_000,
      _payment_intent: 'pi_renewal',
    });
    fake.objects.set(declined.id, declined);
    expect((await signed('invoice.payment_failed', declined)).status).toBe(200);
    const failed = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Auto-Pay failed')).limit(1),
    );
    expect(JSON.parse(failed?.payload ?? '{}')).toMatchObject({
      amount_usd: '193.60',
      decline_code: 'insufficient_funds',
      attempt: 2,
      next_attempt_at: new Date(1_900_000_000_000).toISOString(),
    });
    expect((await firstRow(t.db.select().from(subscriptions).limit(1)))?.autopay).toBe(true);
    const read = fake.requests.find((request) => request.path === `/v1/invoices/${declined.id}`);
    expect(read?.body.expand).toEqual(['payments.data.payment.payment_intent']);
  });

  it("an event body never carries an invoice's includable fields, as Stripe sends it", async () => {
    const invoice = {
      id: 'in_x',
      object: 'invoice',
      payments: { data: [] },
      confirmation_secret: {},
      total: 1,
    };
    const body = JSON.parse(fake.event('invoice.paid', invoice).payload) as {
      data: { object: Record<string, unknown> };
    };
    expect(body.data.object).toEqual({ id: 'in_x', object: 'invoice', total: 1 });
  });

  it('the provider canceling the subscription turns autopay off, once', async () => {
    const subscriptionId = await autopayPass();
    const deleted = { id: subscriptionId, object: 'subscription', status: 'canceled' };
    expect((await signed('customer.subscription.deleted', deleted)).status).toBe(200);
    expect((await signed('customer.subscription.deleted', deleted)).status).toBe(200);
    expect(await firstRow(t.db.select().from(subscriptions).limit(1))).toMatchObject({
      autopay: false,
      discountCyclesLeft: 0,
    });
    const toggled = (await t.db.select().from(events).where(eq(events.action, 'Autopay toggled'))).map(
      (row) => JSON.parse(row.payload) as { autopay: boolean; reason: string },
    );
    expect(toggled.at(-1)).toMatchObject({
      autopay: false,
      reason: 'provider_canceled',
    });
    expect(toggled.filter((row) => !row.autopay)).toHaveLength(1);
  });

  it('the first invoice of a subscription started for a pass already paid renews nothing', async () => {
    const subscriptionId = await autopayPass();
    const before = await firstRow(t.db.select().from(subscriptions).limit(1));
    // Autopay turned on later: the subscription's first invoice carries no checkout and bills nothing now.
    const first = renewalInvoice(subscriptionId, { billing_reason: 'subscription_create', amount_paid: 0 });
    expect((await signed('invoice.paid', first)).status).toBe(200);
    expect(await firstRow(t.db.select().from(subscriptions).limit(1))).toEqual(before);
    expect(await count(invoices)).toBe(1);
    expect(await actions()).not.toContain('Auto-Pay charged');
  });

  it('ignores (200, logged) a signed renewal event whose dates are out of range, without a 500', async () => {
    const subscriptionId = await autopayPass();
    const before = await firstRow(t.db.select().from(subscriptions).limit(1));
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
    expect(await actions()).not.toContain('Auto-Pay charged');
    expect(await actions()).not.toContain('Auto-Pay failed');
    expect(await firstRow(t.db.select().from(subscriptions).limit(1))).toEqual(before);
    expect(t.logs).toEqual(
      expect.arrayContaining([
        expect.stringContaining('invoice.paid'),
        expect.stringContaining('invoice.payment_failed'),
      ]),
    );
  });
});
