import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HttpError } from '../lib/http-error';

// Per-client throttling for public endpoints that reveal or send something (lookups, one-time codes,
// e-mailed links). A fixed window per client and bucket, kept in memory: one API process serves the
// garage, and a restart forgetting the counts only ever lets a caller in sooner. Each call of
// `throttle()` keeps its own counts, so every app (and every test's app) starts with fresh allowances.

export type ThrottleOptions = {
  /** Names the counter; routes sharing a bucket share one allowance. */
  bucket: string;
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Whose allowance a request spends; the client's address unless given (staff routes: the account). */
  key?: (c: Context) => string;
};

type Window = { startedAt: number; count: number };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who is calling. X-Forwarded-For is believed only from a proxy on this machine (the shell's static
 * server forwards /api/*); anyone else could send the header to get a fresh allowance per request.
 * Without a socket (app.request in tests) the header stands for the caller.
 */
export function clientKey(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress;
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded && (peer === undefined || LOOPBACK.has(peer))) return forwarded;
  return peer ?? 'unknown';
}

/** Answers 429 `too_many_requests` with Retry-After (seconds) once a client spends its allowance. */
export function throttle(options: ThrottleOptions) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  let lastSweep = 0;
  return createMiddleware(async (c, next) => {
    const at = now();
    // Drops finished windows now and then, so a stream of one-off clients cannot grow the map forever.
    if (at - lastSweep >= 60_000) {
      lastSweep = at;
      for (const [key, old] of windows) if (at - old.startedAt >= options.windowMs) windows.delete(key);
    }
    const key = `${options.bucket}\u0000${(options.key ?? clientKey)(c)}`;
    const current = windows.get(key);
    const window =
      current && at - current.startedAt < options.windowMs ? current : { startedAt: at, count: 0 };
    window.count += 1;
    windows.set(key, window);
    if (window.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + options.windowMs - at) / 1000));
      throw new HttpError(
        429,
        'too_many_requests',
        `Too many requests. Please wait ${retryAfter} seconds and try again.`,
        { headers: { 'Retry-After': String(retryAfter) }, details: { retry_after: String(retryAfter) } },
      );
    }
    await next();
  });
}
