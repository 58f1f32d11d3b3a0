import type { ErrorCode } from '../contract/error-codes';

/** Codes the client gives when no API error body arrived. */
export type ClientErrorCode = 'timeout' | 'network';

/**
 * What an ApiError's `code` can be: the server's code, a client-side one, or (from an older or newer
 * server) a code this build does not know yet, kept as sent.
 */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

export type ApiErrorInit = {
  code?: ApiErrorCode;
  /** Parsed JSON body of the error response, when there was one (e.g. the health report on 503). */
  body?: unknown;
  field?: string;
  rule?: string;
};

/** Thrown by the API client for every non-2xx answer, timeout and network failure. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly body: unknown;
  readonly field: string | undefined;
  readonly rule: string | undefined;

  constructor(
    /** HTTP status; 0 when no response arrived (timeout, network failure). */
    readonly status: number,
    /** The server's `error` text, else the SPEC section 8 fallback. */
    message: string,
    init: ApiErrorInit = {},
  ) {
    super(message);
    this.code = init.code ?? fallbackCode(status);
    this.body = init.body ?? null;
    this.field = init.field;
    this.rule = init.rule;
  }
}

export const TIMEOUT_MESSAGE = 'Request timed out';

/** SPEC section 8: the server's `error` field, else 'Not found' for 404 and 'Server error' otherwise. */
export function fallbackMessage(status: number): string {
  return status === 404 ? 'Not found' : 'Server error';
}

function fallbackCode(status: number): ApiErrorCode {
  if (status === 0) return 'network';
  return status === 404 ? 'not_found' : 'server_error';
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the fallback message and code apply.
  }
  const field = readString(body, 'field');
  const rule = readString(body, 'rule');
  const code = readString(body, 'code');
  return new ApiError(response.status, readString(body, 'error') || fallbackMessage(response.status), {
    body,
    ...(code ? { code } : {}),
    ...(field ? { field } : {}),
    ...(rule ? { rule } : {}),
  });
}

function readString(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** An API failure as front ends read it: branch on `code` (and `rule`), never on `text`. */
export type ApiErrorInfo = {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  code: ApiErrorCode;
  /** The server's own `error` text, or undefined when it sent none (timeout, network, HTML page). */
  text: string | undefined;
  /** invalid_input: the dotted path of the rejected field. */
  field?: string;
  /** invalid_input: the contract's rule code (or zod's issue code). */
  rule?: string;
  /** Every other field of the error body (`payment_code`, `decline_code`, `refund_reason`, ...). */
  details: Record<string, string>;
};

/**
 * The one reader of API failures for front ends; null for anything that is not an ApiError (a bug, an
 * abort), which callers rethrow or ignore.
 */
export function readApiError(error: unknown): ApiErrorInfo | null {
  if (!(error instanceof ApiError)) return null;
  const details: Record<string, string> = {};
  if (typeof error.body === 'object' && error.body !== null) {
    for (const [key, value] of Object.entries(error.body)) {
      if (typeof value === 'string' && !['error', 'code', 'field', 'rule'].includes(key))
        details[key] = value;
    }
  }
  return {
    status: error.status,
    code: error.code,
    text: readString(error.body, 'error') || undefined,
    ...(error.field ? { field: error.field } : {}),
    ...(error.rule ? { rule: error.rule } : {}),
    details,
  };
}

/** True for requests the caller cancelled (unmounted component, superseded search): ignore silently. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}
