/** Thrown by the API client for every non-2xx answer, timeout and network failure. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no response arrived (timeout, network failure). */
    readonly status: number,
    message: string,
    /** Parsed JSON body of the error response, when there was one (e.g. the health report on 503). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export const TIMEOUT_MESSAGE = 'Request timed out';

/** SPEC section 8: the server's `error` field, else 'Not found' for 404 and 'Server error' otherwise. */
export function fallbackMessage(status: number): string {
  return status === 404 ? 'Not found' : 'Server error';
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the fallback message applies.
  }
  return new ApiError(response.status, readServerMessage(body) || fallbackMessage(response.status), body);
}

function readServerMessage(body: unknown): string {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
    ? body.error.trim()
    : '';
}

/**
 * The `error` text the server itself sent, or undefined (a timeout, a network failure, a body without
 * one): for SPEC section 8's "the server's message, else <the screen's own fallback>".
 */
export function serverErrorText(error: unknown): string | undefined {
  return error instanceof ApiError ? readServerMessage(error.body) || undefined : undefined;
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
