import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { z } from 'zod';
import { isRuleCode, RULE_MESSAGES, type RuleCode } from '../contract/validation-rules';
import { invalidYearMessage } from '../contract/wizard-constants';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';

// Rules several fields share ('Min. 2 letters') name their field in the API's English text
// ('Last name: Min. 2 letters'); in the wizard they sit under their field and need no label.
const SHARED_RULES: ReadonlySet<RuleCode> = new Set(['min_two_letters']);
const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  'personal.firstName': 'First name',
  'personal.lastName': 'Last name',
};

export type InvalidInput = { field: string; rule: string; error: string };

/**
 * The first issue as the API reports it: the dotted `field`, a stable `rule` (the contract's rule
 * code, else zod's own issue code) and its English text.
 */
export function describeValidationError(error: z.core.$ZodError): InvalidInput {
  const issue = error.issues[0];
  if (!issue) return { field: '', rule: 'invalid', error: 'Invalid request' };
  const field = issue.path.map(String).join('.');
  if (isRuleCode(issue.message)) {
    return { field, rule: issue.message, error: ruleErrorText(field, issue.message) };
  }
  // zod's own wording (no rule in the contract for this case): name the field.
  return { field, rule: issue.code, error: field ? `${field}: ${issue.message}` : issue.message };
}

function ruleErrorText(field: string, rule: RuleCode): string {
  const text = rule === 'invalid_year' ? invalidYearMessage() : RULE_MESSAGES[rule];
  if (!SHARED_RULES.has(rule)) return text;
  const label = FIELD_LABELS[field.replace(/^wizardData\./, '')];
  return label ? `${label}: ${text}` : text;
}

/**
 * zod's synchronous parse, the asynchronous one only for a schema that needs it: the validator's
 * default `safeParseAsync` cost every request a few promise turns for schemas that never wait.
 */
function parseSyncFirst<Schema extends z.ZodType>(schema: Schema, value: unknown) {
  try {
    return schema.safeParse(value);
  } catch (error) {
    if (error instanceof z.core.$ZodAsyncError) return schema.safeParseAsync(value);
    throw error;
  }
}

/** The path of the first text in `value` holding U+0000, or null. */
function nulPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

type Parsed = { success: true; data: unknown } | { success: false; error: z.core.$ZodError };

/**
 * Refuses text holding the NUL character, which no field means and PostgreSQL's text cannot store: one
 * 400 on both engines, where it would otherwise be kept on SQLite and fail as a 500 on PostgreSQL.
 */
function refuseNul<Result extends Parsed>(result: Result): Result {
  const path = result.success ? nulPath(result.data) : null;
  if (!path) return result;
  const error = new z.ZodError([
    { code: 'custom', path, message: 'Remove the NUL character (U+0000) from this text.', input: undefined },
  ]);
  return { success: false, error } as unknown as Result;
}

function invalidInput(error: z.core.$ZodError): HttpError {
  const { field, rule, error: text } = describeValidationError(error);
  return new HttpError(400, 'invalid_input', text, { details: field ? { field, rule } : { rule } });
}

/** The query as hono's validator hands it to the schema: one value per key, an array for a repeated key. */
function queryValue(c: Context): Record<string, string | string[]> {
  const value: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries()))
    value[key] = values.length === 1 ? values[0]! : values;
  return value;
}

// `application/json` or a `+json` type, parameters (charset) aside: the media types hono's validator
// parses, and only those, since it reads any other body, or none, as `{}`. That let a plain HTML form
// from any page (text/plain or urlencoded, no preflight) reach JSON routes whose fields are all
// optional, such as the portal's sign-out.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && JSON_MEDIA_TYPE.test(value.split(';')[0]!.trim());
}

/**
 * zod validation whose failures become 400 `invalid_input` through the shared error handler. A JSON
 * body must say it is JSON (415 `json_required` otherwise), which a form on another page cannot.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) throw invalidInput(result.error);
    },
    // The validator types the result through a conditional type on the schema it cannot resolve here.
    {
      validationFunction: (checked, value) => {
        const parsed = parseSyncFirst(checked, value);
        return (parsed instanceof Promise ? parsed.then(refuseNul) : refuseNul(parsed)) as never;
      },
    },
  );
  if (target === 'json') {
    const jsonOnly: MiddlewareHandler = (c, next) => {
      if (!isJsonContentType(c.req.header('content-type'))) throw new HttpError(415, 'json_required');
      return middleware(c, next);
    };
    return withRouteDoc(
      jsonOnly as unknown as typeof middleware,
      { kind: 'input', target, schema },
      { kind: 'errors', errors: { 415: ['json_required'] } },
    );
  }
  if (target !== 'param' && target !== 'query')
    return withRouteDoc(middleware, { kind: 'input', target, schema });
  // The path and the query are already in hand: checked with no await, where the general validator
  // takes five promise turns per request (the public reads, docs/decisions/api-per-request-cost.md).
  // Same value, same parse, same 400; a schema that needs async parsing goes the general way.
  const inHand: MiddlewareHandler = (c, next) => {
    const value = target === 'param' ? c.req.param() : queryValue(c);
    let result: ReturnType<Schema['safeParse']>;
    try {
      result = refuseNul(schema.safeParse(value)) as ReturnType<Schema['safeParse']>;
    } catch (error) {
      if (error instanceof z.core.$ZodAsyncError) return middleware(c, next);
      throw error;
    }
    if (!result.success) throw invalidInput(result.error);
    c.req.addValidatedData(target, result.data as never);
    return next();
  };
  return withRouteDoc(inHand as unknown as typeof middleware, { kind: 'input', target, schema });
}
