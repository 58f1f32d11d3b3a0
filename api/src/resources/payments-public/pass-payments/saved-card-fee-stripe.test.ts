import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARDS, json } from '../../../../test/checkout-fixtures';
import type { FakeStripe } from '../../../../test/fake-stripe/fake-stripe-server';
import { portalPass } from '../../../../test/portal-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { savedCard, stripeOn } from '../../../../test/stripe-provider-fixtures';
import { postWebhook, startStripeApp } from '../../../../test/stripe-webhook-fixtures';
import type { TestApp } from '../../../../test/test-app';
import type { SavedCardFeeResponse } from '../../../contract/portal';
import { firstRow } from '../../../db/rows';
import { cards, passPayments, sales, subscriptions } from '../../../db/schema';

// The saved-card fee over the Stripe provider and the local fake Stripe API: the charge answers at
// once, the pass changes when Stripe's signed payment_intent.succeeded arrives, and a repeat meanwhile
// replays the same charge under its idempotency key.

let t: TestApp;
let fake: FakeStripe;

beforeEach(async () => {
  ({ t, fake } = await startStripeApp({ now: () => new Date('2026-03-10T18:00:00Z') }));
});
afterEach(async () => {
  await t.cleanup();
  await fake.close();
});

async function passWithSavedCard(number: string) {
  const pass = await portalPass(t, { renewal: '2026-03-20', cardCode: '000777' });
  const stripe = stripeOn(fake);
  const saved = await savedCard(stripe, fake, number);
  await stripe.setDefaultPaymentMethod({ ...saved, subscriptionId: null });
  await t.db
    .update(subscriptions)
    .set({ providerCustomerId: saved.customerId })
    .where(eq(subscriptions.id, pass.subscriptionId));
  await signIn(t, pass);
  return { pass, saved };
}

const pay = async (pass: { email: string; plate: string }) => {
  const res = await t.call('POST', '/api/payments-public/lost-card/saved-card', {
    body: { ...pass, language: 'en', amount_cents: 2500 },
  });
  return { status: res.status, body: await json<SavedCardFeeResponse & { code?: string }>(res) };
};

const intents = () => [...fake.objects.values()].filter((object) => object.object === 'payment_intent');

describe('POST lost-card/saved-card with Stripe', () => {
  it('charges off session, is applied by the webhook, and a repeat before it charges nothing more', async () => {
    const { pass, saved } = await passWithSavedCard(CARDS.visa.replace(/\s/g, ''));
    const first = await pay(pass);
    expect(first).toMatchObject({ status: 200, body: { status: 'open', amount_cents: 2500 } });
    const [intent] = intents();
    expect(intent).toMatchObject({
      status: 'succeeded',
      customer: saved.customerId,
      payment_method: saved.paymentMethodId,
      amount: 2500,
      metadata: { pass_payment: first.body.payment_id },
    });
    // A second tap before the webhook: the same row and key, so Stripe replays the same charge.
    expect((await pay(pass)).body).toMatchObject({ payment_id: first.body.payment_id, status: 'open' });
    expect(intents()).toHaveLength(1);

    const event = fake.event('payment_intent.succeeded', intent ?? { id: '' });
    expect((await postWebhook(t, event.payload, fake.sign(event.payload))).status).toBe(200);
    expect(await t.db.select().from(passPayments)).toEqual([
      expect.objectContaining({ status: 'paid', method: 'saved_card', providerIntentId: intent?.id }),
    ]);
    expect(
      (await firstRow(t.db.select().from(cards).where(eq(cards.code, '000777')).limit(1)))?.statusKey,
    ).toBe('lost');
    expect(await t.db.select().from(sales)).toEqual([
      expect.objectContaining({ type: 'item', amountCents: 2500 }),
    ]);
    expect((await pay(pass)).body).toMatchObject({ payment_id: first.body.payment_id, status: 'paid' });
    expect(intents()).toHaveLength(1);
  });

  it('maps Stripe’s authentication_required card error to saved_card_authentication_required', async () => {
    const { pass } = await passWithSavedCard(CARDS.threeDSecure.replace(/\s/g, ''));
    expect(await pay(pass)).toMatchObject({
      status: 402,
      body: { code: 'saved_card_authentication_required' },
    });
    expect(
      (await firstRow(t.db.select().from(cards).where(eq(cards.code, '000777')).limit(1)))?.statusKey,
    ).toBe('assigned');
  });
});
