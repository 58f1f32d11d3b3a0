import { afterEach, describe, expect, it } from 'vitest';
import { CARDS, consentFor, createIntent, json, wizardData } from '../../../../test/checkout-fixtures';
import type { FakeStripe } from '../../../../test/fake-stripe/fake-stripe-server';
import { intentIdOf, startStripeApp } from '../../../../test/stripe-webhook-fixtures';
import type { TestApp } from '../../../../test/test-app';
import type { SubscribeResponse } from '../../../contract/billing-response';
import { consents } from '../../../db/schema';

// A repeated subscribe (double click, a retry after a lost answer) reuses the idempotency key, so it
// must send Stripe byte-identical parameters: the same consent and the same billing anchor, even when
// the garage's date changed between the two calls.

let t: TestApp;
let fake: FakeStripe;
afterEach(async () => {
  await t?.cleanup();
  await fake?.close();
});

describe('subscribe, sent twice', () => {
  it('sends Stripe the same parameters under the same key and answers the first result', async () => {
    // 23:59 in the garage (America/Los_Angeles) on 2026-03-10; the repeat comes after midnight.
    let clock = new Date('2026-03-11T06:59:00Z');
    ({ t, fake } = await startStripeApp({ now: () => clock }));
    const wizard = wizardData();
    const intent = await createIntent(t, wizard, 2);
    const setup = fake.confirmSetupIntent(intentIdOf(intent.body.clientSecret), CARDS.visa);
    const subscribe = async () => {
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
      return { status: res.status, body: await json<SubscribeResponse & { code?: string }>(res) };
    };

    const first = await subscribe();
    expect(first.status).toBe(200);
    clock = new Date('2026-03-11T08:01:00Z');
    const second = await subscribe();
    expect(second).toEqual(first);

    const creates = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(creates).toHaveLength(2);
    expect(creates[1]?.idempotencyKey).toBe(creates[0]?.idempotencyKey);
    expect(JSON.stringify(creates[1]?.body)).toBe(JSON.stringify(creates[0]?.body));
    expect([...fake.objects.values()].filter((o) => o.object === 'subscription')).toHaveLength(1);
    // One autopay consent from create-intent, one from the first subscribe; the repeat added none.
    const autopay = (await t.db.select().from(consents)).filter((row) => row.kind === 'autopay');
    expect(autopay).toHaveLength(2);
    const metadata = creates[0]?.body.metadata as Record<string, string>;
    expect(metadata.consent_id).toBe(String(autopay[1]?.id));
  });
});
