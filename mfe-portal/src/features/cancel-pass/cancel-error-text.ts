import { readApiError } from 'api/client';
import type { MessageKey, TFunction } from 'design-system/i18n/language';
import { portalErrorText } from '../../lib/portal-error-text';

// The cancel's own refusals in the visitor's language (by code, never the server's English).
const CODE_KEYS: Readonly<Record<string, MessageKey>> = {
  cancel_already_pending: 'cancelPass.errors.alreadyPending',
  pass_not_cancelable: 'cancelPass.errors.notCancelable',
  cancel_not_pending: 'cancelPass.errors.notPending',
};

export function cancelErrorText(error: unknown, t: TFunction): string {
  const info = readApiError(error);
  if (info?.code === 'invalid_input' && info.rule === 'cancel_reason_text')
    return t('cancelPass.otherRequired');
  const key = info ? CODE_KEYS[info.code] : undefined;
  return key ? t(key) : portalErrorText(error, t);
}
