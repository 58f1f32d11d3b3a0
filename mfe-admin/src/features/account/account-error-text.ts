import { readApiError } from 'api/client';
import type { ErrorCode } from 'api/contract/error-codes';
import type { RuleCode } from 'api/contract/validation-rules';
import type { MessageKey, TFunction } from 'design-system/i18n/language';
import { adminErrorText } from '../../lib/admin-error-text';

// The account page's own refusals -> its catalog keys; anything else is a common admin error.
const CODE_KEYS: Partial<Record<ErrorCode, MessageKey>> = {
  wrong_password: 'admin.account.errors.wrongPassword',
  password_too_short: 'admin.account.errors.tooShort',
  password_too_common: 'admin.account.errors.tooCommon',
  password_too_guessable: 'admin.account.errors.tooGuessable',
  password_unchanged: 'admin.account.errors.unchanged',
  second_factor_invalid: 'admin.account.errors.codeInvalid',
  second_factor_not_started: 'admin.account.errors.notStarted',
  second_factor_required: 'admin.account.errors.factorRequired',
  staff_email_taken: 'admin.account.errors.emailTaken',
  setup_required: 'admin.account.errors.setupRequired',
  not_found: 'admin.account.errors.sessionGone',
};

const RULE_KEYS: Partial<Record<RuleCode, MessageKey>> = {
  password_required: 'admin.account.errors.rules.passwordRequired',
  password_too_long: 'admin.account.errors.rules.passwordTooLong',
  new_password_required: 'admin.account.errors.rules.newPasswordRequired',
  new_password_too_long: 'admin.account.errors.rules.newPasswordTooLong',
  second_factor_code: 'admin.account.errors.rules.code',
  email_required: 'admin.account.errors.rules.emailRequired',
  invalid_email: 'admin.account.errors.rules.email',
  language: 'admin.account.errors.rules.language',
};

/** A rule of this page's fields in the staff member's language; null for one it does not word. */
export function accountRuleText(rule: string | undefined, t: TFunction): string | null {
  const key = rule && Object.hasOwn(RULE_KEYS, rule) ? RULE_KEYS[rule as RuleCode] : undefined;
  return key ? t(key) : null;
}

export function accountErrorText(error: unknown, t: TFunction): string {
  const info = readApiError(error);
  const ruleText = info?.code === 'invalid_input' ? accountRuleText(info.rule, t) : null;
  if (ruleText) return ruleText;
  const key = info ? CODE_KEYS[info.code as ErrorCode] : undefined;
  return key ? t(key) : adminErrorText(error, t);
}
