import { addDays, type CalendarDate } from './calendar-date';
import { periodStartAfter, RENEWAL_ATTEMPT_DAYS } from './renewal-calendar';

// What a failed autopay charge means until the provider's next attempt, by the dunning ladder
// (docs/decisions/gate-access-feed.md, domain/gate/pass-access.ts): while attempts remain, the pass
// keeps opening the gate and keeps its space through 23:45 on R+7, the day of the last attempt; a card
// changed in the portal is charged at once; when the last attempt fails, gate access is suspended
// until the customer pays. The failure e-mail and the portal's notice both tell it from this answer.

/** The last attempt's day after R (the grace ends at 23:45 that day). */
const LAST_ATTEMPT_DAY = RENEWAL_ATTEMPT_DAYS[RENEWAL_ATTEMPT_DAYS.length - 1] ?? 0;

export type FailedChargeOutlook =
  /** No attempt left: autopay has ended and gate access is suspended until the customer pays. */
  | { kind: 'ended' }
  /**
   * The next attempt comes after R (or R has passed): the pass still enters and keeps its space
   * through `graceUntil`; a charge that goes through renews it from `renewsFrom`.
   */
  | {
      kind: 'grace';
      passEnded: boolean;
      nextAttempt: CalendarDate;
      graceUntil: CalendarDate | null;
      renewsFrom: CalendarDate | null;
    }
  /** The next attempt comes on or before R: if it goes through, nothing changes for the customer. */
  | { kind: 'no_gap'; nextAttempt: CalendarDate };

export function failedChargeOutlook(input: {
  /** The pass's renewal date R (the last day it is paid for). */
  renewalDate: CalendarDate | null;
  /** Past 23:45 on R: the paid days are over. */
  passEnded: boolean;
  /** The garage date of the provider's next attempt; null when none is left. */
  nextAttemptDate: CalendarDate | null;
}): FailedChargeOutlook {
  const { renewalDate, nextAttemptDate: nextAttempt } = input;
  if (nextAttempt === null) return { kind: 'ended' };
  if (renewalDate && !input.passEnded && nextAttempt <= renewalDate) return { kind: 'no_gap', nextAttempt };
  return {
    kind: 'grace',
    passEnded: input.passEnded,
    nextAttempt,
    graceUntil: renewalDate ? addDays(renewalDate, LAST_ATTEMPT_DAY) : null,
    renewsFrom: renewalDate ? periodStartAfter(renewalDate) : null,
  };
}
