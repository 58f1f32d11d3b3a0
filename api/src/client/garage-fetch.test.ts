import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hangingFetch, json, stubBrowserGlobals } from '../../test/client-test-env';
import { ApiError, isAbortError } from './api-error';
import { createGarageFetch, UNAUTHORIZED_EVENT } from './garage-fetch';

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const sleep = vi.fn(async (_ms: number) => {});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  sleep.mockClear();
});

const sentHeaders = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

describe('base URL and credentials', () => {
  it('re-bases typed paths onto the run-time apiBaseUrl', async () => {
    stubBrowserGlobals();
    vi.stubGlobal('__GARAGE_CONFIG__', { apiBaseUrl: 'https://api.example.test/api/' });
    fetchMock.mockResolvedValue(json([]));
    await createGarageFetch()('/api/plans?scope=public', { method: 'GET' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.example.test/api/plans?scope=public');
  });

  it('defaults to /api, lets the browser send its cookies, and never sends a token of its own', async () => {
    const { store } = stubBrowserGlobals();
    store.set('jwt', 'left-over-token-of-an-older-version');
    fetchMock.mockResolvedValue(json([]));
    await createGarageFetch()('/api/items');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/items');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
    expect(sentHeaders().has('Authorization')).toBe(false);
  });
});

describe('errors', () => {
  it('uses the server error field as the message', async () => {
    stubBrowserGlobals();
    fetchMock.mockResolvedValue(json({ error: 'Plan not found' }, 404));
    const error = await createGarageFetch()('/api/plans/9', { method: 'PUT' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Plan not found',
      body: { error: 'Plan not found' },
    });
  });

  it.each([
    [404, 'Not found'],
    [500, 'Server error'],
    [502, 'Server error'],
    [400, 'Server error'],
  ])('falls back to the SPEC message for %i without an error field', async (status, message) => {
    stubBrowserGlobals();
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status }));
    await expect(createGarageFetch()('/api/x', { method: 'POST' })).rejects.toMatchObject({
      status,
      message,
    });
  });

  it('reports a network failure as ApiError status 0', async () => {
    stubBrowserGlobals();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createGarageFetch()('/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Server error',
    });
  });

  it('dispatches garage:unauthorized when the staff session is refused', async () => {
    const { window } = stubBrowserGlobals();
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    fetchMock.mockResolvedValue(json({ error: 'Your session has expired', code: 'session_expired' }, 401));
    await expect(createGarageFetch()('/api/locations/1/inventory')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("does not dispatch it for the portal's 401 sign_in_required, which is about the customer's cookie", async () => {
    const { window } = stubBrowserGlobals();
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    fetchMock.mockResolvedValue(json({ error: 'Please sign in first', code: 'sign_in_required' }, 401));
    await expect(
      createGarageFetch()('/api/payments-public/toggle-autopay', { method: 'POST' }),
    ).rejects.toMatchObject({ status: 401, code: 'sign_in_required' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not dispatch it for an anonymous 401 such as a failed login', async () => {
    const { window } = stubBrowserGlobals();
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    fetchMock.mockResolvedValue(
      json({ error: 'Invalid username or password', code: 'invalid_credentials' }, 401),
    );
    await expect(createGarageFetch()('/api/auth/login', { method: 'POST' })).rejects.toMatchObject({
      message: 'Invalid username or password',
    });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('GET retries', () => {
  it('honours Retry-After on 429', async () => {
    stubBrowserGlobals();
    fetchMock
      .mockResolvedValueOnce(json({ error: 'Slow down' }, 429, { 'Retry-After': '2' }))
      .mockResolvedValueOnce(json({ ok: true }));
    const res = await createGarageFetch({ sleep })('/api/events');
    expect(await res.json()).toEqual({ ok: true });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2000]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 retries and throws the last error', async () => {
    stubBrowserGlobals();
    fetchMock.mockImplementation(async () => json({ error: 'Slow down' }, 429));
    await expect(createGarageFetch({ sleep })('/api/events')).rejects.toMatchObject({
      status: 429,
      message: 'Slow down',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000, 1500]);
  });

  it('does not wait for an unreasonably long Retry-After', async () => {
    stubBrowserGlobals();
    fetchMock.mockResolvedValue(json({ error: 'Locked' }, 429, { 'Retry-After': '900' }));
    await expect(createGarageFetch({ sleep })('/api/events')).rejects.toMatchObject({ status: 429 });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('backs off on 503 and succeeds', async () => {
    stubBrowserGlobals();
    fetchMock
      .mockResolvedValueOnce(json({ error: 'down' }, 503))
      .mockResolvedValueOnce(json({ error: 'down' }, 503))
      .mockResolvedValueOnce(json([1]));
    const res = await createGarageFetch({ sleep })('/api/sales');
    expect(await res.json()).toEqual([1]);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000]);
  });

  it('reports a 503 at once when read retries are off (the status page)', async () => {
    stubBrowserGlobals();
    fetchMock.mockResolvedValue(json({ ok: false, services: { db: 'down' } }, 503));
    await expect(createGarageFetch({ sleep, retryReads: false })('/api/health')).rejects.toMatchObject({
      status: 503,
      body: { ok: false, services: { db: 'down' } },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('never retries writes', async () => {
    stubBrowserGlobals();
    fetchMock.mockResolvedValue(json({ error: 'down' }, 503));
    await expect(createGarageFetch({ sleep })('/api/leads', { method: 'POST' })).rejects.toMatchObject({
      status: 503,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits for real between retries and stops when aborted during the wait', async () => {
    vi.useFakeTimers();
    stubBrowserGlobals();
    fetchMock.mockResolvedValue(json({ error: 'down' }, 503));
    const controller = new AbortController();
    const pending = createGarageFetch()('/api/sales', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('concurrency cap', () => {
  it('runs at most 6 GETs at once and queues the rest in order', async () => {
    stubBrowserGlobals();
    const resolvers: Array<() => void> = [];
    fetchMock.mockImplementation(
      (input) => new Promise((resolve) => resolvers.push(() => resolve(json({ url: String(input) })))),
    );
    const garageFetch = createGarageFetch();
    const requests = Array.from({ length: 10 }, (_, i) => garageFetch(`/api/r${i}`));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));

    // Writes are not queued behind reads.
    void garageFetch('/api/leads', { method: 'POST' });
    expect(fetchMock).toHaveBeenCalledTimes(7);

    resolvers[0]?.();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(8));
    expect(fetchMock.mock.calls[7]?.[0]).toBe('/api/r6');

    for (let i = 1; i < 20; i++) {
      resolvers[i]?.();
      await Promise.resolve();
    }
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(11));
    for (const resolve of resolvers) resolve();
    await expect(Promise.all(requests)).resolves.toHaveLength(10);
  });
});

describe('timeout and abort', () => {
  it('fails with "Request timed out" after 20 s', async () => {
    vi.useFakeTimers();
    stubBrowserGlobals();
    fetchMock.mockImplementation(hangingFetch);
    const pending = createGarageFetch()('/api/plans').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'timeout', message: 'Request timed out' });
    expect(isAbortError(error)).toBe(false);
  });

  it('rejects with an AbortError the UI can ignore when the caller aborts', async () => {
    stubBrowserGlobals();
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = createGarageFetch()('/api/plans', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });

  it('drops an aborted request from the queue without sending it', async () => {
    stubBrowserGlobals();
    fetchMock.mockImplementation(hangingFetch);
    const garageFetch = createGarageFetch({ maxConcurrentGets: 1 });
    const first = new AbortController();
    const second = new AbortController();
    const a = garageFetch('/api/a', { signal: first.signal }).catch((e: unknown) => e);
    const b = garageFetch('/api/b', { signal: second.signal }).catch((e: unknown) => e);
    second.abort();
    expect(isAbortError(await b)).toBe(true);
    first.abort();
    expect(isAbortError(await a)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('isAbortError recognises only aborts', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new ApiError(0, 'Request timed out'))).toBe(false);
    expect(isAbortError(new Error('x'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});
