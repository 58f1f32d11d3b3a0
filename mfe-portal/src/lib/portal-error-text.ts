import { readApiError } from 'api/client';
import type { MessageKey, TFunction } from 'design-system/i18n/language';
import { countedKey } from 'design-system/i18n/plural';

// Server codes -> this bundle's catalog keys; never the server's English sentence.
const CODE_KEYS: Readonly<Record<string, MessageKey>> = {
  pass_not_found: 'portal.errors.passNotFound',
  pass_expired: 'portal.errors.passExpired',
  need_setup: 'portal.errors.needSetup',
  autopay_blocks_renewal: 'portal.errors.autopayBlocksRenewal',
  no_card_assigned: 'portal.errors.noCardAssigned',
  link_not_found: 'portal.errors.linkNotFound',
  link_expired: 'portal.errors.linkExpired',
  mail_send_failed: 'portal.errors.mailSendFailed',
  otp_send_failed: 'portal.errors.otpSendFailed',
  otp_invalid: 'portal.errors.otpInvalid',
  otp_locked: 'portal.errors.otpLocked',
  otp_session_invalid: 'portal.errors.otpSessionInvalid',
  sign_in_required: 'portal.errors.signInRequired',
  consent_required: 'portal.errors.consentRequired',
  setup_not_found: 'portal.errors.setupNotFound',
  payment_not_found: 'portal.errors.paymentNotFound',
  invite_pending: 'portal.errors.invitePending',
  pass_not_renewable: 'portal.errors.passNotRenewable',
  no_space_to_reactivate: 'portal.errors.noSpaceToReactivate',
  payment_provider_unavailable: 'portal.errors.providerUnavailable',
  amex_not_accepted: 'paymentForm.errors.amex',
  no_saved_card: 'lostCard.noSavedCard',
  saved_card_declined: 'lostCard.savedCardDeclinedPlain',
  saved_card_authentication_required: 'lostCard.savedCardNeedsAuthentication',
  loss_fee_changed: 'lostCard.feeChangedPlain',
  api_unavailable: 'portal.errors.network',
  timeout: 'portal.errors.network',
  network: 'portal.errors.network',
};

/** Any failure of a portal call in the visitor's language (429 and cooldowns say how long to wait). */
export function portalErrorText(error: unknown, t: TFunction): string {
  const info = readApiError(error);
  if (!info) return t('portal.errors.server');
  if (info.code === 'too_many_requests' || info.code === 'otp_cooldown') {
    const seconds = Number(info.details.retry_after ?? 60) || 60;
    return t('portal.errors.tooManyRequests', { seconds });
  }
  if (info.code === 'mail_cooldown') {
    const seconds = Number(info.details.retry_after ?? 60) || 60;
    return t('portal.errors.mailCooldown', { seconds });
  }
  if (info.code === 'renew_too_early') {
    const days = Number(info.details.days ?? 0);
    return t(countedKey('portal.errors.renewTooEarly', days), { days });
  }
  if (info.code === 'invalid_input') {
    return info.field === 'code' ? t('portal.errors.otpInvalid') : t('portal.errors.invalidInput');
  }
  const key = CODE_KEYS[info.code];
  return key ? t(key) : t('portal.errors.server');
}
