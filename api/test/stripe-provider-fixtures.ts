import type { PlanForBilling } from '../src/providers/payments/payments-provider';
import { StripePayments } from '../src/providers/payments/stripe-payments';
import { type FakeStripe, startFakeStripe } from './fake-stripe/fake-stripe-server';

// The Stripe provider over the local fake Stripe API, for the provider's own tests.

/** The first renewal a month minus a day ahead, as a pass bought today. */
export const ANCHOR = new Date(Date.now() + 29 * 86_400_000);

export const AUTOPAY: PlanForBilling = {
  id: 2,
  name: 'Monthly pass – Autopay',
  priceCents: 25_000,
  durationMonths: 1,
  discountPercent: 12,
  discountCycles: 3,
  couponId: null,
};

/** The Stripe provider talking to a fake Stripe server, with no network retries. */
export function stripeOn(fake: FakeStripe): StripePayments {
  return new StripePayments({
    secretKey: fake.apiKey,
    webhookSecret: fake.webhookSecret,
    publishableKey: 'pk_test_fake',
    api: fake.api,
    maxNetworkRetries: 0,
    log: () => {},
  });
}

export async function startStripeProvider(): Promise<{ fake: FakeStripe; stripe: StripePayments }> {
  const fake = await startFakeStripe();
  return { fake, stripe: stripeOn(fake) };
}

/** A customer with a card saved through a confirmed setup intent. */
export async function savedCard(stripe: StripePayments, fake: FakeStripe, cardNumber: string) {
  const customer = await stripe.createCustomer({
    email: 'a@example.com',
    name: 'Ana',
    metadata: {},
    idempotencyKey: 'c1',
  });
  const setup = await stripe.createSetupIntent({
    customerId: customer.id,
    metadata: {},
    idempotencyKey: 's1',
  });
  const confirmed = fake.confirmSetupIntent(setup.id, cardNumber);
  return { customerId: customer.id, paymentMethodId: String(confirmed.payment_method) };
}
