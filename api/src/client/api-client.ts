// The one API client for every front end. Browser-safe: the server is referenced by type only.
import { hc } from 'hono/client';
import type { AppType } from '../app';
import { createGarageFetch, type GarageFetchOptions } from './garage-fetch';

// Unwraps a typed call to its JSON body (non-2xx never gets here: the client throws ApiError).
export { parseResponse } from 'hono/client';
export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorInfo,
  type ClientErrorCode,
  isAbortError,
  readApiError,
} from './api-error';
export {
  MAX_CONCURRENT_GETS,
  REQUEST_TIMEOUT_MS,
  UNAUTHORIZED_EVENT,
} from './garage-fetch';
export { apiBaseUrl, type GarageRuntimeConfig, runtimeConfig } from './runtime-config';

export function createApiClient(options: GarageFetchOptions = {}) {
  // Paths come out origin-relative ('/api/plans'); the fetch re-bases them onto the run-time
  // apiBaseUrl, so `.api` is dropped here and callers write `api.plans.$get()`.
  return hc<AppType>('/', { fetch: createGarageFetch(options) }).api;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient();
