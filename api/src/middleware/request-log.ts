import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import type { Logger } from '../lib/logger';

type RequestLogEnv = { Variables: { requestId: string; staff?: { username: string } } };

/**
 * Gives every request an id (the caller's X-Request-Id when it is a plain token, else a new one), sends
 * it back in X-Request-Id, and with a logger writes one line per request. Only the path is logged, never
 * the query: the portal's queries carry e-mail addresses and plates.
 */
export function requestLog(logger?: Logger) {
  const assignId = requestId({ limitLength: 64 });
  return createMiddleware<RequestLogEnv>((c, next) =>
    assignId(c, async () => {
      const started = performance.now();
      await next();
      logger?.info('request', {
        request_id: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
        staff: c.get('staff')?.username,
      });
    }),
  );
}
