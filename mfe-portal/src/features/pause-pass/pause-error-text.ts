import { readApiError } from 'api/client';
import { formatLongDate } from 'design-system/format/dates';
import type { Language } from 'design-system/i18n/catalog';
import type { MessageKey, TFunction } from 'design-system/i18n/language';
import { portalErrorText } from '../../lib/portal-error-text';

// The pause's refusals in the visitor's language (by code, never the server's English).
const CODE_KEYS: Readonly<Record<string, MessageKey>> = {
  pause_needs_autopay: 'pausePass.refusals.pause_needs_autopay',
  pass_already_paused: 'pausePass.refusals.pass_already_paused',
  pause_too_long: 'pausePass.refusals.pause_too_long',
  cancel_already_pending: 'pausePass.refusals.cancel_already_pending',
  pass_not_live: 'pausePass.refusals.pass_not_live',
};

export function pauseErrorText(error: unknown, t: TFunction, language: Language): string {
  const info = readApiError(error);
  const allowed = info?.details.allowed_from;
  if (info?.code === 'pause_too_recent' && allowed)
    return t('pausePass.refusals.pause_too_recent', { date: formatLongDate(allowed, language) });
  const key = info ? CODE_KEYS[info.code] : undefined;
  return key ? t(key) : portalErrorText(error, t);
}
