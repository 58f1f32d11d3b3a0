import type { DIAL_CODES } from 'api/contract/wizard-constants';
import type { MessageKey } from 'design-system/i18n/language';

/** A dial code the contract accepts ('+1' | '+52'). */
export type DialCode = (typeof DIAL_CODES)[number];

/** The phone prefix list as the wizard shows it; typed against the contract so the two cannot drift. */
export const DIAL_CODE_OPTIONS = [
  { value: '+1', label: 'wizard.personal.dialUs' },
  { value: '+52', label: 'wizard.personal.dialMx' },
] as const satisfies readonly { value: DialCode; label: MessageKey }[];
