import { ApiError } from 'api/client';

/** The API's person-readable message (server `error` field or the client's fallback), else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
