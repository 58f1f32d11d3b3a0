import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { type AppMetrics, UNMATCHED_ROUTE } from '../lib/metrics';

/**
 * Counts and times every request the chain answers (the warm public reads answered before it are
 * counted by api-request-listener.ts), labelled with the route pattern Hono matched: raw paths carry
 * ids, and each id would become its own series. Installed first, so its time covers the whole chain.
 */
export function requestMetrics(metrics: AppMetrics | undefined): MiddlewareHandler {
  if (!metrics) return (_c, next) => next();
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.observeRequest(
        c.req.method,
        routePattern(c),
        c.res.status,
        (performance.now() - started) / 1000,
      );
    }
  };
}

/**
 * The pattern of the endpoint the request matched: the last matched entry registered for a method
 * (`.get`, `.post`...). Entries registered by `.use` are middleware (their method is ALL) and match
 * any path under them, so a request matching only those reached no endpoint.
 */
function routePattern(c: Parameters<MiddlewareHandler>[0]): string {
  const routes = matchedRoutes(c);
  for (let index = routes.length - 1; index >= 0; index -= 1) {
    const route = routes[index];
    if (route && route.method !== 'ALL') return route.path;
  }
  return UNMATCHED_ROUTE;
}
