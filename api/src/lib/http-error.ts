import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_MESSAGES, type ErrorCode } from '../contract/error-codes';

export type HttpErrorOptions = {
  headers?: Record<string, string>;
  /** Extra machine-readable fields sent beside `error` and `code` (`field`, `rule`, `payment_code`, ...). */
  details?: Record<string, string>;
};

/**
 * An error whose `code` front ends branch on and whose message is safe and useful to show to the
 * person who made the request. The message defaults to the code's own English text.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly headers: Record<string, string>;
  readonly details: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string = defaultMessage(code),
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}

function defaultMessage(code: ErrorCode): string {
  return (ERROR_MESSAGES as Partial<Record<ErrorCode, string>>)[code] ?? code;
}
