import type { WaitlistStatus } from 'api/contract/waitlist';
import { formatLongDate, formatTime } from 'design-system/format/dates';
import type { Language } from 'design-system/i18n/language';

/** What `POST /waitlist/status` (and confirm, leave, decline) answer: one entry, seen by its owner. */
export type WaitlistStatusView = WaitlistStatus;

/** 'November 28, 2026, 3:05 PM': the end of a held space, in the garage's time zone. */
export function formatHeldUntil(instant: string, language: Language): string {
  return `${formatLongDate(instant, language)}, ${formatTime(instant, language)}`;
}
