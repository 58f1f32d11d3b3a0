import type { z } from 'zod';
import type { AuditAction, AuditTargetType } from '../contract/audit';
import type { Capability } from '../contract/capabilities';
import type { ErrorCode } from '../contract/error-codes';

// What a middleware tells the OpenAPI description about its route. The middlewares that validate,
// authenticate, check a capability or throttle attach it, so the description is derived from the code
// that actually runs, never written by hand beside it. What only the handler knows (the codes its
// services throw, a success status other than 200, a raw body) the route declares beside itself with
// `failsWith`, `succeedsWith` and `takesBody`; the conformance audit fails any test whose answer the
// description does not name (docs/decisions/openapi-from-routes.md).

/** HTTP statuses an error body (`ApiErrorBody`) is sent with. */
export type ErrorStatus =
  | 400
  | 401
  | 402
  | 403
  | 404
  | 409
  | 410
  | 413
  | 414
  | 415
  | 422
  | 429
  | 500
  | 502
  | 503;

/** Per status, the error codes a route may answer with. */
export type ErrorCodesByStatus = Readonly<Partial<Record<ErrorStatus, readonly ErrorCode[]>>>;

/** A JSON Schema written out (a raw body no zod schema parses). */
export type JsonSchemaObject = Readonly<Record<string, unknown>>;

export type RouteDoc =
  | { kind: 'input'; target: string; schema: z.ZodType }
  | { kind: 'auth' }
  | { kind: 'capability'; capability: Capability }
  | { kind: 'capabilityByField'; byField: Readonly<Record<string, Capability>> }
  | { kind: 'throttle'; limit: number; windowMs: number }
  /** A staff write (or export) appended to the record by `audited()`, as one of these actions. */
  | { kind: 'audited'; actions: readonly AuditAction[]; targetType: AuditTargetType | null }
  /** The route needs a portal sign-in session (the `garage_portal` cookie). */
  | { kind: 'portalSession' }
  /** The route is a gate device's: its key as a Bearer token, for its own location only. */
  | { kind: 'deviceKey' }
  /** The route reads a credential when one is sent, and answers without one too. */
  | { kind: 'optionalSecurity'; scheme: 'staffSession' | 'portalSession' }
  /**
   * A success answer other than the default 200 JSON (sign-in's 202, a 201, a 204 without body).
   * `schema` describes the body when the contract has one; `contentType: null` means no body.
   */
  | {
      kind: 'success';
      status: number;
      description: string;
      schema?: z.ZodType | JsonSchemaObject;
      contentType?: string | null;
    }
  /** Error codes the handler itself (its services) answers with, which no middleware can tell. */
  | { kind: 'errors'; errors: ErrorCodesByStatus; methods?: readonly string[] }
  /** A body the route reads itself rather than through `validate('json', ...)` (the signed webhook). */
  | {
      kind: 'requestBody';
      description: string;
      required: boolean;
      contentType: string;
      schema: JsonSchemaObject;
      /** Headers the route requires beside that body (the webhook's signature). */
      headers?: Readonly<Record<string, string>>;
    }
  /** Free-text notes per status, for statuses documented elsewhere. */
  | { kind: 'responses'; responses: Readonly<Record<string, string>> };

const DOC = Symbol.for('garage.route-doc');

export function withRouteDoc<T extends object>(middleware: T, ...docs: RouteDoc[]): T {
  return Object.assign(middleware, { [DOC]: [...routeDocsOf(middleware), ...docs] });
}

export function routeDocsOf(handler: unknown): readonly RouteDoc[] {
  if (!handler || typeof handler !== 'function') return [];
  return (handler as { [DOC]?: RouteDoc[] })[DOC] ?? [];
}

/** The one doc of a middleware that carries one (auth, capability, throttle, validation). */
export function routeDocOf(handler: unknown): RouteDoc | undefined {
  return routeDocsOf(handler)[0];
}

/** A middleware that only documents its route (a success status the handler alone decides). */
export function documents(...docs: RouteDoc[]) {
  return withRouteDoc((_c: unknown, next: () => Promise<void>) => next(), ...docs);
}

/** Declares, beside the route, the error codes its handler and services may answer with, per status. */
export function failsWith(errors: ErrorCodesByStatus) {
  return documents({ kind: 'errors', errors });
}

/** Declares a success answer other than 200 JSON; several may be declared (the lookup's 200 and 202). */
export function succeedsWith(
  status: number,
  description: string,
  body: { schema?: z.ZodType | JsonSchemaObject; contentType?: string | null } = {},
) {
  return documents({ kind: 'success', status, description, ...body });
}

/** Declares a body the handler reads itself (raw JSON for a signature, or an optional empty body). */
export function takesBody(body: Omit<Extract<RouteDoc, { kind: 'requestBody' }>, 'kind'>) {
  return documents({ kind: 'requestBody', ...body });
}
