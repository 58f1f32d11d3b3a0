import { readApiError } from 'api/client';
import type { ErrorCode } from 'api/contract/error-codes';
import type { RuleCode } from 'api/contract/validation-rules';
import type { MessageKey, TFunction } from 'design-system/i18n/language';
import { adminErrorText } from '../../lib/admin-error-text';

// The staff page's own refusals -> its catalog keys; anything else is a common admin error.
const CODE_KEYS: Partial<Record<ErrorCode, MessageKey>> = {
  staff_user_not_found: 'admin.staffUsers.errors.notFound',
  staff_username_taken: 'admin.staffUsers.errors.usernameTaken',
  staff_email_taken: 'admin.staffUsers.errors.emailTaken',
  staff_email_missing: 'admin.staffUsers.errors.emailMissing',
  staff_user_disabled: 'admin.staffUsers.errors.userDisabled',
  own_account: 'admin.staffUsers.errors.ownAccount',
};

// The invitation's fields' rules, as the contract's schema names them.
const RULE_KEYS: Partial<Record<RuleCode, MessageKey>> = {
  staff_username: 'admin.staffUsers.errors.rules.username',
  email_required: 'admin.staffUsers.errors.rules.emailRequired',
  invalid_email: 'admin.staffUsers.errors.rules.email',
  staff_role: 'admin.staffUsers.errors.rules.role',
  language: 'admin.staffUsers.errors.rules.language',
};

/** A rule of the invitation's fields in the staff member's language; null for one it does not word. */
export function staffRuleText(rule: string | undefined, t: TFunction): string | null {
  const key = rule && Object.hasOwn(RULE_KEYS, rule) ? RULE_KEYS[rule as RuleCode] : undefined;
  return key ? t(key) : null;
}

export function staffUsersErrorText(error: unknown, t: TFunction): string {
  const info = readApiError(error);
  const ruleText = info?.code === 'invalid_input' ? staffRuleText(info.rule, t) : null;
  if (ruleText) return ruleText;
  const key = info ? CODE_KEYS[info.code as ErrorCode] : undefined;
  return key ? t(key) : adminErrorText(error, t);
}
