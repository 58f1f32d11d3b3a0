import {
  type CalendarDate,
  daysBetween,
  daysInMonth,
  formatCalendarDate,
} from '../../contract/calendar-date';

// A card works through the last day of its expiry month (docs/decisions/card-expiry-notices.md).

/** Within this many days of the card's last day the portal warns and the first e-mail goes out. */
export const CARD_EXPIRY_WARNING_DAYS = 30;
/** Within this many days the second, last e-mail goes out. */
export const CARD_EXPIRY_FINAL_DAYS = 7;

export type CardExpiry = { lastDay: CalendarDate; daysLeft: number };

/** The card's last usable day and how many days remain from `today` (negative once it has expired). */
export function cardExpiry(card: { expMonth: number; expYear: number }, today: CalendarDate): CardExpiry {
  const lastDay = formatCalendarDate({
    year: card.expYear,
    month: card.expMonth,
    day: daysInMonth(card.expYear, card.expMonth),
  });
  return { lastDay, daysLeft: daysBetween(today, lastDay) };
}

/** Which notice is due: the 30-day one, the 7-day one (also for a card already expired), or none yet. */
export function dueCardExpiryNotice(daysLeft: number): '30d' | '7d' | null {
  if (daysLeft <= CARD_EXPIRY_FINAL_DAYS) return '7d';
  if (daysLeft <= CARD_EXPIRY_WARNING_DAYS) return '30d';
  return null;
}
