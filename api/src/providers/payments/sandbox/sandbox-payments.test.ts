import { describe, expect, it } from 'vitest';
import { card, sandboxWithEvents, subscribed } from '../../../../test/sandbox-fixtures';
import { addMonths } from './sandbox-clock';
import { SandboxPayments } from './sandbox-payments';

describe('SandboxPayments', () => {
  it('answers a repeated create with the same idempotency key with the same object', async () => {
    const { sandbox } = sandboxWithEvents();
    const input = {
      customerId: 'cus_1',
      amountCents: 100,
      description: 'x',
      receiptEmail: 'a@b.co',
      metadata: {},
    };
    const first = await sandbox.createPaymentIntent({ ...input, idempotencyKey: 'k' });
    expect(await sandbox.createPaymentIntent({ ...input, idempotencyKey: 'k' })).toEqual(first);
    expect(await sandbox.createPaymentIntent({ ...input, idempotencyKey: 'other' })).not.toEqual(first);
  });

  it('emits Stripe-shaped events for a successful payment', async () => {
    const { sandbox, events } = sandboxWithEvents();
    const intent = await sandbox.createPaymentIntent({
      customerId: 'cus_1',
      amountCents: 25_000,
      description: 'Pass',
      receiptEmail: 'a@example.com',
      metadata: { checkout_id: '5' },
      idempotencyKey: 'k',
    });
    await sandbox.confirm(intent.clientSecret, card('4242424242424242'));
    expect(events).toEqual([
      {
        id: expect.stringMatching(/^evt_sbx_/),
        object: 'event',
        type: 'payment_intent.succeeded',
        created: expect.any(Number),
        livemode: false,
        data: {
          object: expect.objectContaining({
            id: intent.id,
            object: 'payment_intent',
            amount: 25_000,
            amount_received: 25_000,
            status: 'succeeded',
            metadata: { checkout_id: '5' },
            payment_method: expect.stringMatching(/^pm_sbx_/),
          }),
        },
      },
    ]);
  });

  it('pays the first autopay invoice with the coupon and reports invoice.paid with the checkout id', async () => {
    const { sandbox, events } = sandboxWithEvents();
    const created = await subscribed(sandbox);
    expect(created.firstPayment.status).toBe('succeeded');
    const paid = events.find((event) => event.type === 'invoice.paid');
    expect(paid?.data.object).toMatchObject({
      billing_reason: 'subscription_create',
      subtotal: 25_000,
      total: 22_000,
      amount_paid: 22_000,
      parent: { subscription_details: { subscription: created.id, metadata: { checkout_id: '1' } } },
    });
  });

  it('bills renewals on its test clock: three discounted cycles, then full price', async () => {
    const { sandbox, events } = sandboxWithEvents();
    await subscribed(sandbox);
    const clock = await sandbox.advanceClock(95 * 86_400);
    expect(clock.invoices.map((invoice) => invoice.amount_cents)).toEqual([22_000, 22_000, 25_000]);
    expect(
      events.filter((event) => event.type === 'invoice.paid').map((e) => e.data.object.billing_reason),
    ).toEqual(['subscription_create', 'subscription_cycle', 'subscription_cycle', 'subscription_cycle']);
  });

  it('tells its listeners once the clock has moved and what fell due is billed', async () => {
    const { sandbox, events } = sandboxWithEvents();
    await subscribed(sandbox);
    const heard: number[] = [];
    const unsubscribe = sandbox.onClockMoved(() => heard.push(events.length));
    await sandbox.advanceClock(31 * 86_400);
    // The renewal's events were delivered before the listener heard of the move.
    expect(heard).toEqual([events.length]);
    expect(events.some((event) => event.data.object.billing_reason === 'subscription_cycle')).toBe(true);
    unsubscribe();
    await sandbox.advanceClock(86_400);
    expect(heard).toHaveLength(1);
  });

  it('fails renewals of a card that always needs 3-D Secure (no visitor to authenticate)', async () => {
    const { sandbox, events } = sandboxWithEvents();
    const created = await subscribed(sandbox, '4000002760003184');
    expect(created.firstPayment.status).toBe('succeeded');
    await sandbox.advanceClock(31 * 86_400);
    const failed = events.find((event) => event.type === 'invoice.payment_failed');
    expect(failed?.data.object).toMatchObject({ billing_reason: 'subscription_cycle', status: 'open' });
  });

  it('does not ask a card that passed 3-D Secure at setup again for the first autopay charge', async () => {
    const { sandbox, events } = sandboxWithEvents();
    const created = await subscribed(sandbox, '4000002760003184');
    expect(created.firstPayment.status).toBe('succeeded');
    expect(events.filter((event) => event.type === 'invoice.paid')).toHaveLength(1);
  });

  it('still asks a 3184 card for 3-D Secure on a one-time payment', async () => {
    const { sandbox } = sandboxWithEvents();
    const intent = await sandbox.createPaymentIntent({
      customerId: 'cus_1',
      amountCents: 100,
      description: 'x',
      receiptEmail: 'a@example.com',
      metadata: {},
      idempotencyKey: 'once',
    });
    const result = await sandbox.confirm(intent.clientSecret, card('4000002760003184'));
    expect(result.status).toBe('requires_action');
  });

  it('lets a 3155 card authenticate once and renew without the visitor', async () => {
    const { sandbox } = sandboxWithEvents();
    const created = await subscribed(sandbox, '4000002500003155');
    expect(created.firstPayment.status).toBe('succeeded');
    const clock = await sandbox.advanceClock(31 * 86_400);
    expect(clock.invoices).toEqual([expect.objectContaining({ status: 'paid' })]);
  });

  it('refunds only completed payments, once per idempotency key', async () => {
    const { sandbox } = sandboxWithEvents();
    const intent = await sandbox.createPaymentIntent({
      customerId: 'cus_1',
      amountCents: 100,
      description: 'x',
      receiptEmail: 'a@example.com',
      metadata: {},
      idempotencyKey: 'k',
    });
    await expect(
      sandbox.refund({
        paymentIntentId: intent.id,
        invoiceId: null,
        reason: 'requested_by_customer',
        idempotencyKey: 'r',
      }),
    ).rejects.toThrow(/no completed payment/);
    await sandbox.confirm(intent.clientSecret, card('4242424242424242'));
    const refund = await sandbox.refund({
      paymentIntentId: intent.id,
      invoiceId: null,
      reason: 'requested_by_customer',
      idempotencyKey: 'r',
    });
    expect(
      await sandbox.refund({
        paymentIntentId: intent.id,
        invoiceId: null,
        reason: 'requested_by_customer',
        idempotencyKey: 'r',
      }),
    ).toEqual(refund);
  });

  it('keeps working when an event listener throws, and is down and refusing in production', async () => {
    const sandbox = new SandboxPayments({ enabled: true, log: () => {} });
    sandbox.onEvent(async () => {
      throw new Error('handler bug');
    });
    const intent = await sandbox.createPaymentIntent({
      customerId: 'c',
      amountCents: 1,
      description: 'x',
      receiptEmail: 'a@example.com',
      metadata: {},
      idempotencyKey: 'k',
    });
    expect((await sandbox.confirm(intent.clientSecret, card('4242424242424242'))).status).toBe('succeeded');
    expect(await sandbox.checkHealth()).toBe(true);

    const production = new SandboxPayments({ enabled: false });
    expect(await production.checkHealth()).toBe(false);
    await expect(
      production.createCustomer({ email: 'a@b.co', name: 'A', metadata: {}, idempotencyKey: 'x' }),
    ).rejects.toThrow(/disabled in production/);
  });
});

describe('addMonths', () => {
  it('keeps the day of month, clamping to shorter months like Stripe', () => {
    const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    expect(addMonths(at('2025-01-31T10:00:00Z'), 1)).toBe(at('2025-02-28T10:00:00Z'));
    expect(addMonths(at('2024-01-31T10:00:00Z'), 1)).toBe(at('2024-02-29T10:00:00Z'));
    expect(addMonths(at('2025-12-15T10:00:00Z'), 1)).toBe(at('2026-01-15T10:00:00Z'));
  });
});
