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
    const sent = c.req.header('x-request-id');
    const id = sent !== undefined && PLAIN_ID.test(sent) ? sent : crypto.randomUUID();
    c.set('requestId', id);
    setAnswerHeader(c, 'x-request-id', id);
    if (!logger) return next();
    const started = performance.now();
    await next();
    logger.request({
      request_id: id,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      staff: c.get('staff')?.username,
    });
  };
}
