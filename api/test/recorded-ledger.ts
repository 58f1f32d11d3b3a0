import type { PaymentLedger, PaymentOutcome } from '../src/domain/payment-lifecycle/payment-ledger';
import type { PaymentDeps } from '../src/lib/payment-deps';
import type { PaymentsProvider } from '../src/providers/payments/payments-provider';
import type { TestApp } from './test-app';

// A payment ledger that records every call the provider-event handler makes, so a test of the handler
// sees which call each event becomes, with which facts, and what follows the commit.

export type LedgerCall = [name: string, ...args: unknown[]];

export type RecordedLedger = {
  deps: PaymentDeps;
  ledger: PaymentLedger;
  /** Every ledger and provider call, in order. */
  calls: LedgerCall[];
  logs: string[];
  /** What each apply call answers; a test sets it before handling an event. */
  outcome: PaymentOutcome;
  /** What the provider says about a failed payment intent. */
  paymentError: () => Promise<{ code?: string; decline_code?: string; message: string } | null>;
};

export function recordedLedger(t: TestApp): RecordedLedger {
  const calls: LedgerCall[] = [];
  const logs: string[] = [];
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
      return recorded.paymentError();
    },
    getInvoicePaymentError: async (id: string) => {
      calls.push(['getInvoicePaymentError', id]);
      return recorded.paymentError();
    },
  } as unknown as PaymentsProvider;
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return recorded.outcome;
    };
  const recordAsync =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return name === 'applySavedCard' ? recorded.outcome : true;
    };
  const recorded: RecordedLedger = {
    deps: {
      db: t.db,
      config: t.config,
      now: () => new Date(),
      payments,
      mail: t.mail,
      log: (message: string) => logs.push(message),
    },
    ledger: {
      applyPayment: record('applyPayment'),
      applyRenewal: record('applyRenewal'),
      recordRenewalFailure: record('recordRenewalFailure'),
      requestPaymentAction: record('requestPaymentAction'),
      endAutopay: record('endAutopay'),
      applyPassPayment: record('applyPassPayment'),
      sendRenewalReceipt: recordAsync('sendRenewalReceipt'),
      sendRenewalFailureNotice: recordAsync('sendRenewalFailureNotice'),
      sendPaymentActionNotice: recordAsync('sendPaymentActionNotice'),
      sendReceipt: recordAsync('sendReceipt'),
      settleRefund: recordAsync('settleRefund'),
      sendPassPaymentReceipt: recordAsync('sendPassPaymentReceipt'),
      settlePassPaymentRefund: recordAsync('settlePassPaymentRefund'),
      applySavedCard: recordAsync('applySavedCard'),
    } as PaymentLedger,
    calls,
    logs,
    outcome: { kind: 'duplicate' },
    paymentError: async () => null,
  };
  return recorded;
}
