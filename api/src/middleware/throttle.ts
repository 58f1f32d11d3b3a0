import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  type Address,
  clientKeyOf,
  resolveClient,
  TRUST_LOOPBACK,
  type TrustProxy,
} from '../lib/client-address';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';
import { memoryThrottleStore, sharedThrottleStore, type ThrottleStore } from './throttle-store';

// Per-client throttling for public endpoints that reveal or send something (lookups, one-time codes,
// e-mailed links). A fixed window per client and bucket, counted by a `ThrottleStore` (in memory
// unless given). Each call of `throttle()` gets its own store unless given one, so every app (and every
// test's app) starts with fresh allowances.

export type ThrottleOptions = {
  /** Names the counter; routes sharing a bucket share one allowance. */
  bucket: string;
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Whose allowance a request spends; the client's address unless given (staff routes: the account). */
  key?: (c: Context) => string;
  /** Where the counts live; this throttle's own memory unless given. */
  store?: ThrottleStore;
};

const TRUST_VARIABLE = 'trustProxy';

/** Tells `clientKey` which proxies this app believes (TRUST_PROXY); app.ts installs it first. */
export function trustProxies(trust: TrustProxy) {
  return createMiddleware((c, next) => {
    c.set(TRUST_VARIABLE as never, trust as never);
    return next();
  });
}

/**
 * The calling client's address, as far as the configured proxies vouch for X-Forwarded-For; anyone
 * else could send the header to get a fresh allowance per request. Without a socket (app.request in
 * tests) the header stands for the caller. Apps without `trustProxies` believe only loopback proxies.
 */
export function clientAddress(c: Context): Address | null {
  const trust = (c.get(TRUST_VARIABLE as never) as TrustProxy | undefined) ?? TRUST_LOOPBACK;
  return resolveClient(socketPeer(c), c.req.header('x-forwarded-for'), trust);
}

/** Whose allowance a request spends: the client's IPv4 address or IPv6 /64 (`clientKeyOf`). */
export function clientKey(c: Context): string {
  const address = clientAddress(c);
  if (address) return clientKeyOf(address);
  // Socketless (app.request in tests) a header that names no address still stands for the caller,
  // as it always did; a request from the network always has a socket, so this never reaches it.
  if (socketPeer(c) === undefined) {
    const nearest = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (nearest) return nearest;
  }
  return 'unknown';
}

function socketPeer(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/** Answers 429 `too_many_requests` with Retry-After (seconds) once a client spends its allowance. */
export function throttle(options: ThrottleOptions) {
  const now = options.now ?? Date.now;
  const own = options.store ?? memoryThrottleStore();
  const middleware = createMiddleware(async (c, next) => {
    // A store of its own first (tests, a throttle shared on purpose), then the app's shared one.
    const store = options.store ?? sharedThrottleStore(c) ?? own;
    const at = now();
    const key = `${options.bucket}\u0000${(options.key ?? clientKey)(c)}`;
    const window = await store.hit(key, options.windowMs, at);
    if (window.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.endsAt - at) / 1000));
      throw new HttpError(
        429,
        'too_many_requests',
        `Too many requests. Please wait ${retryAfter} seconds and try again.`,
        { headers: { 'Retry-After': String(retryAfter) }, details: { retry_after: String(retryAfter) } },
      );
    }
    await next();
  });
  return withRouteDoc(middleware, { kind: 'throttle', limit: options.limit, windowMs: options.windowMs });
}

/**
 * The signup's public "is this e-mail / plate on file" checks (has-banned, vehicles/check): limited
 * like the portal lookup, so nobody can test a list of e-mails or plates. One instance is shared by
 * both routes (app.ts), so the allowance is per client across the two.
 */
export function publicIdentityChecks() {
  return throttle({ bucket: 'public-identity-checks', limit: 30, windowMs: 10 * 60_000 });
}
