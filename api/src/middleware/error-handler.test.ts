import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-error';
import { createTestApp, type TestApp } from '../test/test-app';
import { handleError, handleNotFound } from './error-handler';

let t: TestApp | undefined;
afterEach(() => {
  t?.cleanup();
  t = undefined;
  vi.restoreAllMocks();
});

describe('error handling', () => {
  it('answers unknown routes with 404 { error: "Not found" }', async () => {
    t = await createTestApp();
    for (const path of ['/api/nope', '/elsewhere', '/api/plans/1/extra']) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('turns unexpected errors into 500 "Server error" without leaking details', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono()
      .get('/boom', () => {
        throw new Error('SQLITE_CORRUPT: secret details at /srv/db.ts:12');
      })
      .get('/teapot', () => {
        throw new HttpError(409, 'Already taken', { 'X-Reason': 'dup' });
      });
    app.onError(handleError);
    app.notFound(handleNotFound);

    const boom = await app.request('/boom');
    expect(boom.status).toBe(500);
    const text = await boom.text();
    expect(JSON.parse(text)).toEqual({ error: 'Server error' });
    expect(text).not.toMatch(/SQLITE|srv/);

    const conflict = await app.request('/teapot');
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get('X-Reason')).toBe('dup');
    expect(await conflict.json()).toEqual({ error: 'Already taken' });
  });

  it('rejects oversized bodies with 413 JSON', async () => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/leads', {
      body: { firstName: 'Big', email: 'big@example.com', website: 'x'.repeat(300 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large' });
  });

  it('answers a body that is not JSON with 400 naming the problem', async () => {
    t = await createTestApp();
    const res = await t.app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'not json',
    });
    expect(res.status).toBe(400);
    expect((await res.json()) as { error: string }).toEqual({ error: expect.stringMatching(/JSON/) });
  });
});
