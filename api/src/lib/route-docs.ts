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
  /** Refusals the handler itself answers (status -> codes and when), beyond those the others imply. */
  | { kind: 'refusals'; responses: Readonly<Record<number, string>> };

const DOC = Symbol.for('garage.route-doc');

export function withRouteDoc<T extends object>(middleware: T, doc: RouteDoc): T {
  return Object.assign(middleware, { [DOC]: doc });
}

export function routeDocOf(handler: unknown): RouteDoc | undefined {
  return handler && typeof handler === 'function' ? (handler as { [DOC]?: RouteDoc })[DOC] : undefined;
}
