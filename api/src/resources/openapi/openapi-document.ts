import { z } from 'zod';
import { type Capability, can, ROLES } from '../../contract/capabilities';
import { ERROR_CODES } from '../../contract/error-codes';
import { PORTAL_SESSION_COOKIE } from '../../contract/portal-session';
import { RULE_CODES } from '../../contract/validation-rules';
import { type RouteDoc, routeDocOf } from '../../lib/route-docs';

// The API's OpenAPI 3.1 description, derived from the running app: its route table, and what each
// route's middlewares say of themselves (input schemas from the zod contract, staff authentication,
// the capability from the one table, throttling). Nothing here is written by hand per route.

export type AppRoute = { method: string; path: string; handler: unknown };

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ERROR_REF } } };
}

function whoMayCall(capability: Capability): string {
  const roles = ROLES.filter((role) => can(role, capability));
  return `Staff with capability \`${capability}\` (${roles.length ? roles.join(', ') : 'no role today'}).`;
}

function operationFor(method: string, path: string, docs: RouteDoc[]): Operation {
  const openApiPath = path.replace(/:([A-Za-z_]+)/g, '{$1}');
  const inputs = docs.filter((doc): doc is Extract<RouteDoc, { kind: 'input' }> => doc.kind === 'input');
  const capability = docs.find(
    (doc): doc is Extract<RouteDoc, { kind: 'capability' }> => doc.kind === 'capability',
  );
  const byField = docs.find(
    (doc): doc is Extract<RouteDoc, { kind: 'capabilityByField' }> => doc.kind === 'capabilityByField',
  );
  const auth = docs.some((doc) => doc.kind === 'auth');
  const throttle = docs.find(
    (doc): doc is Extract<RouteDoc, { kind: 'throttle' }> => doc.kind === 'throttle',
  );
  const portalSession = docs.some((doc) => doc.kind === 'portalSession');
  const success = docs.find((doc): doc is Extract<RouteDoc, { kind: 'success' }> => doc.kind === 'success');

  const parameters: Record<string, unknown>[] = [];
  const paramSchema = inputs.find((input) => input.target === 'param');
  const paramProps = (paramSchema ? toJsonSchema(paramSchema.schema).properties : undefined) as
    | Record<string, JsonSchema>
    | undefined;
  for (const [, name] of path.matchAll(/:([A-Za-z_]+)/g)) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: paramProps?.[name as string] ?? { type: 'string' },
    });
  }
  const query = inputs.find((input) => input.target === 'query');
  if (query) {
    const schema = toJsonSchema(query.schema);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema: property });
    }
  }
  const body = inputs.find((input) => input.target === 'json');

  const responses: Record<string, unknown> = success
    ? { [String(success.status)]: { description: success.description } }
    : { '200': { description: 'Success (JSON)' } };
  if (inputs.length)
    responses['400'] = errorResponse('invalid_input (with `field` and `rule`) or malformed_request');
  if (auth) responses['401'] = errorResponse('unauthenticated or session_expired');
  if (portalSession) {
    responses['401'] = errorResponse(
      "sign_in_required: no portal session (cookie `garage_portal`) for the named pass's e-mail; nothing changed",
    );
  }
  if (capability || byField) responses['403'] = errorResponse('forbidden: the role lacks the capability');
  if (path.includes(':')) responses['404'] = errorResponse('not_found or the resource-specific *_not_found');
  if (throttle) {
    responses['429'] = errorResponse(
      `too_many_requests: more than ${throttle.limit} calls per ${Math.round(throttle.windowMs / 1000)} s from one client; see Retry-After`,
    );
  }
  for (const doc of docs) {
    if (doc.kind !== 'responses') continue;
    for (const [status, description] of Object.entries(doc.responses)) {
      const known = responses[status] as { description?: string } | undefined;
      responses[status] = errorResponse(
        known?.description ? `${known.description}; ${description}` : description,
      );
    }
  }
  responses['500'] = errorResponse('server_error (never for bad input)');

  const tag = path.replace(/^\/api\/?/, '').split('/')[0] || 'api';
  const description = capability
    ? whoMayCall(capability.capability)
    : byField
      ? Object.entries(byField.byField)
          .map(([field, needed]) => `With \`${field}\`: ${whoMayCall(needed)}`)
          .join(' ')
      : auth
        ? 'Any signed-in staff member.'
        : portalSession
          ? "A customer signed in to the portal as the named pass's e-mail (POST /api/payments-public/sign-in)."
          : 'Public.';
  return {
    operationId: `${method.toLowerCase()}${openApiPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
    tags: [tag],
    summary: `${method} ${openApiPath}`,
    description,
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(body.schema) } },
          },
        }
      : {}),
    ...(auth ? { security: [{ staffToken: [] }] } : {}),
    ...(portalSession ? { security: [{ portalSession: [] }] } : {}),
    ...(capability ? { 'x-capability': capability.capability } : {}),
    responses,
  };
}

export function buildOpenApiDocument(routes: readonly AppRoute[]) {
  const grouped = new Map<string, { method: string; path: string; docs: RouteDoc[] }>();
  for (const route of routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const entry = grouped.get(key) ?? { method: route.method, path: route.path, docs: [] };
    const doc = routeDocOf(route.handler);
    if (doc) entry.docs.push(doc);
    grouped.set(key, entry);
  }
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { method, path, docs } of grouped.values()) {
    const openApiPath = path.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[openApiPath] ??= {};
    (paths[openApiPath] as Record<string, Operation>)[method.toLowerCase()] = operationFor(
      method,
      path,
      docs,
    );
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Garage monthly pass API',
      version: '1',
      description:
        'Every error is JSON `{error, code}`: branch on `code` (and `rule` for invalid_input), show your own text; `error` is English for people reading logs.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        staffToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        portalSession: { type: 'apiKey', in: 'cookie', name: PORTAL_SESSION_COOKIE },
      },
      schemas: {
        ApiError: {
          type: 'object',
          required: ['error', 'code'],
          properties: {
            error: { type: 'string', description: 'English text a person can act on; never parse it.' },
            code: { type: 'string', enum: [...ERROR_CODES] },
            field: { type: 'string' },
            rule: { type: 'string', enum: [...RULE_CODES] },
            retry_after: { type: 'string' },
          },
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
