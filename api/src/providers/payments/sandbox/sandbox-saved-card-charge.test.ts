import { describe, expect, it } from 'vitest';
import { sandboxWithEvents, savedCard } from '../../../../test/sandbox-fixtures';
import { PaymentsUnavailableError } from '../payments-provider';
import type { SandboxPayments } from './sandbox-payments';
import type { SandboxStore } from './sandbox-store';

// The sandbox charging a saved card without the browser, by Stripe's test cards.

async function customerWithCard(sandbox: SandboxPayments, number: string, key = 'a') {
  const customer = await sandbox.createCustomer({
    email: `${key}@example.com`,
    name: key,
    metadata: {},
    idempotencyKey: `customer-${key}`,
  });
  const paymentMethodId = await savedCard(sandbox, customer.id, number, `setup-${key}`);
  return { customerId: customer.id, paymentMethodId };
}

const chargeInput = (saved: { customerId: string; paymentMethodId: string }, key = 'pp_1:saved-card') => ({
  ...saved,
  amountCents: 2500,
  currency: 'usd' as const,
  description: 'Loss fee – ABC123',
  receiptEmail: 'a@example.com',
  metadata: { pass_payment: 'pp_1' },
  idempotencyKey: key,
});

describe('SandboxPayments.chargeSavedCard', () => {
  it('charges the saved card at once and emits payment_intent.succeeded with the metadata', async () => {
    const { sandbox, events } = sandboxWithEvents();
    const saved = await customerWithCard(sandbox, '4242424242424242');
    events.length = 0;
    const result = await sandbox.chargeSavedCard(chargeInput(saved));
    expect(result).toEqual({ status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_sbx_/) });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'payment_intent.succeeded',
        data: {
          object: expect.objectContaining({
            id: result.paymentIntentId,
            amount_received: 2500,
            customer: saved.customerId,
            payment_method: saved.paymentMethodId,
            metadata: { pass_payment: 'pp_1' },
          }),
        },
      }),
    ]);
  });

  it('a double tap (same key, at once) charges once and both get the same answer', async () => {
    const { sandbox, events } = sandboxWithEvents();
    const saved = await customerWithCard(sandbox, '4242424242424242');
    events.length = 0;
    const [first, second] = await Promise.all([
      await sandbox.chargeSavedCard(chargeInput(saved)),
      await sandbox.chargeSavedCard(chargeInput(saved)),
    ]);
    expect(second).toEqual(first);
    expect(await sandbox.chargeSavedCard(chargeInput(saved))).toEqual(first);
    expect(events.filter((event) => event.type === 'payment_intent.succeeded')).toHaveLength(1);
  });

  it('declines a card the bank declines, with its reason', async () => {
    const { sandbox } = sandboxWithEvents();
    const saved = await customerWithCard(sandbox, '4000000000009995');
    expect(await sandbox.chargeSavedCard(chargeInput(saved))).toEqual({
      status: 'declined',
      paymentIntentId: expect.any(String),
      error: expect.objectContaining({ code: 'card_declined', decline_code: 'insufficient_funds' }),
    });
  });

  it('the 3-D Secure card 4000 0027 6000 3184 needs the holder: authentication_required', async () => {
    const { sandbox } = sandboxWithEvents();
    const saved = await customerWithCard(sandbox, '4000002760003184');
    expect(await sandbox.chargeSavedCard(chargeInput(saved))).toEqual({
      status: 'authentication_required',
      paymentIntentId: expect.any(String),
      error: expect.objectContaining({ code: 'authentication_required' }),
    });
  });

  it("never charges another customer's card", async () => {
    const { sandbox, events } = sandboxWithEvents();
    const mine = await customerWithCard(sandbox, '4242424242424242', 'a');
    const theirs = await customerWithCard(sandbox, '5555555555554444', 'b');
    events.length = 0;
    await expect(
      sandbox.chargeSavedCard(
        chargeInput({ customerId: mine.customerId, paymentMethodId: theirs.paymentMethodId }),
      ),
    ).rejects.toBeInstanceOf(PaymentsUnavailableError);
    expect(events).toEqual([]);
  });

  it('keeps the answer in its store: after a restart the same key replays it', async () => {
    const rows = new Map<string, { type: string; key: string; data: unknown }>();
    const store: SandboxStore = {
      shared: false,
      load: () => [...rows.values()].map((row) => structuredClone(row)),
      save: async (changed) => {
        for (const row of changed) rows.set(`${row.type}:${row.key}`, structuredClone(row));
      },
    };
    const { sandbox } = sandboxWithEvents({ store });
    const saved = await customerWithCard(sandbox, '4242424242424242');
    const first = await sandbox.chargeSavedCard(chargeInput(saved));
    const { sandbox: restarted, events } = sandboxWithEvents({ store });
    expect(await restarted.chargeSavedCard(chargeInput(saved))).toEqual(first);
    expect(events).toEqual([]);
  });

  it('a disabled sandbox charges nothing', async () => {
    const { sandbox } = sandboxWithEvents({ enabled: false });
    await expect(
      sandbox.chargeSavedCard(chargeInput({ customerId: 'cus_sbx_1', paymentMethodId: 'pm_sbx_1' })),
    ).rejects.toBeInstanceOf(PaymentsUnavailableError);
  });
});
