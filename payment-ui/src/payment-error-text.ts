import type { PaymentErrorInfo } from 'api/contract/billing-response';
import { AMEX_ERROR_CODE } from 'api/contract/card-brand';
import type { MessageKey, TFunction } from 'design-system/i18n/language';

const AUTHENTICATION_FAILED = new Set([
  'payment_intent_authentication_failure',
  'setup_intent_authentication_failure',
]);
const CVC = new Set(['incomplete_cvc', 'invalid_cvc', 'incorrect_cvc']);
const NUMBER = new Set(['incomplete_number', 'invalid_number', 'incorrect_number']);
const EXPIRY = new Set([
  'incomplete_expiry',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_expiry_month_past',
  'invalid_expiry_year_past',
]);

function paymentErrorKey({ code, decline_code: decline }: PaymentErrorInfo): MessageKey | null {
  if (AUTHENTICATION_FAILED.has(code)) return 'paymentForm.errors.authenticationFailed';
  if (code === 'authentication_required' || decline === 'authentication_required') {
    return 'paymentForm.errors.authenticationRequired';
  }
  if (code === 'insufficient_funds' || decline === 'insufficient_funds')
    return 'paymentForm.errors.insufficientFunds';
  if (code === 'card_declined') return 'paymentForm.errors.cardDeclined';
  if (code === 'expired_card') return 'paymentForm.errors.expiredCard';
  if (CVC.has(code)) return 'paymentForm.errors.incompleteCvc';
  if (NUMBER.has(code)) return 'paymentForm.errors.incompleteNumber';
  if (EXPIRY.has(code)) return 'paymentForm.errors.incompleteExpiry';
  if (code === 'incomplete_zip') return 'paymentForm.errors.incompleteZip';
  return null;
}

/**
 * SPEC section 8: a card problem in words the visitor can act on, followed by its codes
 * ('(code: card_declined, insufficient_funds)') for staff and support. Amex gets only its own
 * sentence: there is nothing to look up.
 */
export function paymentErrorText(error: PaymentErrorInfo, t: TFunction): string {
  if (error.code === AMEX_ERROR_CODE) return t('paymentForm.errors.amex');
  const key = paymentErrorKey(error);
  const text = key ? t(key) : error.message.trim() || t('paymentForm.errors.paymentFailed');
  const codes = [error.code, error.decline_code].filter(Boolean).join(', ');
  return `${text} ${t('paymentForm.errors.codeSuffix', { codes })}`;
}

/** An intent the provider left unfinished ('processing', 'canceled', ...), with its status. */
export function notCompletedText(intent: 'payment' | 'setup', status: string, t: TFunction): string {
  return intent === 'payment'
    ? t('paymentForm.errors.paymentNotCompleted', { status })
    : t('paymentForm.errors.setupNotCompleted', { status });
}
