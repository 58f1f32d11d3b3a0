import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { withRouteDoc } from '../lib/route-docs';
import { sessionOf } from './portal-session';
import { throttle } from './throttle';
import type { ThrottleStore } from './throttle-store';

// A portal route's throttle for both kinds of caller: a signed-in customer clicking through their own
// pages spends a generous allowance of their session (the mailbox is proven, guessing is moot); anyone
// else spends the route's small per-client allowance. Run after `portalSession()`.

const TEN_MINUTES = 10 * 60_000;

export type SessionThrottleOptions = {
  bucket: string;
  /** Per client, for callers without a session. */
  limit: number;
  windowMs: number;
  /** Per session; 300 per 10 minutes unless given. */
  signedIn?: { limit: number; windowMs: number };
  /** Where both allowances are counted; their own memory unless given. */
  store?: ThrottleStore;
};

export function sessionOrClientThrottle(options: SessionThrottleOptions) {
  const signedIn = options.signedIn ?? { limit: 300, windowMs: TEN_MINUTES };
  const perSession = throttle({
    bucket: `${options.bucket}:session`,
    ...signedIn,
    key: (c: Context) => `session:${sessionOf(c)?.id ?? 0}`,
    store: options.store,
  });
  const perClient = throttle({
    bucket: options.bucket,
    limit: options.limit,
    windowMs: options.windowMs,
    store: options.store,
  });
  const middleware = createMiddleware(async (c, next) => {
    await (sessionOf(c) ? perSession : perClient)(c, next);
  });
  // The documented limit is the stranger's: it is the one a caller can count on.
  return withRouteDoc(middleware, { kind: 'throttle', limit: options.limit, windowMs: options.windowMs });
}
