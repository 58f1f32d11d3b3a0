import type { MiddlewareHandler } from 'hono';
import { routeDocsOf, withRouteDoc } from '../lib/route-docs';

/**
 * App-wide checks that only look at the request and pass it on, run as one step of Hono's chain. Each
 * step there is an async frame (a promise and an await per request, docs/decisions/api-per-request-cost.md);
 * here each middleware calls the next directly, and one that needs no await adds no promise. An error
 * any of them throws reaches the app's error handler at this step, as it did at its own. Not for a
 * middleware that acts on the answer after `next()`: the answer to an error is built after this step.
 */
export function inOneStep(...middlewares: readonly MiddlewareHandler[]): MiddlewareHandler {
  const step: MiddlewareHandler = (c, next) => {
    const run = (index: number): ReturnType<MiddlewareHandler> => {
      const middleware = middlewares[index];
      return middleware ? middleware(c, () => run(index + 1) as Promise<void>) : next();
    };
    return run(0);
  };
  return withRouteDoc(step, ...middlewares.flatMap((middleware) => routeDocsOf(middleware)));
}
