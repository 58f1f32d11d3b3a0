import { BANNED_EMAIL_MESSAGE } from 'api/contract/client-lookup';
import { INVALID_EMAIL_MESSAGE } from 'api/contract/email-address';
import { PLATE_MESSAGE } from 'api/contract/plate';
import { PLATE_NOT_ALLOWED_MESSAGE } from 'api/contract/vehicle-input';
import { MIN_VEHICLE_YEAR, maxVehicleYear, WIZARD_MESSAGES } from 'api/contract/wizard-data';
import { type MessageKey, type TFunction, useT } from 'design-system/i18n/language';
import { useCallback } from 'react';

/**
 * Contract message (English, what the schemas and the server say) -> catalog key, so Spanish
 * visitors read the same rule in Spanish. A test checks each English catalog text equals the
 * contract's message, so the two cannot drift apart silently.
 */
export const RULE_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  [WIZARD_MESSAGES.minTwoLetters]: 'wizard.rules.minTwoLetters',
  [WIZARD_MESSAGES.minSevenDigits]: 'wizard.rules.minSevenDigits',
  [WIZARD_MESSAGES.dialCode]: 'wizard.rules.dialCode',
  [WIZARD_MESSAGES.emailsDoNotMatch]: 'wizard.rules.emailsDoNotMatch',
  [WIZARD_MESSAGES.typeRequired]: 'wizard.rules.typeRequired',
  [WIZARD_MESSAGES.makeRequired]: 'wizard.rules.makeRequired',
  [WIZARD_MESSAGES.modelRequired]: 'wizard.rules.modelRequired',
  [WIZARD_MESSAGES.colorRequired]: 'wizard.rules.colorRequired',
  [WIZARD_MESSAGES.addressRequired]: 'wizard.rules.addressRequired',
  [WIZARD_MESSAGES.cityRequired]: 'wizard.rules.cityRequired',
  [WIZARD_MESSAGES.stateRequired]: 'wizard.rules.stateRequired',
  [WIZARD_MESSAGES.countryRequired]: 'wizard.rules.countryRequired',
  [WIZARD_MESSAGES.zipFormat]: 'wizard.rules.zipFormat',
  [WIZARD_MESSAGES.zipStateMismatch]: 'wizard.rules.zipStateMismatch',
  [WIZARD_MESSAGES.captchaRequired]: 'wizard.rules.captchaRequired',
  [WIZARD_MESSAGES.captchaFailed]: 'wizard.rules.captchaFailed',
  'E-mail is required': 'wizard.rules.emailRequired',
  [INVALID_EMAIL_MESSAGE]: 'wizard.rules.invalidEmail',
  'Phone may contain only digits, spaces, dashes and brackets': 'wizard.rules.phoneCharacters',
  'Phone must be at most 15 digits': 'wizard.rules.phoneTooLong',
  [PLATE_MESSAGE]: 'wizard.rules.plate',
  [BANNED_EMAIL_MESSAGE]: 'wizard.rules.bannedEmail',
  [PLATE_NOT_ALLOWED_MESSAGE]: 'wizard.rules.plateNotAllowed',
};

const INVALID_YEAR = /^Invalid year \(/;

/** The visitor's-language text of a contract message; unknown messages are shown as sent. */
export function ruleText(t: TFunction, message: string): string {
  if (INVALID_YEAR.test(message)) {
    return t('wizard.rules.invalidYear', { min: MIN_VEHICLE_YEAR, max: maxVehicleYear() });
  }
  const key = RULE_MESSAGE_KEYS[message];
  return key ? t(key) : message;
}

export function useRuleText(): (message: string | undefined) => string | undefined {
  const t = useT();
  return useCallback((message) => (message === undefined ? undefined : ruleText(t, message)), [t]);
}
