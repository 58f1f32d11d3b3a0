import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe/fake-stripe-server';
import {
  ANCHOR,
  AUTOPAY,
  savedCard as saveCard,
  startStripeProvider,
} from '../../../test/stripe-provider-fixtures';
import { PaymentsUnavailableError, WebhookSignatureError } from './payments-provider';
import { StripePayments } from './stripe-payments';

let fake: FakeStripe;
let stripe: StripePayments;

beforeEach(async () => {
  ({ fake, stripe } = await startStripeProvider());
});
afterEach(() => fake.close());

const savedCard = (cardNumber: string) => saveCard(stripe, fake, cardNumber);

describe('StripePayments against a local Stripe API server', () => {
  it('creates customer and payment intent form-encoded, with Bearer auth and idempotency keys', async () => {
    const customer = await stripe.createCustomer({
      email: 'ana@example.com',
      name: 'Ana López',
      metadata: { checkout_id: '7' },
      idempotencyKey: 'tok:customer',
    });
    const intent = await stripe.createPaymentIntent({
      customerId: customer.id,
      amountCents: 25_000,
      description: 'Monthly pass – ABC123',
      receiptEmail: 'ana@example.com',
      metadata: { checkout_id: '7' },
      idempotencyKey: 'tok:payment-intent',
    });
    expect(customer.id).toMatch(/^cus_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));

    const [customerCall, intentCall] = fake.requests;
    expect(customerCall).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      authorization: `Bearer ${fake.apiKey}`,
      idempotencyKey: 'tok:customer',
      contentType: 'application/x-www-form-urlencoded',
      body: { email: 'ana@example.com', name: 'Ana López', metadata: { checkout_id: '7' } },
    });
    expect(intentCall).toMatchObject({
      path: '/v1/payment_intents',
      idempotencyKey: 'tok:payment-intent',
      body: {
        amount: '25000',
        currency: 'usd',
        customer: customer.id,
        allowed_payment_method_types: ['card'],
        metadata: { checkout_id: '7' },
      },
    });
  });

  it('returns the same intent when a create is retried with its idempotency key', async () => {
    const input = {
      customerId: 'cus_1',
      amountCents: 25_000,
      description: 'x',
      receiptEmail: 'a@example.com',
      metadata: {},
      idempotencyKey: 'same-key',
    };
    const first = await stripe.createPaymentIntent(input);
    const again = await stripe.createPaymentIntent(input);
    expect(again).toEqual(first);
    await expect(stripe.createPaymentIntent({ ...input, amountCents: 1 })).rejects.toBeInstanceOf(
      PaymentsUnavailableError,
    );
  });

  it('moves a subscription to a new price object for the plan, without proration, once', async () => {
    const { customerId, paymentMethodId } = await savedCard('4242424242424242');
    const created = await stripe.createSubscription({
      customerId,
      paymentMethodId,
      plan: AUTOPAY,
      billingAnchor: ANCHOR,
      chargeFirstPeriodNow: false,
      metadata: {},
      idempotencyKey: 'tok:price-change-sub',
    });
    const raised = { ...AUTOPAY, priceCents: AUTOPAY.priceCents + 5_000 };
    await stripe.changeSubscriptionPrice(created.id, raised);
    await stripe.changeSubscriptionPrice(created.id, raised);
    const updates = fake.requests.filter(
      (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${created.id}`,
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]?.body).toMatchObject({
      proration_behavior: 'none',
      items: [{ id: expect.stringMatching(/^si_/), price: expect.stringMatching(/^price_/) }],
    });
    const subscription = fake.objects.get(created.id) as unknown as {
      items: { data: { price: { unit_amount: number } }[] };
    };
    expect(subscription.items.data[0]?.price.unit_amount).toBe(raised.priceCents);
  });

  it('charges the first discounted month now and anchors renewals at R, discounted twice more', async () => {
    const { customerId, paymentMethodId } = await savedCard('4242424242424242');
    const created = await stripe.createSubscription({
      customerId,
      paymentMethodId,
      plan: AUTOPAY,
      billingAnchor: ANCHOR,
      chargeFirstPeriodNow: true,
      metadata: { checkout_id: '9' },
      idempotencyKey: 'tok:subscription',
    });
    expect(created).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      firstPayment: { status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) },
    });
    // The month paid now is the first of the three discounted ones: the coupon covers two renewals.
    const coupon = fake.objects.get('garage-12pct-2m');
    expect(coupon).toMatchObject({ percent_off: 12, duration: 'repeating', duration_in_months: 2 });
    const subscriptionCall = fake.requests.find((request) => request.path === '/v1/subscriptions');
    expect(subscriptionCall).toMatchObject({
      idempotencyKey: 'tok:subscription',
      body: {
        customer: customerId,
        default_payment_method: paymentMethodId,
        items: [{ discounts: [{ coupon: 'garage-12pct-2m' }] }],
        billing_cycle_anchor: String(Math.floor(ANCHOR.getTime() / 1000)),
        proration_behavior: 'none',
        add_invoice_items: [{ price_data: { currency: 'usd', unit_amount: '22000' } }],
        payment_behavior: 'allow_incomplete',
        metadata: { checkout_id: '9' },
      },
    });
    const invoice = [...fake.objects.values()].find((object) => object.object === 'invoice');
    expect(invoice).toMatchObject({ total: 22_000, status: 'paid' });
    // The card that paid it, as the receipt names it: through the invoice's payment, or its intent.
    const card = { brand: 'visa', last4: '4242' };
    expect(await stripe.getPaymentCard({ invoiceId: String(invoice?.id) })).toEqual(card);
    expect(
      await stripe.getPaymentCard({ paymentIntentId: created.firstPayment.paymentIntentId ?? '' }),
    ).toEqual(card);
    expect(await stripe.getPaymentCard({ paymentIntentId: 'pi_unknown' })).toBeNull();
    // Every create carried an idempotency key.
    for (const request of fake.requests.filter((r) => r.method === 'POST')) {
      expect(request.idempotencyKey, request.path).toBeTruthy();
    }

    // A second subscription reuses the price (found by lookup key) and the coupon.
    const second = await savedCard('5555555555554444');
    await stripe.createSubscription({
      ...second,
      plan: AUTOPAY,
      billingAnchor: ANCHOR,
      chargeFirstPeriodNow: true,
      metadata: {},
      idempotencyKey: 'tok2:subscription',
    });
    expect([...fake.objects.values()].filter((object) => object.object === 'price')).toHaveLength(1);
  });

  it('reports a first payment that needs 3-D Secure with its client secret', async () => {
    const { customerId, paymentMethodId } = await savedCard('4000002760003184');
    const created = await stripe.createSubscription({
      customerId,
      paymentMethodId,
      plan: AUTOPAY,
      billingAnchor: ANCHOR,
      chargeFirstPeriodNow: true,
      metadata: {},
      idempotencyKey: 'k',
    });
    expect(created.firstPayment).toMatchObject({
      status: 'requires_action',
      clientSecret: expect.stringMatching(/^pi_\w+_secret_/),
    });
  });

  it('reports a declined first payment with its code', async () => {
    const { customerId, paymentMethodId } = await savedCard('4000000000009995');
    const created = await stripe.createSubscription({
      customerId,
      paymentMethodId,
      plan: AUTOPAY,
      billingAnchor: ANCHOR,
      chargeFirstPeriodNow: true,
      metadata: {},
      idempotencyKey: 'k',
    });
    expect(created.firstPayment).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
  });

  it('reads the card brand of a payment method, null when unknown', async () => {
    const { paymentMethodId } = await savedCard('378282246310005');
    expect(await stripe.getPaymentMethod(paymentMethodId)).toMatchObject({ brand: 'amex' });
    expect(await stripe.getPaymentMethod('pm_missing')).toBeNull();
  });

  it('refunds a payment intent, or the payment behind an invoice', async () => {
    const intent = await stripe.createPaymentIntent({
      customerId: 'cus_1',
      amountCents: 25_000,
      description: 'x',
      receiptEmail: 'a@example.com',
      metadata: {},
      idempotencyKey: 'pi',
    });
    fake.confirmPaymentIntent(intent.id, '4242424242424242');
    const refund = await stripe.refund({
      paymentIntentId: intent.id,
      invoiceId: null,
      reason: 'no_space',
      idempotencyKey: 'r1',
    });
    expect(refund.id).toMatch(/^re_/);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: 'r1',
      body: { payment_intent: intent.id, metadata: { reason: 'no_space' } },
    });

    const { customerId, paymentMethodId } = await savedCard('4242424242424242');
    const created = await stripe.createSubscription({
      customerId,
      paymentMethodId,
      plan: AUTOPAY,
      billingAnchor: ANCHOR,
      chargeFirstPeriodNow: true,
      metadata: {},
      idempotencyKey: 's',
    });
    const invoice = [...fake.objects.values()].find((object) => object.object === 'invoice');
    const byInvoice = await stripe.refund({
      paymentIntentId: null,
      invoiceId: invoice?.id ?? '',
      reason: 'x',
      idempotencyKey: 'r2',
    });
    expect(byInvoice.id).toMatch(/^re_/);
    await stripe.cancelSubscription(created.id);
    expect(fake.objects.get(created.id)?.status).toBe('canceled');
  });

  it('verifies webhook signatures on the raw body and rejects tampered or stale ones', () => {
    const { payload } = fake.event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(stripe.verifyWebhook(payload, fake.sign(payload))).toMatchObject({
      type: 'payment_intent.succeeded',
    });
    expect(() => stripe.verifyWebhook(payload.replace('pi_1', 'pi_2'), fake.sign(payload))).toThrow(
      WebhookSignatureError,
    );
    const stale = fake.sign(payload, Math.floor(Date.now() / 1000) - 600);
    expect(() => stripe.verifyWebhook(payload, stale)).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook(payload, undefined)).toThrow(/Missing Stripe-Signature/);
  });

  it('is up while the API answers with the key, down with a wrong key or no server', async () => {
    expect(await stripe.checkHealth()).toBe(true);
    const wrongKey = new StripePayments({
      secretKey: 'sk_test_wrong',
      webhookSecret: undefined,
      publishableKey: undefined,
      api: fake.api,
      maxNetworkRetries: 0,
      log: () => {},
    });
    expect(await wrongKey.checkHealth()).toBe(false);
    await fake.close();
    const offline = new StripePayments({
      secretKey: fake.apiKey,
      webhookSecret: undefined,
      publishableKey: undefined,
      api: fake.api,
      maxNetworkRetries: 0,
      log: () => {},
    });
    expect(await offline.checkHealth()).toBe(false);
    fake = await startFakeStripe();
  });

  it('turns network and API failures into PaymentsUnavailableError', async () => {
    const broken = new StripePayments({
      secretKey: 'sk_test_wrong',
      webhookSecret: undefined,
      publishableKey: undefined,
      api: fake.api,
      maxNetworkRetries: 0,
      log: () => {},
    });
    await expect(
      broken.createCustomer({ email: 'a@example.com', name: 'A', metadata: {}, idempotencyKey: 'x' }),
    ).rejects.toBeInstanceOf(PaymentsUnavailableError);
  });
});
