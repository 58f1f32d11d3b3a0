import type { PaymentErrorInfo } from 'api/contract/billing-response';
import { AMEX_ERROR_CODE } from 'api/contract/card-brand';
import type { ErrorCode } from 'api/contract/error-codes';
import type { MessageKey, TFunction } from 'design-system/i18n/language';
import { hasRuleText, ruleText } from '../../lib/rule-messages';
import type { CheckoutFailure } from './run-checkout';

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
  if (AUTHENTICATION_FAILED.has(code)) return 'checkout.errors.authenticationFailed';
  if (code === 'authentication_required' || decline === 'authentication_required') {
    return 'checkout.errors.authenticationRequired';
  }
  if (code === 'insufficient_funds' || decline === 'insufficient_funds')
    return 'checkout.errors.insufficientFunds';
  if (code === 'card_declined') return 'checkout.errors.cardDeclined';
  if (code === 'expired_card') return 'checkout.errors.expiredCard';
  if (CVC.has(code)) return 'checkout.errors.incompleteCvc';
  if (NUMBER.has(code)) return 'checkout.errors.incompleteNumber';
  if (EXPIRY.has(code)) return 'checkout.errors.incompleteExpiry';
  if (code === 'incomplete_zip') return 'checkout.errors.incompleteZip';
  return null;
}

/**
 * SPEC section 8: a card problem in words the visitor can act on, followed by its codes
 * ('(code: card_declined, insufficient_funds)') for staff and support. Amex gets only its own
 * sentence: there is nothing to look up.
 */
export function paymentErrorText(error: PaymentErrorInfo, t: TFunction): string {
  if (error.code === AMEX_ERROR_CODE) return t('checkout.errors.amex');
  const key = paymentErrorKey(error);
  const text = key ? t(key) : error.message.trim() || t('checkout.errors.paymentFailed');
  const codes = [error.code, error.decline_code].filter(Boolean).join(', ');
  return `${text} ${t('checkout.errors.codeSuffix', { codes })}`;
}

/** Error codes the checkout's own calls may receive -> catalog keys (the wizard's codes: rule-messages). */
export const SERVER_CODE_KEYS: Readonly<Partial<Record<ErrorCode, MessageKey>>> = {
  spaces_taken: 'checkout.server.spacesTaken',
  honeypot: 'checkout.server.honeypot',
  email_mismatch: 'checkout.server.emailMismatch',
  plan_not_found: 'checkout.server.planNotFound',
  autopay_only: 'checkout.server.autopayOnly',
  checkout_not_found: 'checkout.server.checkoutNotFound',
  vehicle_changed: 'checkout.server.vehicleChanged',
  no_payment_information: 'checkout.server.noPaymentInformation',
  payment_provider_unavailable: 'checkout.server.providerUnavailable',
  amex_not_accepted: 'checkout.errors.amex',
};

/**
 * A refusal by the API in the visitor's language: by code, or by rule for invalid input (the wizard's
 * rules, checked again on checkout); codes nobody mapped show the server's own text.
 */
export function serverMessageText(
  failure: { code: string; rule?: string | undefined; message?: string | undefined },
  t: TFunction,
): string {
  const key = (SERVER_CODE_KEYS as Readonly<Record<string, MessageKey>>)[failure.code];
  if (key) return t(key);
  if (failure.rule && hasRuleText(failure.rule)) return ruleText(t, failure.rule);
  const generic = failure.code === 'server_error' || failure.code === 'not_found';
  if (!generic && hasRuleText(failure.code)) return ruleText(t, failure.code);
  return failure.message ?? ruleText(t, failure.code === 'not_found' ? 'not_found' : 'server_error');
}

/** Every failure of a checkout attempt as one line of text (the spaces-taken case adds a link). */
export function failureText(failure: CheckoutFailure, t: TFunction): string {
  switch (failure.kind) {
    case 'payment':
      return paymentErrorText(failure.error, t);
    case 'notCompleted':
      return failure.intent === 'payment'
        ? t('checkout.errors.paymentNotCompleted', { status: failure.status })
        : t('checkout.errors.setupNotCompleted', { status: failure.status });
    case 'server':
      return serverMessageText(failure, t);
    case 'spacesTaken':
      return t('checkout.server.spacesTaken');
    case 'noPaymentInformation':
      return t('checkout.server.noPaymentInformation');
  }
}
