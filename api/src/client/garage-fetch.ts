import { ApiError, apiErrorFromResponse, TIMEOUT_MESSAGE } from './api-error';
import { createConcurrencyLimiter } from './concurrency-limiter';
import { retryDelayMs } from './retry-policy';
import { apiBaseUrl } from './runtime-config';

export const REQUEST_TIMEOUT_MS = 20_000;
export const MAX_CONCURRENT_GETS = 6;
/** Dispatched on `window` when the staff session is refused (401 unauthenticated or session_expired). */
export const UNAUTHORIZED_EVENT = 'garage:unauthorized';
/** The Hono app's basePath; typed client paths start with it and are re-based at run time. */
export const APP_BASE_PATH = '/api';

export type GarageFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export type GarageFetchOptions = {
  timeoutMs?: number;
  maxConcurrentGets?: number;
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>;
  /** Off for the status page: there a 503 is the answer to show, not a hiccup to wait out. */
  retryReads?: boolean;
};

/**
 * The fetch behind the typed client: run-time base URL, 20 s timeout, GET retries on 429/503, at most
 * six GETs in flight, and `ApiError` for every non-2xx answer. Credentials are cookies the browser
 * holds and sends itself (the staff session is httpOnly: no script here ever sees it).
 */
export function createGarageFetch(options: GarageFetchOptions = {}): GarageFetch {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const sleep = options.sleep ?? abortableSleep;
  const retryReads = options.retryReads ?? true;
  const limiter = createConcurrencyLimiter(options.maxConcurrentGets ?? MAX_CONCURRENT_GETS);

  return async (input, init = {}) => {
    const url = rebase(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    // The API sits under the page's own origin (the shell forwards /api): cookies go with every call.
    const request: RequestInit = { credentials: 'same-origin', ...init, method, headers };
    const isRead = method === 'GET' || method === 'HEAD';

    for (let attempt = 0; ; attempt++) {
      const send = () => fetchWithTimeout(url, request, timeoutMs);
      const response = isRead ? await limiter.run(send, init.signal) : await send();
      if (response.ok) return response;

      const delay = isRead && retryReads ? retryDelayMs(response, attempt, Date.now(), url) : null;
      if (delay !== null) {
        await response.body?.cancel().catch(() => {});
        await sleep(delay, init.signal);
        continue;
      }
      const error = await apiErrorFromResponse(response);
      // Only the staff session's own refusals end it: a failed sign-in (`invalid_credentials`) or the
      // portal's `sign_in_required` (the customer's cookie) say nothing about it.
      if (response.status === 401 && (error.code === 'unauthenticated' || error.code === 'session_expired')) {
        notifyUnauthorized(url);
      }
      throw error;
    }
  };
}

/** '/api/plans' from the typed client -> '<apiBaseUrl>/plans'. */
function rebase(url: string): string {
  if (url === APP_BASE_PATH || url.startsWith(`${APP_BASE_PATH}/`) || url.startsWith(`${APP_BASE_PATH}?`)) {
    return apiBaseUrl() + url.slice(APP_BASE_PATH.length);
  }
  return url;
}

async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const callerSignal = init.signal;
  if (callerSignal?.aborted) throw callerSignal.reason;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new ApiError(0, TIMEOUT_MESSAGE, { code: 'timeout' }));
  }, timeoutMs);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    // Looked up on every call so tests (and polyfills) can replace the global fetch.
    return await globalThis.fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE, { code: 'timeout' });
    if (callerSignal?.aborted) throw callerSignal.reason ?? error;
    throw new ApiError(0, 'Server error', { code: 'network' });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

function notifyUnauthorized(url: string): void {
  const target = (globalThis as { window?: EventTarget }).window;
  target?.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { url } }));
}

function abortableSleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
