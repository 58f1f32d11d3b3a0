import type { PaymentDeps } from '../../lib/payment-deps';
import { sendReceipt } from '../../resources/billing/receipt/receipt.service';
import { applyPayment, applyRenewal, endAutopay, recordRenewalFailure } from './checkout-fulfilment';
import type { CheckoutLedger } from './payment-ledger';
import { sendRenewalFailureNotice, sendRenewalReceipt } from './receipts';
import { settleRefund } from './refunds';

/** Passes as the provider events see them: paid checkouts become passes, renewals move them on. */
export function createPaymentLedger(deps: PaymentDeps): CheckoutLedger {
  return {
    applyPayment: (facts) => applyPayment(deps, facts),
    applyRenewal: (facts) => applyRenewal(deps, facts),
    recordRenewalFailure: (facts) => recordRenewalFailure(deps, facts),
    endAutopay: (facts) => endAutopay(deps, facts),
    sendRenewalReceipt: (subscriptionId, amountCents) =>
      sendRenewalReceipt(deps, subscriptionId, amountCents),
    sendRenewalFailureNotice: (outcome) => sendRenewalFailureNotice(deps, outcome),
    sendReceipt: (checkoutId) => sendReceipt(deps, checkoutId),
    settleRefund: (checkoutId) => settleRefund(deps, checkoutId),
  };
}
