import type { PaymentDeps } from '../../lib/payment-deps';
import { applyRenewal, endAutopay, recordRenewalFailure } from './autopay-renewals';
import { applyPayment } from './checkout-fulfilment';
import { applyPassPayment } from './pass-payment';
import { requestPaymentAction, sendPaymentActionNotice } from './payment-action';
import type { PaymentLedger, PaymentOutcome } from './payment-ledger';
import {
  sendCheckoutReceipt,
  sendPassPaymentReceipt,
  sendRenewalFailureNotice,
  sendRenewalReceipt,
} from './receipts';
import { settleCheckoutRefund, settlePassPaymentRefund } from './refunds';
import { applySavedCard } from './saved-card';

/** The one payment lifecycle, as the provider-event handler calls it (app.ts hands it over). */
export function createPaymentLedger(deps: PaymentDeps): PaymentLedger {
  // Counted here, where Stripe's and the sandbox's renewal events both arrive, and only for an outcome
  // applied now: a replayed event answers `duplicate` and is not counted twice.
  const countRenewal = (outcome: PaymentOutcome): PaymentOutcome => {
    if (outcome.kind === 'renewed') deps.metrics?.renewalCharged();
    if (outcome.kind === 'renewal_failed') deps.metrics?.renewalFailed();
    return outcome;
  };
  return {
    applyPayment: (facts) => applyPayment(deps, facts),
    applyRenewal: (facts) => countRenewal(applyRenewal(deps, facts)),
    recordRenewalFailure: (facts) => countRenewal(recordRenewalFailure(deps, facts)),
    requestPaymentAction: (facts) => requestPaymentAction(deps, facts),
    endAutopay: (facts) => endAutopay(deps, facts),
    applyPassPayment: (facts) => applyPassPayment(deps, facts),
    applySavedCard: (facts) => applySavedCard(deps, facts),
    sendReceipt: (checkoutId) => sendCheckoutReceipt(deps, checkoutId),
    sendPassPaymentReceipt: (token) => sendPassPaymentReceipt(deps, token),
    sendRenewalReceipt: (subscriptionId, amountCents) =>
      sendRenewalReceipt(deps, subscriptionId, amountCents),
    sendRenewalFailureNotice: (outcome) => sendRenewalFailureNotice(deps, outcome),
    sendPaymentActionNotice: (outcome) => sendPaymentActionNotice(deps, outcome),
    settleRefund: (checkoutId) => settleCheckoutRefund(deps, checkoutId),
    settlePassPaymentRefund: (token) => settlePassPaymentRefund(deps, token),
  };
}
