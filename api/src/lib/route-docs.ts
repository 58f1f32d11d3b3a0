import type { z } from 'zod';
import type { Capability } from '../contract/capabilities';

// What a middleware tells the OpenAPI description about its route. The middlewares that validate,
// authenticate, check a capability or throttle attach it, so the description is derived from the code
// that actually runs, never written by hand beside it.

export type RouteDoc =
  | { kind: 'input'; target: string; schema: z.ZodType }
  | { kind: 'auth' }
  | { kind: 'capability'; capability: Capability }
  | { kind: 'capabilityByField'; byField: Readonly<Record<string, Capability>> }
  | { kind: 'throttle'; limit: number; windowMs: number }
  /** The route needs a portal sign-in session (the `garage_portal` cookie). */
  | { kind: 'portalSession' }
  /** The route's success answer is not 200 (sign-in's 202). */
  | { kind: 'success'; status: number; description: string }
  /** Statuses the handler itself answers (409s and the like), which no middleware can tell. */
  | { kind: 'responses'; responses: Readonly<Record<string, string>> };

const DOC = Symbol.for('garage.route-doc');

export function withRouteDoc<T extends object>(middleware: T, doc: RouteDoc): T {
  return Object.assign(middleware, { [DOC]: doc });
}

export function routeDocOf(handler: unknown): RouteDoc | undefined {
  return handler && typeof handler === 'function' ? (handler as { [DOC]?: RouteDoc })[DOC] : undefined;
}

/** A middleware that only documents its route (a success status the handler alone decides). */
export function documents(doc: RouteDoc) {
  return withRouteDoc(async (_c: unknown, next: () => Promise<void>) => next(), doc);
}
