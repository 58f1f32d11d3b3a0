import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ERROR_CODES } from '../contract/error-codes';
import { HttpError } from '../lib/http-error';
import { handleError, handleNotFound } from './error-handler';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
  vi.restoreAllMocks();
});

/** Every error body: a person-readable `error` and a `code` the front ends know. */
function expectApiError(body: unknown) {
  expect(body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  const { code, error } = body as { code: string; error: string };
  expect(ERROR_CODES, `code ${code}`).toContain(code);
  expect(error.trim()).not.toBe('');
}

describe('error handling', () => {
  it('answers unknown routes with 404 not_found', async () => {
    t = await createTestApp();
    for (const path of ['/api/nope', '/elsewhere', '/api/plans/1/extra']) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
  });

  it('turns unexpected errors into 500 server_error without leaking details', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono()
      .get('/boom', () => {
        throw new Error('SQLITE_CORRUPT: secret details at /srv/db.ts:12');
      })
      .get('/teapot', () => {
        throw new HttpError(409, 'spaces_taken', 'Already taken', { headers: { 'X-Reason': 'dup' } });
      })
      .get('/default-text', () => {
        throw new HttpError(409, 'plate_not_allowed');
      })
      .get('/hono', () => {
        throw new HTTPException(401);
      });
    app.onError(handleError);
    app.notFound(handleNotFound);

    const boom = await app.request('/boom');
    expect(boom.status).toBe(500);
    const text = await boom.text();
    expect(JSON.parse(text)).toEqual({ error: 'Server error', code: 'server_error' });
    expect(text).not.toMatch(/SQLITE|srv/);

    const conflict = await app.request('/teapot');
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get('X-Reason')).toBe('dup');
    expect(await conflict.json()).toEqual({ error: 'Already taken', code: 'spaces_taken' });

    expect(await (await app.request('/default-text')).json()).toEqual({
      error: 'That plate already has a monthly pass or is banned.',
      code: 'plate_not_allowed',
    });
    const hono = await app.request('/hono');
    expect(hono.status).toBe(401);
    expect(await hono.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('rejects oversized bodies with 413 body_too_large', async () => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/leads', {
      body: { firstName: 'Big', email: 'big@example.com', website: 'x'.repeat(300 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
  });

  it('answers a body that is not JSON with 400 malformed_request naming the problem', async () => {
    t = await createTestApp();
    const res = await t.app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/JSON/), code: 'malformed_request' });
  });

  it('gives every error response of the app a known code (a sweep of bad requests)', async () => {
    t = await createTestApp();
    const { admin, ambassador } = t.tokens;
    const requests: [string, string, { token?: string; body?: unknown; raw?: string }?][] = [
      ['GET', '/api/nope'],
      ['GET', '/api/plans?scope=weird'],
      ['GET', '/api/plans?scope=all'],
      ['GET', '/api/plans?scope=all', { token: 'not-a-token' }],
      ['POST', '/api/plans', { body: {} }],
      ['POST', '/api/plans', { token: ambassador, body: {} }],
      ['POST', '/api/plans', { token: admin, body: { name: '' } }],
      ['PUT', '/api/plans/999', { token: admin, body: { name: 'x', price_cents: 1 } }],
      ['PUT', '/api/plans/abc', { token: admin, body: {} }],
      ['GET', '/api/items?name='],
      ['GET', '/api/locations/99/online-availability'],
      ['GET', '/api/locations/x/online-availability'],
      ['GET', '/api/locations/1/inventory'],
      ['POST', '/api/locations/1/online-sales-spaces', { token: admin, body: { online_sales_spaces: -1 } }],
      ['POST', '/api/leads', { body: { firstName: 'A' } }],
      ['POST', '/api/leads', { raw: '{"firstName":' }],
      ['GET', '/api/vehicles/check'],
      ['GET', '/api/vehicles/models'],
      ['POST', '/api/vehicles', { body: {} }],
      ['GET', '/api/clients/email/nope/has-banned'],
      ['GET', '/api/zip/validate?zip=1'],
      ['POST', '/api/captcha/verify', { body: {} }],
      ['POST', '/api/captcha/verify', { body: { recaptchaToken: 'forged' } }],
      ['POST', '/api/auth/login', { body: {} }],
      ['POST', '/api/auth/login', { body: { username: 'admin', password: 'wrong' } }],
      ['POST', '/api/billing/create-intent', { body: {} }],
      ['POST', '/api/billing/create-intent', { body: { planId: 1, wizardData: {} } }],
      ['POST', '/api/billing/subscribe', { body: { planId: 2 } }],
      ['POST', '/api/billing/webhook', { raw: '{}' }],
      ['GET', '/api/billing/receipt'],
      ['GET', '/api/billing/receipt?payment_intent=pi_unknown'],
      ['POST', '/api/sandbox/confirm', { body: {} }],
      ['POST', '/api/sandbox/challenge', { body: { clientSecret: 'pi_sbx_1_secret_2', outcome: 'x' } }],
      ['POST', '/api/sandbox/advance-clock', { body: {} }],
      ['POST', '/api/leads', { body: { firstName: 'Big', email: 'a@b.co', website: 'x'.repeat(300_000) } }],
    ];
    for (const [method, path, options = {}] of requests) {
      const res =
        options.raw === undefined
          ? await t.call(method, path, options)
          : await t.app.request(path, {
              method,
              headers: { 'Content-Type': 'application/json' },
              body: options.raw,
            });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      const body = await res.json();
      expectApiError(body);
      if ((body as { code: string }).code === 'invalid_input') {
        expect(body, `${method} ${path}`).toMatchObject({ rule: expect.any(String) });
      }
    }
  });
});
