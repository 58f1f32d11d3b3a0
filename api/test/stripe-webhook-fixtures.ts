import { expect } from 'vitest';
import { StripePayments } from '../src/providers/payments/stripe-payments';
import { CARDS, createIntent, wizardData } from './checkout-fixtures';
import { type FakeStripe, startFakeStripe } from './fake-stripe/fake-stripe-server';
import { createTestApp, type TestApp } from './test-app';

// The app over the Stripe provider, talking to the local fake Stripe API, for the webhook's tests:
// the fake signs events as Stripe would and the test posts them to `POST /api/billing/webhook`.

export async function startStripeApp(
  options: { now?: () => Date } = {},
): Promise<{ t: TestApp; fake: FakeStripe }> {
  const fake = await startFakeStripe();
  const payments = new StripePayments({
    secretKey: fake.apiKey,
    webhookSecret: fake.webhookSecret,
    publishableKey: 'pk_test_fake',
    api: fake.api,
    maxNetworkRetries: 0,
    log: () => {},
  });
  const t = await createTestApp({ payments, ...(options.now ? { now: options.now } : {}) });
  return { t, fake };
}

export const postWebhook = (t: TestApp, payload: string, signature?: string) =>
  t.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: payload,
  });

export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** A one-time checkout paid in the browser; returns the signed payment_intent.succeeded event. */
export async function paidOneTime(t: TestApp, fake: FakeStripe, cardNumber: string = CARDS.visa) {
  const wizard = wizardData();
  const intent = await createIntent(t, wizard, 1);
  expect(intent.status).toBe(200);
  const paid = fake.confirmPaymentIntent(intentIdOf(intent.body.clientSecret), cardNumber);
  const event = fake.event('payment_intent.succeeded', paid);
  return { wizard, intent, paid, event, signature: fake.sign(event.payload) };
}
