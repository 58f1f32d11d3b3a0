import { formatLongDate, formatTime } from 'design-system/format/dates';
import type { Language } from 'design-system/i18n/language';

export const WAITLIST_STATUSES = [
  'unconfirmed',
  'waiting',
  'offered',
  'bought',
  'expired',
  'left',
  'removed',
] as const;
export type WaitlistStatusName = (typeof WAITLIST_STATUSES)[number];

/** What `POST /waitlist/status` (and confirm, leave, decline) answer: one entry, seen by its owner. */
export interface WaitlistStatusView {
  status: WaitlistStatusName;
  position: number | null;
  waitingCount: number;
  offerExpiresAt: string | null;
  offerHours: number;
  email: string;
  firstName: string | null;
  lang: Language;
}

/** 'November 28, 2026, 3:05 PM': the end of a held space, in the garage's time zone. */
export function formatHeldUntil(instant: string, language: Language): string {
  return `${formatLongDate(instant, language)}, ${formatTime(instant, language)}`;
}
