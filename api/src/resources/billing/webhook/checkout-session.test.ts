import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { PaymentLedger, SavedCardFacts } from '../../../domain/payment-lifecycle/payment-ledger';
import type { PaymentDeps } from '../../../lib/payment-deps';
import type { PaymentsProvider } from '../../../providers/payments/payments-provider';
import { handleProviderEvent } from './provider-events.service';

// checkout.session.completed (a hosted card set-up) becomes one applySavedCard call on the ledger.

describe('checkout.session.completed', () => {
  let t: TestApp;
  let calls: SavedCardFacts[];
  let deps: PaymentDeps;
  let ledger: PaymentLedger;
  beforeEach(async () => {
    t = await createTestApp();
    calls = [];
    const payments = {
      ...t.payments,
      getSetupIntent: async (id: string) =>
        id === 'seti_1'
          ? { id, status: 'succeeded', customerId: 'cus_1', paymentMethodId: 'pm_1', metadata: {} }
          : null,
    } as unknown as PaymentsProvider;
    deps = { db: t.db, config: t.config, now: () => new Date(), payments, mail: t.mail, log: () => {} };
    const refuse = () => {
      throw new Error('not expected');
    };
    ledger = {
      applyPayment: refuse,
      applyRenewal: refuse,
      recordRenewalFailure: refuse,
      requestPaymentAction: refuse,
      sendPaymentActionNotice: refuse,
      endAutopay: refuse,
      sendRenewalReceipt: refuse,
      sendRenewalFailureNotice: refuse,
      sendReceipt: refuse,
      settleRefund: refuse,
      applyPassPayment: refuse,
      sendPassPaymentReceipt: refuse,
      settlePassPaymentRefund: refuse,
      applySavedCard: async (facts) => {
        calls.push(facts);
        return { kind: 'card_saved', subscriptionId: facts.subscriptionId, purpose: facts.purpose };
      },
    };
  });
  afterEach(() => t.cleanup());

  const event = (id: string, object: Record<string, unknown>) => ({
    id,
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_1', object: 'checkout.session', status: 'complete', ...object } },
  });

  it('hands a set-up session with our metadata to the ledger, with the card of its setup intent', async () => {
    const outcome = await handleProviderEvent(
      deps,
      ledger,
      event('evt_1', {
        mode: 'setup',
        customer: 'cus_1',
        setup_intent: 'seti_1',
        metadata: { purpose: 'enable_autopay', subscription_id: '7', link_id: '3', consent_id: '9' },
      }),
    );
    expect(outcome).toEqual({ kind: 'card_saved', subscriptionId: 7, purpose: 'enable_autopay' });
    expect(calls).toEqual([
      {
        eventId: 'evt_1',
        eventType: 'checkout.session.completed',
        sessionId: 'cs_1',
        purpose: 'enable_autopay',
        subscriptionId: 7,
        linkId: 3,
        consentId: 9,
        customerId: 'cus_1',
        paymentMethodId: 'pm_1',
      },
    ]);
  });

  it('ignores sessions that are not our card set-ups (payment mode, no purpose, no pass id)', async () => {
    for (const [id, object] of [
      ['evt_a', { mode: 'payment', metadata: { purpose: 'card_update', subscription_id: '7' } }],
      ['evt_b', { mode: 'setup', metadata: { subscription_id: '7' } }],
      ['evt_c', { mode: 'setup', metadata: { purpose: 'card_update', subscription_id: 'x' } }],
    ] as const) {
      expect((await handleProviderEvent(deps, ledger, event(id, object))).kind).toBe('ignored');
    }
    expect(calls).toEqual([]);
    // Recorded, so a replay is recognised.
    expect((await handleProviderEvent(deps, ledger, event('evt_a', { mode: 'payment' }))).kind).toBe(
      'duplicate',
    );
  });
});
