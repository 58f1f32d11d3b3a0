import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from '../../contract/error-codes';
import { RULE_CODES } from '../../contract/validation-rules';

// Every error leaves the API as `ApiErrorBody` (`{error, code, ...}`); each operation names, per
// status, the codes it can answer with, so a generated client knows what to branch on. Statuses that
// every operation shares are described once, in `components.responses`.

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** What one status of one operation may answer: its codes (or any code), and notes for people. */
export type ErrorEntry = {
  codes: Set<ErrorCode> | 'any';
  notes: string[];
  headers: Record<string, string>;
};

/** Statuses every operation shares, each with its one code, described once and referenced. */
export const SHARED_ERRORS = {
  UrlTooLong: {
    status: 414,
    code: 'malformed_request',
    description: 'malformed_request: the request address is longer than the API reads.',
  },
  BodyTooLarge: {
    status: 413,
    code: 'body_too_large',
    description: 'body_too_large: the body is over 256 KiB (refused by the API or the front-end server).',
  },
  ServerError: {
    status: 500,
    code: 'server_error',
    description: 'server_error: an unexpected failure, logged with the request id (never for bad input).',
  },
  ApiUnavailable: {
    status: 502,
    code: 'api_unavailable',
    description: 'api_unavailable: the front-end server forwarding `/api` could not reach the API.',
  },
  ServiceUnavailable: {
    status: 503,
    code: 'service_unavailable',
    description: 'service_unavailable: the database is busy; retry after `Retry-After` seconds.',
    headers: { 'Retry-After': 'Seconds to wait before retrying.' },
  },
} as const satisfies Record<
  string,
  { status: number; code: ErrorCode; description: string; headers?: Record<string, string> }
>;

function headersObject(headers: Readonly<Record<string, string>>) {
  const entries = Object.entries(headers);
  return entries.length
    ? {
        headers: Object.fromEntries(
          entries.map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
        ),
      }
    : {};
}

function codeText(code: ErrorCode): string {
  const message = (ERROR_MESSAGES as Partial<Record<ErrorCode, string>>)[code];
  return message ? `\`${code}\` (${message})` : `\`${code}\``;
}

/** The response object of one error status: a shared one by reference when it is exactly that. */
export function errorResponse(status: number, entry: ErrorEntry): Record<string, unknown> {
  if (entry.codes !== 'any' && entry.codes.size === 1 && entry.notes.length === 0) {
    const [code] = entry.codes;
    for (const [name, shared] of Object.entries(SHARED_ERRORS)) {
      if (shared.status === status && shared.code === code) return { $ref: `#/components/responses/${name}` };
    }
  }
  const codes = entry.codes === 'any' ? [] : [...entry.codes].sort();
  const description =
    [...entry.notes, ...(codes.length ? [`Codes: ${codes.map(codeText).join('; ')}.`] : [])].join(' ') ||
    'An error (`ApiError`).';
  const schema = codes.length
    ? { allOf: [ERROR_REF, { type: 'object', properties: { code: { enum: codes } } }] }
    : ERROR_REF;
  return {
    description,
    ...headersObject(entry.headers),
    content: { 'application/json': { schema } },
  };
}

export const errorComponents = {
  schemas: {
    ApiError: {
      type: 'object',
      required: ['error', 'code'],
      properties: {
        error: { type: 'string', description: 'English text a person can act on; never parse it.' },
        code: { type: 'string', enum: [...ERROR_CODES] },
        field: { type: 'string', description: 'invalid_input: the dotted path of the first rejected field.' },
        rule: {
          type: 'string',
          description: "invalid_input: a rule code of the contract, else zod's own issue code.",
          examples: [...RULE_CODES].slice(0, 3),
        },
        payment_code: { type: 'string', description: "payment_failed: the card's code." },
        decline_code: { type: 'string', description: "payment_failed: the bank's reason." },
        refund_reason: { type: 'string', description: 'checkout_refunded: why the payment was given back.' },
        retry_after: { type: 'string', description: 'too_many_requests, otp_cooldown: seconds to wait.' },
        days: { type: 'string', description: 'renew_too_early: days until renewing opens.' },
        needSetup: { type: 'boolean', const: true, description: 'need_setup: always true.' },
      },
    },
  },
  responses: Object.fromEntries(
    Object.entries(SHARED_ERRORS).map(([name, shared]) => [
      name,
      {
        description: shared.description,
        ...headersObject('headers' in shared ? shared.headers : {}),
        content: {
          'application/json': {
            schema: { allOf: [ERROR_REF, { type: 'object', properties: { code: { const: shared.code } } }] },
          },
        },
      },
    ]),
  ),
};
