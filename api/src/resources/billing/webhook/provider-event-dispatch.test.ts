import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { PaymentLedger, PaymentOutcome } from '../../../domain/payment-lifecycle/payment-ledger';
import type { PaymentDeps } from '../../../lib/payment-deps';
import type { PaymentsProvider } from '../../../providers/payments/payments-provider';
import { handleProviderEvent } from './provider-events.service';

// Which ledger call each provider event becomes, with which facts, and what follows the commit
// (receipts, refunds, notices). The ledger is recorded, so a wrong branch shows up as a wrong call.

type Call = [name: string, ...args: unknown[]];

let t: TestApp;
let calls: Call[];
let logs: string[];
let outcome: PaymentOutcome;
let paymentError: () => Promise<{ message: string } | null>;
let deps: PaymentDeps;
let ledger: PaymentLedger;

beforeEach(async () => {
  t = await createTestApp();
  calls = [];
  logs = [];
  outcome = { kind: 'duplicate' };
  paymentError = async () => null;
  const payments = {
    kind: 'stripe',
    getPaymentMethod: async (id: string) => {
      calls.push(['getPaymentMethod', id]);
      return id === 'pm_visa' ? { id, brand: 'visa', customerId: 'cus_1' } : null;
    },
    getSetupIntent: async (id: string) => {
      calls.push(['getSetupIntent', id]);
      return null;
    },
    getPaymentError: async (id: string) => {
      calls.push(['getPaymentError', id]);
      return paymentError();
    },
  } as unknown as PaymentsProvider;
  deps = {
    db: t.db,
    config: t.config,
    now: () => new Date(),
    payments,
    mail: t.mail,
    log: (message: string) => logs.push(message),
  };
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return outcome;
    };
  const recordAsync =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return name === 'applySavedCard' ? outcome : true;
    };
  ledger = {
    applyPayment: record('applyPayment'),
    applyRenewal: record('applyRenewal'),
    recordRenewalFailure: record('recordRenewalFailure'),
    endAutopay: record('endAutopay'),
    applyPassPayment: record('applyPassPayment'),
    sendRenewalReceipt: recordAsync('sendRenewalReceipt'),
    sendRenewalFailureNotice: recordAsync('sendRenewalFailureNotice'),
    sendReceipt: recordAsync('sendReceipt'),
    settleRefund: recordAsync('settleRefund'),
    sendPassPaymentReceipt: recordAsync('sendPassPaymentReceipt'),
    settlePassPaymentRefund: recordAsync('settlePassPaymentRefund'),
    applySavedCard: recordAsync('applySavedCard'),
  } as PaymentLedger;
});
afterEach(() => t.cleanup());

let seq = 0;
const handle = (type: string, object: Record<string, unknown>, id = `evt_${++seq}`) =>
  handleProviderEvent(deps, ledger, { id, type, data: { object } });
const names = () => calls.map(([name]) => name);

describe('what follows the commit', () => {
  it('an event that does not look like one is ignored, unrecorded, and calls no ledger', async () => {
    expect(await handleProviderEvent(deps, ledger, { id: 'evt_m', data: {} })).toMatchObject({
      kind: 'ignored',
    });
    expect(logs).toEqual(['ignored a provider event that does not look like one']);
    expect(calls).toEqual([]);
  });

  it.each<[PaymentOutcome, Call]>([
    [{ kind: 'fulfilled', checkoutId: 4, subscriptionId: 5 }, ['sendReceipt', 4]],
    [{ kind: 'refund', checkoutId: 4, reason: 'amex' }, ['settleRefund', 4]],
    [{ kind: 'pass_paid', passPayment: 'pp_1' }, ['sendPassPaymentReceipt', 'pp_1']],
    [{ kind: 'pass_refund', passPayment: 'pp_2' }, ['settlePassPaymentRefund', 'pp_2']],
    [{ kind: 'renewed', subscriptionId: 5, amountCents: 22_000 }, ['sendRenewalReceipt', 5, 22_000]],
  ])('a %j outcome is followed by exactly %j', async (result, follow) => {
    outcome = result;
    const returned = await handle('payment_intent.succeeded', {
      id: 'pi_1',
      amount: 5_000,
      metadata: { pass_payment: 'pp_1' },
    });
    expect(returned).toEqual(result);
    expect(calls.slice(1)).toEqual([follow]);
  });

  it('a failed renewal is followed by its notice; a duplicate by nothing', async () => {
    const failed: PaymentOutcome = {
      kind: 'renewal_failed',
      subscriptionId: 5,
      amountCents: 100,
      attempt: 1,
      nextAttemptAt: null,
    };
    outcome = failed;
    await handle('customer.subscription.deleted', { id: 'sub_1' });
    outcome = { kind: 'duplicate' };
    await handle('customer.subscription.deleted', { id: 'sub_1' });
    expect(calls.map(([name]) => name)).toEqual(['endAutopay', 'sendRenewalFailureNotice', 'endAutopay']);
    expect(calls[1]).toEqual(['sendRenewalFailureNotice', failed]);
  });
});

describe('payment_intent.succeeded', () => {
  it('a portal payment (pass_payment metadata) is applied as one, with the amount received and the brand', async () => {
    await handle(
      'payment_intent.succeeded',
      {
        id: 'pi_pp',
        amount: 5_000,
        amount_received: 4_800,
        payment_method: 'pm_visa',
        metadata: { pass_payment: 'pp_9', checkout_id: '3' },
      },
      'evt_pp',
    );
    expect(calls).toEqual([
      ['getPaymentMethod', 'pm_visa'],
      [
        'applyPassPayment',
        {
          eventId: 'evt_pp',
          eventType: 'payment_intent.succeeded',
          passPayment: 'pp_9',
          paymentIntentId: 'pi_pp',
          amountCents: 4_800,
          cardBrand: 'visa',
        },
      ],
    ]);
  });

  it('a portal payment without amount_received counts its amount; an unknown card has no brand', async () => {
    await handle('payment_intent.succeeded', {
      id: 'pi_pp',
      amount: 5_000,
      amount_received: null,
      payment_method: 'pm_gone',
      metadata: { pass_payment: 'pp_9' },
    });
    expect(calls[1]).toEqual([
      'applyPassPayment',
      expect.objectContaining({ amountCents: 5_000, cardBrand: null }),
    ]);
  });

  it('a checkout payment without amount_received counts its amount; no payment method, no brand', async () => {
    await handle(
      'payment_intent.succeeded',
      { id: 'pi_c', amount: 25_000, metadata: { checkout_id: '3' } },
      'evt_c',
    );
    expect(calls).toEqual([
      [
        'applyPayment',
        {
          eventId: 'evt_c',
          eventType: 'payment_intent.succeeded',
          checkoutId: 3,
          providerPaymentId: 'pi_c',
          paymentIntentId: 'pi_c',
          invoiceId: null,
          providerSubscriptionId: null,
          amountCents: 25_000,
          cardBrand: null,
        },
      ],
    ]);
  });

  it('an intent without our metadata (an autopay invoice) is recorded and applies nothing', async () => {
    const first = await handle('payment_intent.succeeded', { id: 'pi_x', amount: 1, metadata: {} }, 'evt_x');
    expect(first.kind).toBe('ignored');
    expect(calls).toEqual([]);
    expect((await handle('payment_intent.succeeded', { id: 'pi_x', amount: 1 }, 'evt_x')).kind).toBe(
      'duplicate',
    );
  });
});

describe('payment_intent.payment_failed', () => {
  it('is recorded once (a replay is a duplicate) and calls no ledger', async () => {
    const object = { id: 'pi_f', amount: 1, metadata: { checkout_id: '3' }, last_payment_error: null };
    expect(await handle('payment_intent.payment_failed', object, 'evt_f')).toMatchObject({ kind: 'ignored' });
    expect(await handle('payment_intent.payment_failed', object, 'evt_f')).toEqual({ kind: 'duplicate' });
    expect(calls).toEqual([]);
  });
});

describe('invoice.paid', () => {
  const withSubscription = (metadata: Record<string, string>) => ({
    parent: { subscription_details: { subscription: 'sub_1', metadata } },
  });

  it('the first invoice of a checkout makes the pass (applyPayment), with amount paid, no brand', async () => {
    await handle(
      'invoice.paid',
      {
        id: 'in_1',
        billing_reason: 'subscription_create',
        amount_paid: 20_000,
        total: 22_000,
        ...withSubscription({ checkout_id: '3' }),
      },
      'evt_i',
    );
    expect(calls).toEqual([
      [
        'applyPayment',
        {
          eventId: 'evt_i',
          eventType: 'invoice.paid',
          checkoutId: 3,
          providerPaymentId: 'in_1',
          paymentIntentId: null,
          invoiceId: 'in_1',
          providerSubscriptionId: 'sub_1',
          amountCents: 20_000,
          cardBrand: null,
        },
      ],
    ]);
  });

  it('a cycle invoice is a renewal even when the subscription carries its checkout id', async () => {
    await handle('invoice.paid', {
      id: 'in_2',
      billing_reason: 'subscription_cycle',
      total: 22_000,
      ...withSubscription({ checkout_id: '3' }),
    });
    expect(calls).toEqual([
      [
        'applyRenewal',
        expect.objectContaining({ providerSubscriptionId: 'sub_1', amountCents: 22_000, periodStart: null }),
      ],
    ]);
  });

  it('the first invoice of a subscription without a checkout renews nothing', async () => {
    const result = await handle('invoice.paid', {
      id: 'in_3',
      billing_reason: 'subscription_create',
      amount_paid: 0,
      ...withSubscription({}),
    });
    expect(result.kind).toBe('ignored');
    expect(calls).toEqual([]);
  });

  it('an invoice of no subscription applies nothing, even one naming a checkout', async () => {
    for (const billing_reason of ['subscription_create', 'manual']) {
      const result = await handle('invoice.paid', {
        id: 'in_4',
        billing_reason,
        amount_paid: 100,
        subscription_details: { metadata: { checkout_id: '3' } },
      });
      expect(result.kind).toBe('ignored');
    }
    expect(calls).toEqual([]);
  });
});

describe('invoice.payment_failed', () => {
  const renewal = (fields: Record<string, unknown>) => ({
    id: 'in_r',
    billing_reason: 'subscription_cycle',
    subscription: 'sub_1',
    ...fields,
  });
  const failure = () => calls.find(([name]) => name === 'recordRenewalFailure')?.[1];

  it('an invoice of no subscription applies nothing and reads no failure reason', async () => {
    const result = await handle('invoice.payment_failed', {
      id: 'in_n',
      billing_reason: 'subscription_cycle',
      amount_due: 100,
      payments: { data: [{ payment: { payment_intent: 'pi_n' } }] },
    });
    expect(result.kind).toBe('ignored');
    expect(calls).toEqual([]);
  });

  it('defaults: total when no amount due, attempt 1, no next attempt, the generic reason', async () => {
    await handle('invoice.payment_failed', renewal({ total: 22_000 }), 'evt_r');
    expect(failure()).toEqual({
      eventId: 'evt_r',
      eventType: 'invoice.payment_failed',
      providerSubscriptionId: 'sub_1',
      amountCents: 22_000,
      reason: 'The card was declined',
      attempt: 1,
      nextAttemptAt: null,
    });
  });

  it('an embedded intent without an error gives the generic reason', async () => {
    await handle(
      'invoice.payment_failed',
      renewal({ payments: { data: [{ payment: { payment_intent: { id: 'pi_e' } } }] } }),
    );
    expect(failure()).toMatchObject({ reason: 'The card was declined', amountCents: 0 });
    expect(names()).toEqual(['recordRenewalFailure']);
  });

  it('a referenced intent is retrieved for the reason', async () => {
    paymentError = async () => ({ message: 'Your card has expired.' });
    await handle(
      'invoice.payment_failed',
      renewal({ amount_due: 500, payments: { data: [{ payment: { payment_intent: 'pi_s' } }] } }),
    );
    expect(calls[0]).toEqual(['getPaymentError', 'pi_s']);
    expect(failure()).toMatchObject({ reason: 'Your card has expired.', amountCents: 500 });
  });

  it('a referenced intent without an error, or one that cannot be read (logged), gives the generic reason', async () => {
    await handle(
      'invoice.payment_failed',
      renewal({ payments: { data: [{ payment: { payment_intent: 'pi_none' } }] } }),
    );
    expect(failure()).toMatchObject({ reason: 'The card was declined' });
    expect(logs).toEqual([]);

    calls = [];
    const down = new Error('provider down');
    paymentError = async () => {
      throw down;
    };
    await handle(
      'invoice.payment_failed',
      renewal({ payments: { data: [{ payment: { payment_intent: 'pi_down' } }] } }),
    );
    expect(failure()).toMatchObject({ reason: 'The card was declined' });
    expect(logs).toEqual(['could not read why payment pi_down failed']);
  });
});

describe('customer.subscription.deleted', () => {
  it('ends autopay for that subscription; a malformed one changes nothing', async () => {
    await handle('customer.subscription.deleted', { id: 'sub_7', status: 'canceled' }, 'evt_d');
    expect(calls).toEqual([
      [
        'endAutopay',
        { eventId: 'evt_d', eventType: 'customer.subscription.deleted', providerSubscriptionId: 'sub_7' },
      ],
    ]);
    calls = [];
    expect((await handle('customer.subscription.deleted', { status: 'canceled' })).kind).toBe('ignored');
    expect(calls).toEqual([]);
  });
});

describe('checkout.session.completed', () => {
  const session = (metadata: Record<string, string>, fields: Record<string, unknown> = {}) => ({
    id: 'cs_1',
    mode: 'setup',
    customer: 'cus_1',
    metadata,
    ...fields,
  });

  it('a card update is applied; without a setup intent, or an unknown one, there is no card id', async () => {
    outcome = { kind: 'card_saved', subscriptionId: 7, purpose: 'card_update' };
    await handle('checkout.session.completed', session({ purpose: 'card_update', subscription_id: '7' }));
    await handle(
      'checkout.session.completed',
      session({ purpose: 'card_update', subscription_id: '7' }, { setup_intent: 'seti_gone' }),
    );
    expect(calls).toEqual([
      ['applySavedCard', expect.objectContaining({ purpose: 'card_update', paymentMethodId: null })],
      ['getSetupIntent', 'seti_gone'],
      ['applySavedCard', expect.objectContaining({ purpose: 'card_update', paymentMethodId: null })],
    ]);
  });

  it('a set-up for another purpose applies nothing', async () => {
    const result = await handle(
      'checkout.session.completed',
      session({ purpose: 'something_else', subscription_id: '7' }),
    );
    expect(result.kind).toBe('ignored');
    expect(calls).toEqual([]);
  });
});
