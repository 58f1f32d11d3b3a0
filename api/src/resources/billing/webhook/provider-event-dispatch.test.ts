import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type LedgerCall as Call,
  type RecordedLedger,
  recordedLedger,
} from '../../../../test/recorded-ledger';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { PaymentLedger, PaymentOutcome } from '../../../domain/payment-lifecycle/payment-ledger';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { handleProviderEvent } from './provider-events.service';

// Which ledger call each provider event becomes, with which facts, and what follows the commit
// (receipts, refunds, notices). The ledger is recorded, so a wrong branch shows up as a wrong call.

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
    recorded.outcome = result;
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
    recorded.outcome = failed;
    await handle('customer.subscription.deleted', { id: 'sub_1' });
    recorded.outcome = { kind: 'duplicate' };
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
