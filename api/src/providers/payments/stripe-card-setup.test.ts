import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../test/fake-stripe/fake-stripe-server';
import {
  ANCHOR,
  AUTOPAY,
  savedCard as saveCard,
  startStripeProvider,
} from '../../../test/stripe-provider-fixtures';
import type { StripePayments } from './stripe-payments';

// The hosted card set-up (Checkout Session in setup mode), saved cards, and autopay turned on later.

let fake: FakeStripe;
let stripe: StripePayments;

beforeEach(async () => {
  ({ fake, stripe } = await startStripeProvider());
});
afterEach(() => fake.close());

const savedCard = (cardNumber: string) => saveCard(stripe, fake, cardNumber);

describe('StripePayments card set-up and saved cards', () => {
  it('opens a Checkout Session in setup mode that returns with its id, and reads it back', async () => {
    const customer = await stripe.createCustomer({
      email: 'a@example.com',
      name: 'Ana',
      metadata: {},
      idempotencyKey: 'c',
    });
    const session = await stripe.createSetupSession({
      customerId: customer.id,
      successUrl: 'http://localhost:3000/payment-setup?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/payments',
      locale: 'es',
      metadata: { purpose: 'card_update', subscription_id: '7' },
      idempotencyKey: 'setup-1',
    });
    expect(session.url).toMatch(/^https:\/\//);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/checkout/sessions',
      body: {
        mode: 'setup',
        customer: customer.id,
        locale: 'es',
        success_url: 'http://localhost:3000/payment-setup?session_id={CHECKOUT_SESSION_ID}',
        setup_intent_data: { metadata: { purpose: 'card_update' } },
      },
    });
    expect(await stripe.getSetupSession(session.id)).toMatchObject({ status: 'open', paymentMethodId: null });

    fake.completeSetupSession(session.id, '5555555555554444');
    const done = await stripe.getSetupSession(session.id);
    expect(done).toMatchObject({
      status: 'complete',
      customerId: customer.id,
      paymentMethodId: expect.stringMatching(/^pm_/),
      metadata: { purpose: 'card_update', subscription_id: '7' },
    });
    expect(await stripe.getSetupSession('cs_missing')).toBeNull();

    // The new card becomes the one future charges use.
    expect(await stripe.getSavedCard(customer.id)).toBeNull();
    await stripe.setDefaultPaymentMethod({
      customerId: customer.id,
      paymentMethodId: done?.paymentMethodId ?? '',
      subscriptionId: null,
    });
    expect(await stripe.getSavedCard(customer.id)).toEqual({
      paymentMethodId: done?.paymentMethodId,
      brand: 'mastercard',
      last4: '4444',
      // The card's printed expiry (Stripe's card.exp_month / exp_year): the expiry notices read it.
      expMonth: 12,
      expYear: 2030,
    });
  });

  it('starts autopay for a paid pass without charging now', async () => {
    const { customerId, paymentMethodId } = await savedCard('4242424242424242');
    const created = await stripe.createSubscription({
      customerId,
      paymentMethodId,
      plan: { ...AUTOPAY, discountCycles: 0, discountPercent: 0 },
      billingAnchor: ANCHOR,
      chargeFirstPeriodNow: false,
      metadata: {},
      idempotencyKey: 'later',
    });
    expect(created.firstPayment).toEqual({ status: 'succeeded', paymentIntentId: null, clientSecret: null });
    const call = fake.requests.find((request) => request.path === '/v1/subscriptions');
    expect(call?.body.add_invoice_items).toBeUndefined();
    // The subscription's card is the saved one.
    expect(await stripe.getSavedCard(customerId)).toMatchObject({ paymentMethodId, last4: '4242' });
    expect(await stripe.retryOpenInvoice(created.id)).toBe('none');
  });
});
