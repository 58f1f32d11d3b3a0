import { HttpError } from '../../lib/http-error';
import { memoryThrottleStore, type ThrottleStore } from '../../middleware/throttle-store';

// docs/decisions/staff-sign-in-pace.md: failed staff sign-ins are counted per username across every
// client, so a stranger with many addresses gets a few guesses, then one per growing pause. Keyed by
// the typed username, known or not, before the account is looked up: an unknown username is paced
// exactly like a real one, so the answers never tell which exist.

/** Failed password checks per username, from anywhere, before the pace starts. */
export const FREE_FAILURES = 10;
/** The window those failures are counted in. */
export const FAILURE_WINDOW_MS = 60 * 60_000;
/** After the free failures: one check, then this pause, doubled after each further failure... */
export const FIRST_PAUSE_MS = 5_000;
/** ...up to this: a stranger can hold staff sign-in back by this much, never longer. */
export const LONGEST_PAUSE_MS = 5 * 60_000;

export type AccountPace = {
  /**
   * Reserves one password check for `username` (normalized), before the slow check so parallel
   * guesses cannot all pass, or throws 429 `too_many_attempts` with Retry-After.
   */
  reserve(username: string, at: number): Promise<void>;
  /** The reserved check did not fail (it was right, or never ran): it counts for nothing. */
  giveBack(username: string): Promise<void>;
};

export function accountPace(store: ThrottleStore = memoryThrottleStore()): AccountPace {
  const failuresKey = (username: string) => `login-account\u0000${username}`;
  return {
    async reserve(username, at) {
      const failures = await store.hit(failuresKey(username), FAILURE_WINDOW_MS, at);
      if (failures.count <= FREE_FAILURES) return;
      const pause = Math.min(FIRST_PAUSE_MS * 2 ** (failures.count - FREE_FAILURES - 1), LONGEST_PAUSE_MS);
      // The first request after a pause opens the next one and is the only check during it.
      const slot = await store.hit(`login-account-pause\u0000${username}`, pause, at);
      if (slot.count === 1) return;
      await store.takeBack(failuresKey(username));
      throw pausedError(slot.endsAt - at);
    },
    async giveBack(username) {
      await store.takeBack(failuresKey(username));
    },
  };
}

function pausedError(remainingMs: number): HttpError {
  return tooManyAttempts(remainingMs, 'Too many failed sign-ins for this username.');
}

/**
 * 429 `too_many_attempts` with the wait in Retry-After and in `retry_after`, so the sign-in page can
 * word it in the staff member's language; the English sentence is for API callers.
 */
export function tooManyAttempts(
  remainingMs: number,
  why: string,
  code: 'too_many_attempts' | 'second_factor_locked' = 'too_many_attempts',
): HttpError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new HttpError(429, code, `${why} Try again in ${waitInWords(seconds)}.`, {
    headers: { 'Retry-After': String(seconds) },
    details: { retry_after: String(seconds) },
  });
}

/** '5 seconds', '1 minute', '15 minutes': a wait as a staff member reads it. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
