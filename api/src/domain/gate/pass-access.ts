import { sql } from 'drizzle-orm';
import { addDays, type CalendarDate } from '../../contract/calendar-date';
import type { PassAccessState } from '../../contract/gate-access';
import { RENEWAL_ATTEMPT_DAYS } from '../../contract/renewal-calendar';
import { subscriptions } from '../../db/schema';
import { dayStartsAt } from '../garage/garage-days';

// The one access rule (docs/decisions/gate-access-feed.md): whether a pass may enter now, and until
// when. The gate feed, the decision endpoint, the portal, staff screens and the capacity count all
// ask it, so the gate never admits a pass billing has given up on, nor shuts out one it still counts.
//
// The dunning ladder: a pass is paid through 23:45 on its renewal date R. An autopay pass whose
// renewal charge fails (or is not yet collected) keeps entering, and keeps its space, through the
// provider's retries, up to 23:45 on R+7 (the last retry is at 06:00 that day: RENEWAL_ATTEMPT_DAYS).
// When the last retry fails, autopay turns off and the pass is suspended at once; a payment moves R on
// and restores it at once.

/** Days after R the pass stays in grace while autopay retries: the last retry's day. */
export const GRACE_DAYS = RENEWAL_ATTEMPT_DAYS[RENEWAL_ATTEMPT_DAYS.length - 1] ?? 0;

/** A pass's day ends at 23:45 garage time (domain/passes/pass-calendar.ts), so the gate and the portal agree. */
const ENDS_BEFORE_MIDNIGHT_MS = 15 * 60_000;

/** The columns the rule reads (db/access-change-triggers.ts fires on the same ones). */
export type AccessFacts = {
  statusKey: string;
  vehicleStatus: string;
  autopay: boolean;
  startDate: CalendarDate | null;
  nextRenewalDate: CalendarDate | null;
  autopayFailedAt: string | null;
  /** The last day of an owner's pause (docs/decisions/pass-pause.md); null when not paused. */
  pausedUntil: CalendarDate | null;
};

export type PassAccess = {
  state: PassAccessState;
  mayEnter: boolean;
  /** Epoch ms: the start of the pass's first day. */
  validFrom: number | null;
  /** Epoch ms: when entering stops unless something changes (end of the paid days, or of the grace). */
  validUntil: number | null;
};

/** 23:45 on `date`, garage time, in epoch ms. */
export function dayEndsAt(timeZone: string, date: CalendarDate): number {
  return dayStartsAt(timeZone, addDays(date, 1)) - ENDS_BEFORE_MIDNIGHT_MS;
}

type DateBounds = { starts: number; paidUntil: number; graceUntil: number };
// The gate's full list asks the rule for 100,000 passes that share a few dozen dates: each date's
// instants are worked out once per time zone (a map per zone: no key to build per call).
const boundsByZone = new Map<string, Map<CalendarDate, DateBounds>>();

function boundsOf(timeZone: string, date: CalendarDate): DateBounds {
  let byDate = boundsByZone.get(timeZone);
  if (!byDate) {
    byDate = new Map();
    boundsByZone.set(timeZone, byDate);
  }
  let bounds = byDate.get(date);
  if (!bounds) {
    if (byDate.size > 20_000) byDate.clear();
    bounds = {
      starts: dayStartsAt(timeZone, date),
      paidUntil: dayEndsAt(timeZone, date),
      graceUntil: dayEndsAt(timeZone, addDays(date, GRACE_DAYS)),
    };
    byDate.set(date, bounds);
  }
  return bounds;
}

/**
 * When an active pass's paid days end (23:45 on R, garage time): an autopay pass turns from active to
 * grace then, before its window (which runs through the grace) ends. The rule's own answer for the same
 * pass without autopay, without building it.
 */
export function paidDaysEndAt(facts: Pick<AccessFacts, 'nextRenewalDate'>, timeZone: string): number | null {
  return facts.nextRenewalDate ? boundsOf(timeZone, facts.nextRenewalDate).paidUntil : null;
}

export function passAccess(facts: AccessFacts, now: number, timeZone: string): PassAccess {
  const validFrom = facts.startDate ? boundsOf(timeZone, facts.startDate).starts : null;
  const denied = (state: PassAccessState, validUntil: number | null = null): PassAccess => ({
    state,
    mayEnter: false,
    validFrom,
    validUntil,
  });
  if (facts.vehicleStatus === 'banned' || facts.statusKey === 'banned') return denied('banned');
  if (facts.statusKey === 'canceled') return denied('canceled');
  if (facts.statusKey === 'refunded') return denied('refunded');
  if (facts.statusKey !== 'active' || !facts.nextRenewalDate) return denied('inactive');

  const { paidUntil, graceUntil } = boundsOf(timeZone, facts.nextRenewalDate);
  const pauseEnd = pausedUntilOf(facts);
  if (pauseEnd) {
    // Paused: the paid days run to R, then no entry through the pause's last day; the charge that
    // day moves R past it. A failing resume charge then gets the usual grace, counted from that day.
    if (now < paidUntil) return { state: 'active', mayEnter: true, validFrom, validUntil: paidUntil };
    const pause = boundsOf(timeZone, pauseEnd);
    if (now < pause.paidUntil) return denied('paused', pause.paidUntil);
    if (facts.autopay && now < pause.graceUntil)
      return { state: 'grace', mayEnter: true, validFrom, validUntil: pause.graceUntil };
    return denied(facts.autopayFailedAt !== null ? 'suspended' : 'expired', pause.paidUntil);
  }
  if (now < paidUntil) {
    // An autopay pass's window runs to the end of its grace: a gate that misses the renewal's
    // change still admits it through the retries, and no longer after them.
    return { state: 'active', mayEnter: true, validFrom, validUntil: facts.autopay ? graceUntil : paidUntil };
  }
  if (facts.autopay && now < graceUntil) {
    return { state: 'grace', mayEnter: true, validFrom, validUntil: graceUntil };
  }
  // A charge that failed and was not followed by a paid one: billing gave up, the customer can restore it.
  return denied(facts.autopayFailedAt !== null ? 'suspended' : 'expired', paidUntil);
}

/** The pause's last day while it is still ahead of the paid days; null otherwise. */
function pausedUntilOf(facts: {
  pausedUntil: CalendarDate | null;
  nextRenewalDate: CalendarDate | null;
}): CalendarDate | null {
  const { pausedUntil, nextRenewalDate } = facts;
  return pausedUntil && nextRenewalDate && pausedUntil > nextRenewalDate ? pausedUntil : null;
}

/**
 * The same rule as SQL for counting: a pass holds its space while active or in grace, by calendar day
 * (`today` and `graceFloor` = today minus GRACE_DAYS are placeholders). Kept beside `passAccess` and
 * checked against it by pass-access.test.ts.
 */
const KEEPS_PAUSED_SPACE_SQL = sql`(select l.pause_keeps_space from locations l where l.id = ${subscriptions.locationId}) = 1`;
export const HOLDS_SPACE_SQL = sql`(${subscriptions.statusKey} = 'active'
  and (${subscriptions.nextRenewalDate} >= ${sql.placeholder('today')}
    or (${subscriptions.autopay} = 1 and ${subscriptions.nextRenewalDate} >= ${sql.placeholder('graceFloor')}
      and not (coalesce(${subscriptions.pausedUntil} > ${subscriptions.nextRenewalDate}, false) and not ${KEEPS_PAUSED_SPACE_SQL}))
    or (${subscriptions.autopay} = 1 and ${subscriptions.pausedUntil} >= ${sql.placeholder('graceFloor')}
      and ${KEEPS_PAUSED_SPACE_SQL})))`;

/** The `graceFloor` placeholder's value for `today`. */
export function graceFloor(today: CalendarDate): CalendarDate {
  return addDays(today, -GRACE_DAYS);
}

/** Whether the pass holds its space on `today`: `HOLDS_SPACE_SQL` for one pass in hand. */
export function holdsSpace(
  pass: { statusKey: string; nextRenewalDate: string | null; autopay: boolean; pausedUntil: string | null },
  today: CalendarDate,
  keepsPausedSpace = true,
): boolean {
  if (pass.statusKey !== 'active') return false;
  const floor = graceFloor(today);
  const renewal = pass.nextRenewalDate;
  const pausing = renewal !== null && pass.pausedUntil !== null && pass.pausedUntil > renewal;
  const byRenewal =
    renewal !== null &&
    (renewal >= today || (pass.autopay && renewal >= floor && !(pausing && !keepsPausedSpace)));
  // A paused pass keeps its space through its pause and the grace after, unless the garage's pause
  // rule offers it to the waitlist meanwhile (docs/decisions/pass-pause.md).
  const paused = keepsPausedSpace && pass.autopay && pass.pausedUntil !== null && pass.pausedUntil >= floor;
  return byRenewal || paused;
}
