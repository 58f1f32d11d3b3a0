import { createMiddleware } from 'hono/factory';
import { withRouteDoc } from '../lib/route-docs';

/**
 * Does nothing at run time: it tells the OpenAPI description which refusals the route's handler
 * answers itself (a CAPTCHA pass, a conflict), which no other middleware of the route can know.
 */
export function documentRefusals(responses: Readonly<Record<number, string>>) {
  return withRouteDoc(
    createMiddleware(async (_c, next) => {
      await next();
    }),
    { kind: 'refusals', responses },
  );
}
