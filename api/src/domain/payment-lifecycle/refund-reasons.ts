import { ERROR_MESSAGES } from '../../contract/error-codes';
import type { PassRefundReason } from '../../contract/portal';
import type { RefundReason } from './payment-ledger';

// Why a payment was given back instead of applied: what the visitor reads, and what staff read on the
// refunded invoice and its event.

/** Checkout: the success page's text (`GET /billing/receipt` answers 409 with it). */
export const REFUND_MESSAGES: Record<RefundReason, string> = {
  no_space:
    'Sorry, all online spaces were taken before your payment completed. Your payment has been refunded.',
  plate_taken: 'That plate already has a monthly pass or is banned. Your payment has been refunded.',
  amex: `${ERROR_MESSAGES.amex_not_accepted} Your payment has been refunded.`,
};

/** Checkout: staff's words on the refunded invoice (its event carries the code). */
export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  no_space: 'no online space left when the payment completed (hold expired)',
  plate_taken: 'the plate already had a live pass or is banned',
  amex: 'American Express is not accepted',
};

/** Portal payments: staff's words on the refunded invoice. */
export const PASS_REFUND_TEXT: Record<PassRefundReason, string> = {
  amex: 'American Express is not accepted',
  not_renewable: 'the pass could not be renewed any more when the payment completed',
  already_renewed: 'the pass had already been renewed (paid twice)',
  no_card_assigned: 'no card was assigned any more when the payment completed',
  no_space: 'no space was free any more when the payment for the lapsed pass completed',
};
