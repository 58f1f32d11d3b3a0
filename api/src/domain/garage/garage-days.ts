import {
  addDays,
  type CalendarDate,
  calendarDayWindow,
  parseCalendarDate,
} from '../../contract/calendar-date';

// Staff filter by garage calendar days while rows carry UTC instants: a day range becomes the
// instants [first day's midnight, the day after the last day's midnight) in the garage's zone.

const midnights = new Map<string, number>();
const DAY_MS = 86_400_000;

/** The instant (epoch ms) a garage calendar day starts. Remembered: a day's midnight never moves. */
export function dayStartsAt(timeZone: string, date: CalendarDate): number {
  const key = `${timeZone}\u0000${date}`;
  const known = midnights.get(key);
  if (known !== undefined) return known;
  const { year, month, day } = parseCalendarDate(date);
  // Noon UTC falls on the same calendar day in most zones; step a day when the zone is far from UTC.
  let probe = Date.UTC(year, month - 1, day, 12);
  let window = calendarDayWindow(timeZone, new Date(probe));
  for (let tries = 0; window.date !== date && tries < 3; tries += 1) {
    probe += window.date < date ? DAY_MS : -DAY_MS;
    window = calendarDayWindow(timeZone, new Date(probe));
  }
  if (midnights.size > 20_000) midnights.clear();
  midnights.set(key, window.startsAt);
  return window.startsAt;
}

/** Instants of an inclusive day range; an open end stays open. */
export function dayRangeInstants(
  timeZone: string,
  from: CalendarDate | undefined,
  to: CalendarDate | undefined,
): { start: number | null; end: number | null } {
  return {
    start: from ? dayStartsAt(timeZone, from) : null,
    end: to ? dayStartsAt(timeZone, addDays(to, 1)) : null,
  };
}
