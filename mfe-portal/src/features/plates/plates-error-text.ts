import { readApiError } from 'api/client';
import { MAX_PLATES_PER_PASS } from 'api/contract/pass-plates';
import { formatLongDate, formatTime } from 'design-system/format/dates';
import { getLanguage, type MessageKey, type TFunction } from 'design-system/i18n/language';
import { portalErrorText } from '../../lib/portal-error-text';

// The plates' own refusals in the visitor's language (by code, never the server's English); anything
// else is a portal failure like any other.
const CODE_KEYS: Readonly<Record<string, MessageKey>> = {
  plate_on_other_pass: 'plates.errors.otherPass',
  plate_already_on_pass: 'plates.errors.alreadyOnPass',
  plate_not_on_pass: 'plates.errors.notOnPass',
  pass_not_live: 'plates.errors.passNotLive',
};

export function platesErrorText(error: unknown, t: TFunction): string {
  const info = readApiError(error);
  const language = getLanguage();
  if (info?.code === 'plate_change_limit') {
    const at = info.details.next_change_at ?? '';
    return t('plates.errors.changeLimit', {
      date: formatLongDate(at, language),
      time: formatTime(at, language),
    });
  }
  if (info?.code === 'plate_end_out_of_range')
    return t('plates.errors.endsOn', { date: formatLongDate(info.details.max_date ?? '', language) });
  if (info?.code === 'plate_limit_reached') return t('plates.errors.limit', { max: MAX_PLATES_PER_PASS });
  if (info?.code === 'invalid_input' && info.rule === 'plate_format') return t('plates.errors.plateFormat');
  const key = info ? CODE_KEYS[info.code] : undefined;
  return key ? t(key) : portalErrorText(error, t);
}
