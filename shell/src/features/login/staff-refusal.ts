import type { readApiError } from 'api/client';
import type { MessageKey, TFunction } from 'design-system/i18n/language';

// Refusals of the sign-in, factor and link calls in the staff member's language; the wait of a lockout
// or pause from the answer's `retry_after`; only a refusal the page does not know keeps the server's text.
const REFUSED_KEYS: Partial<Record<string, MessageKey>> = {
  invalid_credentials: 'login.invalidCredentials',
  second_factor_invalid: 'login.factor.invalid',
  second_factor_expired: 'login.factor.expired',
  staff_link_invalid: 'login.setPassword.linkInvalid',
  password_too_short: 'login.setPassword.tooShort',
  password_too_common: 'login.setPassword.tooCommon',
  password_too_guessable: 'login.setPassword.tooGuessable',
};
const WAIT_CODES = new Set(['too_many_attempts', 'too_many_requests', 'second_factor_locked']);

export function refusalText(info: ReturnType<typeof readApiError>, t: TFunction): string {
  const key = info ? REFUSED_KEYS[info.code] : undefined;
  if (key) return t(key);
  const seconds = Number(info?.details.retry_after ?? 0);
  if (info && WAIT_CODES.has(info.code) && seconds > 0) {
    return seconds < 60
      ? t('login.tooManySeconds', { seconds })
      : t('login.tooManyMinutes', { minutes: Math.ceil(seconds / 60) });
  }
  return info?.text ?? t('login.failed');
}
