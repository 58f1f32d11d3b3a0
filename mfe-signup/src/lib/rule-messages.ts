import { type ClientErrorCode, readApiError } from 'api/client';
import type { ErrorCode } from 'api/contract/error-codes';
import type { RuleCode } from 'api/contract/validation-rules';
import { MIN_VEHICLE_YEAR, maxVehicleYear } from 'api/contract/wizard-constants';
import { type MessageKey, type TFunction, useT } from 'design-system/i18n/language';
import { useCallback } from 'react';

/**
 * Rule and error codes the wizard can meet -> catalog key. The wizard runs the contract's schemas,
 * whose issue messages are rule codes; the server checks between steps answer with error codes. The
 * English catalog text is what people read in English: it no longer has to equal the API's.
 */
export const RULE_MESSAGE_KEYS: Readonly<
  Partial<Record<RuleCode | ErrorCode | ClientErrorCode, MessageKey>>
> = {
  min_two_letters: 'wizard.rules.minTwoLetters',
  min_seven_digits: 'wizard.rules.minSevenDigits',
  dial_code: 'wizard.rules.dialCode',
  emails_do_not_match: 'wizard.rules.emailsDoNotMatch',
  type_required: 'wizard.rules.typeRequired',
  make_required: 'wizard.rules.makeRequired',
  model_required: 'wizard.rules.modelRequired',
  color_required: 'wizard.rules.colorRequired',
  address_required: 'wizard.rules.addressRequired',
  city_required: 'wizard.rules.cityRequired',
  state_required: 'wizard.rules.stateRequired',
  country_required: 'wizard.rules.countryRequired',
  zip_format: 'wizard.rules.zipFormat',
  zip_state_mismatch: 'wizard.rules.zipStateMismatch',
  captcha_required: 'wizard.rules.captchaRequired',
  captcha_failed: 'wizard.rules.captchaFailed',
  email_required: 'wizard.rules.emailRequired',
  invalid_email: 'wizard.rules.invalidEmail',
  phone_characters: 'wizard.rules.phoneCharacters',
  phone_too_long: 'wizard.rules.phoneTooLong',
  plate_format: 'wizard.rules.plate',
  email_banned: 'wizard.rules.bannedEmail',
  plate_not_allowed: 'wizard.rules.plateNotAllowed',
  plate_region: 'wizard.rules.plateRegion',
  server_error: 'common.errors.server',
  not_found: 'common.errors.notFound',
  // No answer at all (or the front-end server could not reach the API): 'Server error', as SPEC section 8's fallback.
  network: 'common.errors.server',
  api_unavailable: 'common.errors.server',
};

/** The visitor's-language text of a rule or error code; anything else (server text) is shown as sent. */
export function ruleText(t: TFunction, code: string): string {
  if (code === 'invalid_year') {
    return t('wizard.rules.invalidYear', { min: MIN_VEHICLE_YEAR, max: maxVehicleYear() });
  }
  const key = (RULE_MESSAGE_KEYS as Readonly<Record<string, MessageKey>>)[code];
  return key ? t(key) : code;
}

export function hasRuleText(code: string): boolean {
  return code === 'invalid_year' || Object.hasOwn(RULE_MESSAGE_KEYS, code);
}

/**
 * What a failed API call shows in the wizard, as something `ruleText` turns into words: the rule or
 * code when the catalog knows it, else the server's own text, else `fallback`.
 */
export function apiErrorRule(error: unknown, fallback: string): string {
  const info = readApiError(error);
  if (!info) return fallback;
  if (info.rule && hasRuleText(info.rule)) return info.rule;
  if (!isGeneric(info.code) && hasRuleText(info.code)) return info.code;
  // 'Server error' / 'Not found' words only stand in for a missing server text.
  return info.text ?? (isGeneric(info.code) ? info.code : fallback);
}

function isGeneric(code: string): boolean {
  return code === 'server_error' || code === 'not_found';
}

export function useRuleText(): (message: string | undefined) => string | undefined {
  const t = useT();
  return useCallback((message) => (message === undefined ? undefined : ruleText(t, message)), [t]);
}

/** A failed API call in the visitor's language: by rule or code when the catalog knows it. */
export function apiErrorText(t: TFunction, error: unknown, fallback: string): string {
  return ruleText(t, apiErrorRule(error, fallback));
}
