import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe/fake-stripe-server';
import { STRIPE_API_VERSION, StripePayments } from './stripe-payments';

// The API version is pinned in code and every request names it; a webhook on another version is
// reported once per version (docs/decisions/stripe-api-version.md).

let fake: FakeStripe;
let logs: string[];
let stripe: StripePayments;

beforeEach(async () => {
  fake = await startFakeStripe();
  logs = [];
  stripe = new StripePayments({
    secretKey: fake.apiKey,
    webhookSecret: fake.webhookSecret,
    publishableKey: 'pk_test_fake',
    api: fake.api,
    maxNetworkRetries: 0,
    log: (message) => logs.push(message),
  });
});
afterEach(() => fake.close());

const eventOn = (version: string | null) =>
  JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'customer.created',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: version,
    data: { object: { id: 'cus_1', object: 'customer' } },
  });

describe('Stripe API version', () => {
  it('is the installed SDK version, and every request asks for it', async () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    await stripe.createCustomer({ email: 'a@example.com', name: 'A', metadata: {}, idempotencyKey: 'k' });
    expect(fake.requests.map((request) => request.stripeVersion)).toEqual([STRIPE_API_VERSION]);
  });

  it('says nothing for webhooks on the pinned version', () => {
    const payload = eventOn(STRIPE_API_VERSION);
    stripe.verifyWebhook(payload, fake.sign(payload));
    expect(logs).toEqual([]);
  });

  it('logs one clear line per other version a webhook arrives on', () => {
    for (const version of ['2025-03-31.basil', '2025-03-31.basil', '2024-06-20', null]) {
      const payload = eventOn(version);
      expect(stripe.verifyWebhook(payload, fake.sign(payload))).toMatchObject({ type: 'customer.created' });
    }
    expect(logs).toEqual([
      `Stripe webhook API version 2025-03-31.basil differs from the pinned ${STRIPE_API_VERSION}: set the webhook endpoint's version to ${STRIPE_API_VERSION} in the Stripe dashboard (Developers > Webhooks), or review the code for 2025-03-31.basil`,
      expect.stringContaining('Stripe webhook API version 2024-06-20 differs'),
      expect.stringContaining('Stripe webhook API version none differs'),
    ]);
  });
});
