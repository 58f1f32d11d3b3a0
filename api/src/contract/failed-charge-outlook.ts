import type { CalendarDate } from './calendar-date';
import { periodStartAfter } from './renewal-calendar';

// What a failed autopay charge means for the days until the provider's next attempt, as the system
// behaves today (docs/decisions/failed-charge-words.md): the pass covers parking through 23:45 on its
// renewal date R and not one minute longer, even while attempts remain; a card changed in the portal
// is charged at once; a charge that goes through after R renews the pass from R+1 only if a space is
// still free. The failure e-mail and the portal's notice both tell the customer from this one answer.

export type FailedChargeOutlook =
  /** No attempt left: autopay has ended; only a renewal by hand keeps the pass. */
  | { kind: 'ended' }
  /** The pass has already ended: it covers nothing until a charge goes through. */
  | { kind: 'lapsed'; nextAttempt: CalendarDate; uncoveredFrom: CalendarDate | null }
  /** Still valid, but the next attempt comes after R: the days in between are not covered. */
  | { kind: 'gap'; nextAttempt: CalendarDate; uncoveredFrom: CalendarDate }
  /** The next attempt comes on or before R: if it goes through, nothing changes for the customer. */
  | { kind: 'no_gap'; nextAttempt: CalendarDate };

export function failedChargeOutlook(input: {
  /** The pass's renewal date R (the last day it covers). */
  renewalDate: CalendarDate | null;
  /** Past 23:45 on R (or no longer active): the pass covers nothing now. */
  passEnded: boolean;
  /** The garage date of the provider's next attempt; null when none is left. */
  nextAttemptDate: CalendarDate | null;
}): FailedChargeOutlook {
  const { renewalDate, nextAttemptDate: nextAttempt } = input;
  if (nextAttempt === null) return { kind: 'ended' };
  if (!renewalDate) return { kind: 'lapsed', nextAttempt, uncoveredFrom: null };
  const uncoveredFrom = periodStartAfter(renewalDate);
  if (input.passEnded) return { kind: 'lapsed', nextAttempt, uncoveredFrom };
  return nextAttempt > renewalDate
    ? { kind: 'gap', nextAttempt, uncoveredFrom }
    : { kind: 'no_gap', nextAttempt };
}
