import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { createOperationMatcher } from './operation-matcher';

// Checks one request and its answer against the OpenAPI description, as a validating proxy (Prism)
// would: the operation exists, the status is documented, the content type is the documented one, and
// the body matches the documented schema (error bodies: ApiError with one of the codes listed for that
// status). A successful call that carried a body the description does not mention is reported too.

/** One request and the answer it got, as the audit needs them. */
export type Exchange = {
  method: string;
  /** The URL's path, as sent (`/api/clients/12/profile`). */
  path: string;
  status: number;
  contentType: string | null;
  body: string;
  /** The request's body text (null: none, or too long to read). */
  requestBody: string | null;
};

export type Violation = { method: string; path: string; status: number; problem: string };

type Document = {
  paths: Record<string, Record<string, unknown>>;
  components: { responses?: Record<string, unknown>; schemas?: Record<string, unknown> };
};
type MediaTypes = Record<string, { schema?: Record<string, unknown> }>;
type ResponseObject = { content?: MediaTypes; $ref?: string };

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
const validators = new Map<string, ValidateFunction>();

/** Compiled once per schema text; `#/components/...` references resolve inside the compiled root. */
function validatorFor(schema: Record<string, unknown>, components: Document['components']) {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: { schemas: components.schemas ?? {} } });
    validators.set(key, validate);
  }
  return validate;
}

const baseType = (contentType: string | null) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');
const isEmptySchema = (schema: Record<string, unknown> | undefined) =>
  !schema || Object.keys(schema).length === 0;

function resolveResponse(
  document: Document,
  response: ResponseObject | undefined,
): ResponseObject | undefined {
  const name = response?.$ref?.replace('#/components/responses/', '');
  return name ? (document.components.responses?.[name] as ResponseObject | undefined) : response;
}

function schemaProblem(
  schema: Record<string, unknown> | undefined,
  text: string,
  components: Document['components'],
): string | null {
  if (isEmptySchema(schema)) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'is not JSON';
  }
  const validate = validatorFor(schema as Record<string, unknown>, components);
  if (validate(value)) return null;
  const [error] = validate.errors ?? [];
  const code = (value as { code?: unknown } | null)?.code;
  return `does not match its schema (${error?.instancePath || '/'} ${error?.message ?? ''}${typeof code === 'string' ? `; code ${code}` : ''})`;
}

export type AuditOptions = {
  /**
   * Also report a successful call that carried a body the operation does not describe. On for real
   * clients' traffic (e2e, the session test); unit tests send stray bodies on purpose (the fuzz suite).
   */
  requestBodies?: boolean;
};

export function createResponseAudit(document: Document, options: AuditOptions = {}) {
  const match = createOperationMatcher(document.paths);
  return (exchange: Exchange): Violation[] => {
    const matched = match(exchange.method, exchange.path);
    // No operation: an unknown address (404) or one of the app's own 4xx before routing.
    if (!matched) return [];
    const at = { method: matched.method, path: matched.template, status: exchange.status };
    const responses = (matched.operation.responses ?? {}) as Record<string, ResponseObject>;
    const response = resolveResponse(
      document,
      responses[String(exchange.status)] ?? responses[`${String(exchange.status)[0]}XX`] ?? responses.default,
    );
    if (!response) return [{ ...at, problem: 'status not in the description' }];

    const violations: Violation[] = [];
    const type = baseType(exchange.contentType);
    const media = response.content ?? {};
    if (Object.keys(media).length === 0) {
      if (exchange.body.length > 0)
        violations.push({ ...at, problem: `body (${type}) where none is described` });
    } else if (!(type in media)) {
      violations.push({ ...at, problem: `content type "${type}" not in [${Object.keys(media).join(', ')}]` });
    } else if (isJson(type) && exchange.method !== 'HEAD') {
      const problem = schemaProblem(media[type]?.schema, exchange.body, document.components);
      if (problem) violations.push({ ...at, problem: `body ${problem}` });
    }

    // A body the API accepted must be in the description: a client generated from it would not send one.
    const accepted = exchange.status >= 200 && exchange.status < 300;
    if (options.requestBodies && accepted && exchange.requestBody) {
      const requestBody = matched.operation.requestBody as { content?: MediaTypes } | undefined;
      if (!requestBody?.content)
        violations.push({ ...at, problem: 'accepted a request body the description omits' });
    }
    return violations;
  };
}

export function describeViolation(violation: Violation): string {
  return `${violation.method} ${violation.path} -> ${violation.status}: ${violation.problem}`;
}
