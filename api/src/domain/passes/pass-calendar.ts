import {
  type CalendarDate,
  currentDayInTimeZone,
  daysBetween,
  todayInTimeZone,
} from '../../contract/calendar-date';

// Where a pass stands on the plan's one calendar (docs/decisions/customer-portal.md): valid from
// 00:00 on its start through 23:45 on its renewal date R, in the garage's time zone.

/** Minutes before the next midnight at which a pass ends on its renewal date (23:45). */
const ENDS_BEFORE_MIDNIGHT_MS = 15 * 60_000;

export type PassStanding =
  | { expired: false; today: CalendarDate; daysLeft: number }
  | { expired: true; today: CalendarDate; daysAgo: number };

export function passStanding(timeZone: string, now: Date, renewalDate: CalendarDate | null): PassStanding {
  const today = todayInTimeZone(timeZone, now);
  if (!renewalDate) return { expired: true, today, daysAgo: 0 };
  const daysLeft = daysBetween(today, renewalDate);
  if (daysLeft > 0) return { expired: false, today, daysLeft };
  if (daysLeft === 0) {
    // The end of today is the next local midnight, wherever daylight saving puts it.
    const endsAt = currentDayInTimeZone(timeZone, now).endsAt - ENDS_BEFORE_MIDNIGHT_MS;
    return now.getTime() < endsAt
      ? { expired: false, today, daysLeft: 0 }
      : { expired: true, today, daysAgo: 0 };
  }
  return { expired: true, today, daysAgo: -daysLeft };
}

/** Expired: not active, or past 23:45 on its renewal date R in the garage's calendar. */
export function isPassExpired(
  deps: { config: { garageTz: string }; now: () => Date },
  pass: { subscription: { statusKey: string; nextRenewalDate: CalendarDate | null } },
): boolean {
  if (pass.subscription.statusKey !== 'active') return true;
  return passStanding(deps.config.garageTz, deps.now(), pass.subscription.nextRenewalDate).expired;
}
