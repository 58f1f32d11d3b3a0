import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type LedgerCall as Call,
  type RecordedLedger,
  recordedLedger,
} from '../../../../test/recorded-ledger';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { PaymentLedger } from '../../../domain/payment-lifecycle/payment-ledger';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { handleProviderEvent } from './provider-events.service';

// Which ledger call each invoice, subscription and set-up session event becomes, with which facts.
// The ledger is recorded, so a wrong branch shows up as a wrong call.

let t: TestApp;
let recorded: RecordedLedger;
let deps: PaymentDeps;
let ledger: PaymentLedger;
let calls: Call[];
let logs: string[];

beforeEach(async () => {
  t = await createTestApp();
  recorded = recordedLedger(t);
  ({ deps, ledger, calls, logs } = recorded);
});
afterEach(() => t.cleanup());

let seq = 0;
const handle = (type: string, object: Record<string, unknown>, id = `evt_${++seq}`) =>
  handleProviderEvent(deps, ledger, { id, type, data: { object } });
const names = () => calls.map(([name]) => name);

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

  it('defaults: total when no amount due, attempt 1, no next attempt, no decline code', async () => {
    await handle('invoice.payment_failed', renewal({ total: 22_000 }), 'evt_r');
    expect(failure()).toEqual({
      eventId: 'evt_r',
      eventType: 'invoice.payment_failed',
      providerSubscriptionId: 'sub_1',
      amountCents: 22_000,
      declineCode: null,
      attempt: 1,
      nextAttemptAt: null,
    });
  });

  it("an embedded intent gives its error's decline code, or none without an error", async () => {
    await handle(
      'invoice.payment_failed',
      renewal({ payments: { data: [{ payment: { payment_intent: { id: 'pi_e' } } }] } }),
    );
    expect(failure()).toMatchObject({ declineCode: null, amountCents: 0 });
    expect(names()).toEqual(['recordRenewalFailure']);

    calls.length = 0;
    const declined = {
      id: 'pi_d',
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    };
    await handle(
      'invoice.payment_failed',
      renewal({ payments: { data: [{ payment: { payment_intent: declined } }] } }),
    );
    expect(failure()).toMatchObject({ declineCode: 'insufficient_funds' });
  });

  it('a referenced intent is retrieved for its decline code', async () => {
    recorded.paymentError = async () => ({ code: 'expired_card', message: 'Your card has expired.' });
    await handle(
      'invoice.payment_failed',
      renewal({ amount_due: 500, payments: { data: [{ payment: { payment_intent: 'pi_s' } }] } }),
    );
    expect(calls[0]).toEqual(['getPaymentError', 'pi_s']);
    expect(failure()).toMatchObject({ declineCode: 'expired_card', amountCents: 500 });
  });

  it('a referenced intent without an error, or one that cannot be read (logged), gives no decline code', async () => {
    await handle(
      'invoice.payment_failed',
      renewal({ payments: { data: [{ payment: { payment_intent: 'pi_none' } }] } }),
    );
    expect(failure()).toMatchObject({ declineCode: null });
    expect(logs).toEqual([]);

    calls.length = 0;
    const down = new Error('provider down');
    recorded.paymentError = async () => {
      throw down;
    };
    await handle(
      'invoice.payment_failed',
      renewal({ payments: { data: [{ payment: { payment_intent: 'pi_down' } }] } }),
    );
    expect(failure()).toMatchObject({ declineCode: null });
    expect(logs).toEqual(['could not read why payment pi_down failed']);
  });

  it('a body without payments (as Stripe sends it) has the invoice read from the provider for the decline code', async () => {
    recorded.paymentError = async () => ({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    await handle('invoice.payment_failed', renewal({ amount_due: 500 }));
    expect(calls[0]).toEqual(['getInvoicePaymentError', 'in_r']);
    expect(failure()).toMatchObject({ declineCode: 'insufficient_funds' });
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
    calls.length = 0;
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
    recorded.outcome = { kind: 'card_saved', subscriptionId: 7, purpose: 'card_update' };
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
