import type { ErrorCode } from 'api/contract/error-codes';
import type { MessageKey, TFunction } from 'design-system/i18n/language';
import { notCompletedText, paymentErrorText } from 'payment-ui/payment-error-text';
import { hasRuleText, ruleText } from '../../lib/rule-messages';
import type { CheckoutFailure } from './run-checkout';

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
  amex_not_accepted: 'paymentForm.errors.amex',
  checkout_in_progress: 'checkout.server.checkoutInProgress',
  too_many_holds: 'checkout.server.tooManyHolds',
  waitlist_offer_expired: 'checkout.server.waitlistOfferExpired',
  waitlist_offer_email_mismatch: 'checkout.server.waitlistOfferEmailMismatch',
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
      return notCompletedText(failure.intent, failure.status, t);
    case 'server':
      return serverMessageText(failure, t);
    case 'spacesTaken':
      return t('checkout.server.spacesTaken');
    case 'captchaExpired':
      return t('checkout.captchaExpired');
    case 'captchaUsed':
      return t('checkout.captchaUsed');
    case 'checkoutReplaced':
      return t('checkout.checkoutReplaced');
    case 'noPaymentInformation':
      return t('checkout.server.noPaymentInformation');
  }
}
