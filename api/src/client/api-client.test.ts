import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserGlobals } from '../../test/client-test-env';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/test-app';
import { ApiError, api, createApiClient, isAbortError, parseResponse } from './api-client';

// The typed client against the real app: fetch is routed into app.request().
let t: TestApp;
// What the browser would hold and send: the API's cookies, which no script reads.
let cookieJar = '';
beforeEach(async () => {
  t = await createTestApp();
  cookieJar = '';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (cookieJar && init?.credentials !== 'omit') headers.set('Cookie', cookieJar);
    const response = await t.app.request(String(input), { ...init, headers });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('garage_staff='));
    if (session) cookieJar = session.split(';')[0] ?? '';
    return response;
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await t.cleanup();
});

describe('typed api client', () => {
  it('reads public data with typed results', async () => {
    stubBrowserGlobals();
    const plans = await parseResponse(api.plans.$get());
    expect(plans.map((plan) => plan.price_cents)).toEqual([25000, 25000]);
    const { open_slots } = await parseResponse(
      api.locations[':id']['online-availability'].$get({ param: { id: '1' } }),
    );
    expect(open_slots).toBe(40);
    const lossFee = await parseResponse(api.items.$get({ query: { name: 'Loss fee' } }));
    expect(lossFee[0]?.price_cents).toBe(2500);
  });

  it("signs in, stores nothing itself, and the browser's cookie carries the session afterwards", async () => {
    const { store } = stubBrowserGlobals();
    const answer = await parseResponse(
      api.auth.login.$post({ json: { username: 'ambassador', password: TEST_PASSWORDS.ambassador } }),
    );
    expect(answer.status === 'signed_in' && answer.me.role).toBe('ambassador');
    expect(store.size).toBe(0);
    expect(cookieJar).toMatch(/^garage_staff=/);
    cookieJar = `garage_staff=${t.tokens.admin}`;
    const inventory = await parseResponse(api.locations[':id'].inventory.$get({ param: { id: '1' } }));
    expect(inventory).toEqual({ online_sales_spaces: 40, availables: 40, refund_approval_cents: 30_000 });
  });

  it('throws ApiError carrying the server message', async () => {
    stubBrowserGlobals();
    cookieJar = `garage_staff=${t.tokens.ambassador}`;
    const error = await api.plans
      .$post({ json: { name: 'X', price_cents: 1 } })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Your role does not allow this action',
    });

    cookieJar = `garage_staff=${t.tokens.admin}`;
    await expect(api.plans.$post({ json: { name: '', price_cents: 1 } })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_input',
      field: 'name',
      rule: 'plan_name_required',
      message: 'Name is required',
    });
  });

  it('passes a caller signal through hc so aborted requests reject with an AbortError', async () => {
    stubBrowserGlobals();
    const controller = new AbortController();
    controller.abort();
    const error = await api.plans
      .$get(undefined, { init: { signal: controller.signal } })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('exposes the health report on 503 through ApiError.body', async () => {
    stubBrowserGlobals();
    const down = await createTestApp({ healthChecks: [{ name: 'mail', check: () => false }] });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      down.app.request(String(input), init),
    );
    const client = createApiClient({ sleep: async () => {} });
    const error = await client.health.$get().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, body: { ok: false, services: { db: 'up', mail: 'down' } } });
    await down.cleanup();
  });
});
