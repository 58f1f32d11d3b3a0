import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';
import { setAnswerHeader } from './security-headers';

type RequestLogEnv = { Variables: { requestId: string; staff?: { username: string } } };

// A caller's id is kept when it is a plain token (what hono/request-id accepted, within 64 characters),
// so a shell's id links its lines to ours and nothing else can reach the log through it.
const PLAIN_ID = /^[\w\-=]{1,64}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it is a plain token, else a new one), sends
 * it back in X-Request-Id, and with a logger writes one line per request. Only the path is logged, never
 * the query: the portal's queries carry e-mail addresses and plates.
 */
export function requestLog(logger?: Logger): MiddlewareHandler<RequestLogEnv> {
  return async (c, next) => {
    const id = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', id);
    setAnswerHeader(c, 'x-request-id', id);
    if (!logger) return next();
    const started = performance.now();
    await next();
    const durationMs = performance.now() - started;
    logRequest(logger, id, c.req.method, c.req.path, c.res.status, durationMs, c.get('staff')?.username);
  };
}

// A new id is this process's random prefix and its count of ids: unique across processes and restarts
// (48 random bits per process), as chi's RequestID middleware makes them, for a tenth of
// crypto.randomUUID's cost on every request. An id names a request in the logs and grants nothing, so
// it need not be unguessable.
const PROCESS_PREFIX = randomBytes(6).toString('hex');
let idsMade = 0;

/** The request's id: the caller's X-Request-Id (all of its values, as one header) if a plain token, else a new one. */
export function requestIdFor(sent: string | undefined): string {
  if (sent !== undefined && PLAIN_ID.test(sent)) return sent;
  idsMade += 1;
  return `${PROCESS_PREFIX}-${idsMade.toString(36)}`;
}

/** The request's log line; `durationMs` from the request reaching the API to its answer. */
export function logRequest(
  logger: Logger,
  id: string,
  method: string,
  path: string,
  status: number,
  durationMs: number,
  staff?: string,
): void {
  logger.request({
    request_id: id,
    method,
    path,
    status,
    duration_ms: Math.round(durationMs * 10) / 10,
    staff,
  });
}
