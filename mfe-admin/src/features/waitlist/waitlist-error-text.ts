import { readApiError } from 'api/client';
import type { MessageKey, TFunction } from 'design-system/i18n/language';
import { adminErrorText } from '../../lib/admin-error-text';

// The waitlist's own refusals -> this screen's catalog keys; anything else is a common admin error.
const WAITLIST_CODE_KEYS: Readonly<Record<string, MessageKey>> = {
  waitlist_no_space: 'admin.waitlist.errors.noSpace',
  waitlist_empty: 'admin.waitlist.errors.empty',
  waitlist_entry_not_found: 'admin.waitlist.errors.notFound',
  not_found: 'admin.waitlist.errors.notFound',
};

export function waitlistErrorText(error: unknown, t: TFunction): string {
  const code = readApiError(error)?.code;
  const key = code ? WAITLIST_CODE_KEYS[code] : undefined;
  return key ? t(key) : adminErrorText(error, t);
}
