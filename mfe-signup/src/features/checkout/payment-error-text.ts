import { BILLING_MESSAGES } from 'api/contract/billing-input';
import type { PaymentErrorInfo } from 'api/contract/billing-response';
import { AMEX_ERROR_CODE, AMEX_MESSAGE } from 'api/contract/card-brand';
import { BANNED_EMAIL_MESSAGE } from 'api/contract/client-lookup';
import { INVALID_EMAIL_MESSAGE } from 'api/contract/email-address';
import { PLATE_NOT_ALLOWED_MESSAGE } from 'api/contract/vehicle-input';
import { WIZARD_MESSAGES } from 'api/contract/wizard-data';
import type { MessageKey, TFunction } from 'design-system/i18n/language';
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

/** Server messages the checkout may receive (English from the contract) -> catalog keys. */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  [BILLING_MESSAGES.spacesTaken]: 'checkout.server.spacesTaken',
  [BILLING_MESSAGES.honeypot]: 'checkout.server.honeypot',
  [BILLING_MESSAGES.emailMismatch]: 'checkout.server.emailMismatch',
  [BILLING_MESSAGES.planNotFound]: 'checkout.server.planNotFound',
  [BILLING_MESSAGES.autopayOnly]: 'checkout.server.autopayOnly',
  [BILLING_MESSAGES.checkoutNotFound]: 'checkout.server.checkoutNotFound',
  [BILLING_MESSAGES.vehicleChanged]: 'checkout.server.vehicleChanged',
  [BILLING_MESSAGES.noPaymentInformation]: 'checkout.server.noPaymentInformation',
  [BILLING_MESSAGES.providerUnavailable]: 'checkout.server.providerUnavailable',
  [AMEX_MESSAGE]: 'checkout.errors.amex',
  [BANNED_EMAIL_MESSAGE]: 'wizard.rules.bannedEmail',
  [PLATE_NOT_ALLOWED_MESSAGE]: 'wizard.rules.plateNotAllowed',
  [WIZARD_MESSAGES.zipStateMismatch]: 'wizard.rules.zipStateMismatch',
  [INVALID_EMAIL_MESSAGE]: 'wizard.rules.invalidEmail',
  'Server error': 'common.errors.server',
  'Not found': 'common.errors.notFound',
};

export function serverMessageText(message: string, t: TFunction): string {
  const key = SERVER_MESSAGE_KEYS[message];
  return key ? t(key) : message;
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
      return serverMessageText(failure.message, t);
    case 'spacesTaken':
      return t('checkout.server.spacesTaken');
    case 'noPaymentInformation':
      return t('checkout.server.noPaymentInformation');
  }
}
