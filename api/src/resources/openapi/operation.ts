import { type Capability, can, ROLES } from '../../contract/capabilities';
import type { ErrorCode } from '../../contract/error-codes';
import type { ErrorCodesByStatus, RouteDoc } from '../../lib/route-docs';
import { type ErrorEntry, errorResponse, SHARED_ERRORS } from './error-responses';
import { type JsonSchema, toJsonSchema } from './json-schema';

// One operation of the description, from what its route's middlewares and declarations say. Each
// status a middleware can answer is added by that middleware's kind (validation 400, staff 401/403,
// throttle 429, ...); the handler's own codes come from `failsWith` beside the route.

export type Operation = Record<string, unknown>;
type DocOf<K extends RouteDoc['kind']> = Extract<RouteDoc, { kind: K }>;

/** Statuses and codes each middleware kind answers with. */
const MIDDLEWARE_ERRORS: Partial<Record<RouteDoc['kind'], ErrorCodesByStatus>> = {
  input: { 400: ['invalid_input', 'malformed_request'] },
  auth: { 401: ['unauthenticated', 'session_expired'], 403: ['setup_required', 'cross_site_request'] },
  portalSession: { 401: ['sign_in_required'] },
  deviceKey: { 401: ['device_key_invalid'], 403: ['forbidden'], 429: ['too_many_requests'] },
  capability: { 403: ['forbidden'] },
  capabilityByField: { 403: ['forbidden'] },
  throttle: { 429: ['too_many_requests'] },
};

/** What every operation can answer: the error handler's 500 and 503, the front-end server's 502. */
const EVERY_OPERATION: ErrorCodesByStatus = {
  [SHARED_ERRORS.ServerError.status]: [SHARED_ERRORS.ServerError.code],
  [SHARED_ERRORS.ApiUnavailable.status]: [SHARED_ERRORS.ApiUnavailable.code],
  [SHARED_ERRORS.ServiceUnavailable.status]: [SHARED_ERRORS.ServiceUnavailable.code],
};

function whoMayCall(capability: Capability): string {
  const roles = ROLES.filter((role) => can(role, capability));
  return `Staff with capability \`${capability}\` (${roles.length ? roles.join(', ') : 'no role today'}).`;
}

function find<K extends RouteDoc['kind']>(docs: readonly RouteDoc[], kind: K): DocOf<K> | undefined {
  return docs.find((doc): doc is DocOf<K> => doc.kind === kind);
}

function all<K extends RouteDoc['kind']>(docs: readonly RouteDoc[], kind: K): DocOf<K>[] {
  return docs.filter((doc): doc is DocOf<K> => doc.kind === kind);
}

class ErrorTable {
  readonly entries = new Map<number, ErrorEntry>();

  private entry(status: number): ErrorEntry {
    let entry = this.entries.get(status);
    if (!entry) {
      entry = { codes: new Set(), notes: [], headers: {} };
      this.entries.set(status, entry);
    }
    return entry;
  }

  add(errors: ErrorCodesByStatus): void {
    for (const [status, codes] of Object.entries(errors) as [string, readonly ErrorCode[]][]) {
      const entry = this.entry(Number(status));
      if (entry.codes !== 'any') for (const code of codes) entry.codes.add(code);
    }
  }

  note(status: number, note: string, anyCode = false): void {
    const entry = this.entry(status);
    if (!entry.notes.includes(note)) entry.notes.push(note);
    if (anyCode && entry.codes !== 'any' && entry.codes.size === 0) entry.codes = 'any';
  }

  header(status: number, name: string, description: string): void {
    this.entry(status).headers[name] = description;
  }
}

function errorTable(method: string, docs: readonly RouteDoc[]): ErrorTable {
  const table = new ErrorTable();
  table.add(EVERY_OPERATION);
  for (const doc of docs) {
    const errors = MIDDLEWARE_ERRORS[doc.kind];
    if (errors) table.add(errors);
    if (doc.kind === 'errors' && (!doc.methods || doc.methods.includes(method))) table.add(doc.errors);
    if (doc.kind === 'throttle') {
      table.note(
        429,
        `More than ${doc.limit} calls per ${Math.round(doc.windowMs / 1000)} s from one client (or session).`,
      );
      table.header(429, 'Retry-After', 'Seconds to wait before trying again.');
    }
    if (doc.kind === 'deviceKey') table.header(401, 'WWW-Authenticate', 'Bearer');
    if (doc.kind === 'deviceKey') {
      table.note(429, 'Too many wrong keys from one client: every call from it waits.');
      table.header(429, 'Retry-After', 'Seconds to wait before trying again.');
    }
    if (doc.kind === 'responses') {
      for (const [status, note] of Object.entries(doc.responses)) table.note(Number(status), note, true);
    }
  }
  return table;
}

function parametersOf(path: string, docs: readonly RouteDoc[]): Record<string, unknown>[] {
  const inputs = all(docs, 'input');
  const parameters: Record<string, unknown>[] = [];
  const param = inputs.find((input) => input.target === 'param');
  const paramProps = (param ? toJsonSchema(param.schema, 'input').properties : undefined) as
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
    const schema = toJsonSchema(query.schema, 'input');
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema: property });
    }
  }
  for (const body of all(docs, 'requestBody')) {
    for (const [name, description] of Object.entries(body.headers ?? {})) {
      parameters.push({ name, in: 'header', required: true, description, schema: { type: 'string' } });
    }
  }
  return parameters;
}

function requestBodyOf(docs: readonly RouteDoc[]): Record<string, unknown> | undefined {
  const json = all(docs, 'input').find((input) => input.target === 'json');
  if (json) {
    return {
      required: true,
      content: { 'application/json': { schema: toJsonSchema(json.schema, 'input') } },
    };
  }
  const raw = find(docs, 'requestBody');
  if (!raw) return undefined;
  return {
    description: raw.description,
    required: raw.required,
    content: { [raw.contentType]: { schema: { ...raw.schema } } },
  };
}

function successResponses(docs: readonly RouteDoc[]): Record<string, unknown> {
  const declared = all(docs, 'success');
  if (declared.length === 0) {
    return { '200': { description: 'Success (JSON).', content: { 'application/json': { schema: {} } } } };
  }
  return Object.fromEntries(
    declared.map((success) => {
      const contentType = success.contentType === undefined ? 'application/json' : success.contentType;
      const schema = success.schema ? toJsonSchema(success.schema, 'output') : {};
      return [
        String(success.status),
        {
          description: success.description,
          ...(contentType === null ? {} : { content: { [contentType]: { schema } } }),
        },
      ];
    }),
  );
}

function securityOf(docs: readonly RouteDoc[]): Record<string, string[]>[] {
  if (find(docs, 'auth')) return [{ staffSession: [] }];
  if (find(docs, 'portalSession')) return [{ portalSession: [] }];
  if (find(docs, 'deviceKey')) return [{ gateDeviceKey: [] }];
  const optional = all(docs, 'optionalSecurity');
  // Public: `[]`; a credential it reads when sent (the portal cookie, `?scope=all`'s token): `{}` or it.
  return optional.length ? [{}, ...optional.map((doc) => ({ [doc.scheme]: [] }))] : [];
}

function descriptionOf(docs: readonly RouteDoc[]): string {
  const capability = find(docs, 'capability');
  const byField = find(docs, 'capabilityByField');
  if (capability) return whoMayCall(capability.capability);
  if (byField) {
    return Object.entries(byField.byField)
      .map(([field, needed]) => `With \`${field}\`: ${whoMayCall(needed)}`)
      .join(' ');
  }
  if (find(docs, 'auth')) return 'Any signed-in staff member.';
  if (find(docs, 'deviceKey')) {
    return "A gate device registered by staff, with its key (Bearer); it reads and reports its own location's gate only.";
  }
  if (find(docs, 'portalSession')) {
    return "A customer signed in to the portal as the named pass's e-mail (POST /api/payments-public/sign-in).";
  }
  return 'Public.';
}

export function operationFor(method: string, path: string, docs: readonly RouteDoc[]): Operation {
  const openApiPath = path.replace(/:([A-Za-z_]+)/g, '{$1}');
  const capability = find(docs, 'capability');
  const parameters = parametersOf(path, docs);
  const requestBody = requestBodyOf(docs);
  const errors = errorTable(method, docs);

  const responses: Record<string, unknown> = successResponses(docs);
  for (const [status, entry] of [...errors.entries].sort(([a], [b]) => a - b)) {
    responses[String(status)] = errorResponse(status, entry);
  }

  const tag = path.replace(/^\/api\/?/, '').split('/')[0] || 'api';
  return {
    operationId: `${method.toLowerCase()}${openApiPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
    tags: [tag],
    summary: `${method} ${openApiPath}`,
    description: descriptionOf(docs),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    security: securityOf(docs),
    ...(capability ? { 'x-capability': capability.capability } : {}),
    responses,
  };
}
