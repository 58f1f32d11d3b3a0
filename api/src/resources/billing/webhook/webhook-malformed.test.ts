import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../../test/checkout-fixtures';
import type { FakeStripe } from '../../../../test/fake-stripe/fake-stripe-server';
import {
  paidOneTime as payOneTime,
  postWebhook as post,
  startStripeApp,
} from '../../../../test/stripe-webhook-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { firstRow } from '../../../db/rows';
import { checkouts, events, type invoices, processedProviderEvents, subscriptions } from '../../../db/schema';

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

// Signed events the app cannot read are answered 200 and recorded once, never 500; without Stripe
// there is no webhook at all.

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
    expect(await t.db.select().from(processedProviderEvents)).toHaveLength(0);
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
      expect(await firstRow(t.db.select().from(checkouts).limit(1))).toMatchObject({
        status: 'open',
        lastError: null,
      });
      expect(await count(subscriptions)).toBe(0);
      expect(await count(events)).toBe(0);
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
      await sandboxApp.cleanup();
    }
  });
});
