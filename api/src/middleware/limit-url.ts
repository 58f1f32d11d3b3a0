import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';

/** Longest request line the API reads; no route needs more than a few hundred characters. */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Node's own parser answers an oversized head with a bare 431 and no body. The server lets heads up to
 * `SERVER_OPTIONS.maxHeaderSize` through, and this answers a long URL with the API's JSON error.
 */
export const SERVER_OPTIONS = { maxHeaderSize: 64 * 1024 } as const;

export function limitUrl(): MiddlewareHandler {
  const middleware: MiddlewareHandler = (c, next) => {
    if (isUrlTooLong(c.req.url)) {
      throw new HttpError(414, 'malformed_request', 'The request address is too long.');
    }
    return next();
  };
  return withRouteDoc(middleware, { kind: 'errors', errors: { 414: ['malformed_request'] } });
}

/** Whether the API answers `url` (scheme, host and request target, as @hono/node-server builds it) with 414. */
export function isUrlTooLong(url: string): boolean {
  return url.length > MAX_URL_LENGTH;
}
