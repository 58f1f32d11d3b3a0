import { createMiddleware } from 'hono/factory';
import { withRouteDoc } from '../lib/route-docs';

/**
 * Declares statuses a route's handler answers beyond what its middlewares document (validation,
 * auth, capability, throttle), e.g. `{ 409: 'card_assignment_conflict: ...' }`. Does nothing at run
 * time; it sits in the route's chain so the OpenAPI description is read from the route itself.
 */
export function documentResponses(responses: Readonly<Record<string, string>>) {
  return withRouteDoc(
    createMiddleware(async (_c, next) => {
      await next();
    }),
    { kind: 'responses', responses },
  );
}
