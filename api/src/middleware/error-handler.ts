import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiErrorBody, ERROR_MESSAGES, type ErrorCode } from '../contract/error-codes';
import { HttpError } from '../lib/http-error';

// Every error leaves the API as JSON `{ error, code, ... }` (ApiErrorBody): `code` for front ends to
// branch on, `error` a message a person can read; internals (stack traces, SQL) stay in the server log.

/** Unexpected failures go to `logError` with the request's id; the caller only sees 'Server error'. */
export const createErrorHandler =
  (logError: (message: string, error: unknown, fields: Record<string, unknown>) => void): ErrorHandler =>
  (err, c) => {
    if (err instanceof HttpError || err instanceof HTTPException || isDatabaseBusy(err))
      return handleError(err, c);
    logError('request failed', err, {
      request_id: c.get('requestId' as never),
      method: c.req.method,
      path: c.req.path,
    });
    return handleError(err, c);
  };

export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof HttpError) {
    const body: ApiErrorBody = { ...err.details, error: err.message, code: err.code };
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    // hono's own 4xx (malformed JSON, body too large, ...) carry safe, specific messages.
    const status = err.status as ContentfulStatusCode;
    const code = codeForStatus(status);
    const body: ApiErrorBody = { error: err.message || fallbackText(code), code };
    return c.json(body, status);
  }
  if (isDatabaseBusy(err)) {
    // Another connection holds the write lock longer than the short busy wait: ask to retry soon.
    const body: ApiErrorBody = { error: ERROR_MESSAGES.service_unavailable, code: 'service_unavailable' };
    return c.json(body, 503, { 'Retry-After': '1' });
  }
  const body: ApiErrorBody = { error: ERROR_MESSAGES.server_error, code: 'server_error' };
  return c.json(body, 500);
};

export const handleNotFound: NotFoundHandler = (c) => {
  const body: ApiErrorBody = { error: ERROR_MESSAGES.not_found, code: 'not_found' };
  return c.json(body, 404);
};

/** SQLITE_BUSY (and its extended codes such as SQLITE_BUSY_SNAPSHOT) or SQLITE_LOCKED. */
function isDatabaseBusy(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'body_too_large';
  if (status === 503) return 'service_unavailable';
  if (status >= 500) return 'server_error';
  return 'malformed_request';
}

function fallbackText(code: ErrorCode): string {
  return code === 'malformed_request'
    ? 'Bad request'
    : ((ERROR_MESSAGES as Partial<Record<ErrorCode, string>>)[code] ?? 'Server error');
}
