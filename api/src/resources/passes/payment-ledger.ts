import type { PaymentLedger } from '../../domain/payment-ledger';
import type { PaymentDeps } from '../../lib/payment-deps';
import { applyPayment, applyRenewal, recordRenewalFailure } from './fulfilment.service';
import { sendReceipt } from './receipt.service';
import { settleRefund } from './refunds.service';

/** Passes as the provider events see them: paid checkouts become passes, renewals move them on. */
export function createPaymentLedger(deps: PaymentDeps): Omit<PaymentLedger, 'applySavedCard'> {
  return {
    applyPayment: (facts) => applyPayment(deps, facts),
    applyRenewal: (facts) => applyRenewal(deps, facts),
    recordRenewalFailure: (facts) => recordRenewalFailure(deps, facts),
    sendReceipt: (checkoutId) => sendReceipt(deps, checkoutId),
    settleRefund: (checkoutId) => settleRefund(deps, checkoutId),
  };
}
