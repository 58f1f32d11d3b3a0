import { addDays, type CalendarDate, calendarDayWindow, parseCalendarDate } from './calendar-date';

// One calendar for the pass and the charge (docs/decisions/customer-portal.md): the card is charged
// on the renewal date R at this hour, garage time, for the period R+1 .. renewalDateFor(R+1).

export const RENEWAL_CHARGE_HOUR = 6;

/** Retries of a failed renewal, in days after R: attempt 1 on R, 2 at R+3, 3 at R+7. */
export const RENEWAL_ATTEMPT_DAYS = [0, 3, 7] as const;

/** The instant `hour`:00 on `date` in the garage's time zone (DST-safe: measured from local midnight). */
export function instantAt(date: CalendarDate, hour: number, timeZone: string): Date {
  parseCalendarDate(date);
  // Noon UTC of the date is on that local date in every zone between UTC-12 and UTC+11.
  const { startsAt } = calendarDayWindow(timeZone, new Date(`${date}T12:00:00Z`));
  let at = startsAt + hour * 3_600_000;
  // A DST change between midnight and `hour` shifts the wall clock by an hour: correct for it.
  const localHour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(at)),
  );
  at += (hour - localHour) * 3_600_000;
  return new Date(at);
}

/** When the renewal of a pass whose renewal date is `renewalDate` is charged. */
export function renewalChargeAt(renewalDate: CalendarDate, timeZone: string): Date {
  return instantAt(renewalDate, RENEWAL_CHARGE_HOUR, timeZone);
}

/** The first day of the period a renewal charged on R pays for. */
export function periodStartAfter(renewalDate: CalendarDate): CalendarDate {
  return addDays(renewalDate, 1);
}
