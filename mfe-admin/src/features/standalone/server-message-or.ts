import { readApiError } from 'api/client';

/** The API's own `error` text (SPEC section 8: the server's message), else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return readApiError(error)?.text ?? fallback;
}
