import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../test/fake-stripe/fake-stripe-server';
import { savedCard, startStripeProvider } from '../../../test/stripe-provider-fixtures';
import { PaymentsUnavailableError, type SavedCardChargeInput } from './payments-provider';
import type { StripePayments } from './stripe-payments';

// Charging the card a customer saved, without the browser, against the local Stripe API server.

let fake: FakeStripe;
let stripe: StripePayments;

beforeEach(async () => {
  ({ fake, stripe } = await startStripeProvider());
});
afterEach(() => fake.close());

const charge = async (saved: { customerId: string; paymentMethodId: string }, key = 'pp_1:saved-card') => {
  const input: SavedCardChargeInput = {
    customerId: saved.customerId,
    paymentMethodId: saved.paymentMethodId,
    amountCents: 2500,
    currency: 'usd',
    description: 'Loss fee – ABC123',
    receiptEmail: 'a@example.com',
    metadata: { pass_payment: 'pp_1' },
    idempotencyKey: key,
  };
  return stripe.chargeSavedCard(input);
};

const intents = () => [...fake.objects.values()].filter((object) => object.object === 'payment_intent');

describe('StripePayments.chargeSavedCard', () => {
  it('creates a PaymentIntent confirmed off session on the saved card, with the idempotency key', async () => {
    const saved = await savedCard(stripe, fake, '4242424242424242');
    const result = await charge(saved);
    expect(result).toEqual({ status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) });
    const call = fake.requests.find((request) => request.path === '/v1/payment_intents');
    expect(call).toMatchObject({
      idempotencyKey: 'pp_1:saved-card',
      body: {
        amount: '2500',
        currency: 'usd',
        customer: saved.customerId,
        payment_method: saved.paymentMethodId,
        off_session: 'true',
        confirm: 'true',
        receipt_email: 'a@example.com',
        metadata: { pass_payment: 'pp_1' },
      },
    });
    expect(intents()).toEqual([expect.objectContaining({ status: 'succeeded', amount_received: 2500 })]);
  });

  it('a repeat with the same key answers the same charge and charges nothing more', async () => {
    const saved = await savedCard(stripe, fake, '4242424242424242');
    const first = await charge(saved);
    const again = await charge(saved);
    expect(again).toEqual(first);
    expect(intents()).toHaveLength(1);
  });

  it('maps a decline to declined, with the card code and the bank reason', async () => {
    const saved = await savedCard(stripe, fake, '4000000000009995');
    const result = await charge(saved);
    expect(result).toEqual({
      status: 'declined',
      paymentIntentId: expect.stringMatching(/^pi_/),
      error: expect.objectContaining({ code: 'card_declined', decline_code: 'insufficient_funds' }),
    });
    // Replayed as the same decline, not charged again.
    expect(await charge(saved)).toEqual(result);
  });

  it('maps a card that wants 3-D Secure to authentication_required', async () => {
    const saved = await savedCard(stripe, fake, '4000002760003184');
    expect(await charge(saved)).toEqual({
      status: 'authentication_required',
      paymentIntentId: expect.stringMatching(/^pi_/),
      error: expect.objectContaining({ code: 'authentication_required' }),
    });
  });

  it("refuses another customer's card: an error, never a charge", async () => {
    const saved = await savedCard(stripe, fake, '4242424242424242');
    const other = await stripe.createCustomer({
      email: 'b@example.com',
      name: 'Bea',
      metadata: {},
      idempotencyKey: 'c2',
    });
    await expect(
      charge({ customerId: other.id, paymentMethodId: saved.paymentMethodId }),
    ).rejects.toBeInstanceOf(PaymentsUnavailableError);
    expect(intents()).toHaveLength(0);
  });
});
