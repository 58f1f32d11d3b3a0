export const MAX_RETRIES = 3;
const BACKOFF_STEP_MS = 500;
/** A server asking for a longer pause than this is not waited for: the caller gets the error. */
const MAX_RETRY_AFTER_MS = 30_000;

/** SPEC section 8: the profile's invoice tables back off 400 ms x (attempt + 1)... */
const INVOICES_STEP_MS = 400;
/** ...and its card-assignment info a random 0.5 to 1 s, so several passes' calls spread out. */
const REACTIVATION_MIN_MS = 500;
const REACTIVATION_SPREAD_MS = 500;

/** The wait before retry `attempt` when the server names none, by the kind of read. */
export function backoffMs(attempt: number, url = '', random: () => number = Math.random): number {
  const path = url.split('?')[0] ?? '';
  if (path.endsWith('/invoices')) return INVOICES_STEP_MS * (attempt + 1);
  if (path.endsWith('/reactivation-info')) return REACTIVATION_MIN_MS + random() * REACTIVATION_SPREAD_MS;
  return BACKOFF_STEP_MS * (attempt + 1);
}

/**
 * Milliseconds to wait before retrying a GET, or null to give up. 429 honours Retry-After
 * (seconds or an HTTP date); 429 without it and 503 back off by `backoffMs` (500 ms, 1 s, 1.5 s for
 * most reads).
 */
export function retryDelayMs(
  response: Response,
  attempt: number,
  now: number = Date.now(),
  url = '',
): number | null {
  if (attempt >= MAX_RETRIES) return null;
  const backoff = backoffMs(attempt, url);
  if (response.status === 503) return backoff;
  if (response.status !== 429) return null;
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), now);
  if (retryAfter === null) return backoff;
  return retryAfter <= MAX_RETRY_AFTER_MS ? retryAfter : null;
}

function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
