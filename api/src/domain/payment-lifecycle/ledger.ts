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
    applyPayment: async (facts) => applyPayment(deps, facts),
    applyRenewal: async (facts) => countRenewal(await applyRenewal(deps, facts)),
    recordRenewalFailure: async (facts) => countRenewal(await recordRenewalFailure(deps, facts)),
    requestPaymentAction: async (facts) => requestPaymentAction(deps, facts),
    endAutopay: async (facts) => endAutopay(deps, facts),
    applyPassPayment: async (facts) => applyPassPayment(deps, facts),
    applySavedCard: async (facts) => applySavedCard(deps, facts),
    sendReceipt: async (checkoutId) => sendCheckoutReceipt(deps, checkoutId),
    sendPassPaymentReceipt: async (token) => sendPassPaymentReceipt(deps, token),
    sendRenewalReceipt: async (subscriptionId, amountCents) =>
      sendRenewalReceipt(deps, subscriptionId, amountCents),
    sendRenewalFailureNotice: async (outcome) => sendRenewalFailureNotice(deps, outcome),
    sendPaymentActionNotice: async (outcome) => sendPaymentActionNotice(deps, outcome),
    settleRefund: async (checkoutId) => settleCheckoutRefund(deps, checkoutId),
    settlePassPaymentRefund: async (token) => settlePassPaymentRefund(deps, token),
  };
}
