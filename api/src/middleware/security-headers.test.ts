import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { createErrorHandler, handleNotFound } from './error-handler';
import { requestLog } from './request-log';
import { SECURITY_HEADERS, securityHeaders } from './security-headers';

function headerPairs(headers: Headers, names: readonly string[]): [string, string | null][] {
  return names.map((name) => [name, headers.get(name)]);
}

function appWith(middleware: ReturnType<typeof securityHeaders>) {
  const app = new Hono()
    .use(requestLog())
    .use(middleware)
    .get('/ok', (c) => c.json({ ok: true }))
    .get('/raw', () => new Response('plain', { headers: { 'Content-Type': 'text/plain' } }))
    .get('/refused', () => {
      throw new HttpError(429, 'too_many_requests', undefined, { headers: { 'Retry-After': '3' } });
    })
    .get('/boom', () => {
      throw new Error('database exploded');
    });
  app.onError(createErrorHandler(() => {}));
  app.notFound(handleNotFound);
  return app;
}

// What hono/secure-headers sent with the API's options before the list was written out.
const honoSecureHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  strictTransportSecurity: false,
  crossOriginResourcePolicy: false,
});
const EVERY_SECURITY_HEADER = [
  ...SECURITY_HEADERS.map(([name]) => name),
  'strict-transport-security',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'permissions-policy',
  'x-powered-by',
];

describe('security headers', () => {
  it('are exactly the ones hono/secure-headers sent with the API options', async () => {
    const before = await appWith(honoSecureHeaders).request('/ok');
    const now = await appWith(securityHeaders()).request('/ok');
    expect(headerPairs(now.headers, EVERY_SECURITY_HEADER)).toEqual(
      headerPairs(before.headers, EVERY_SECURITY_HEADER),
    );
  });

  it('are on every answer served over a socket, errors, raw responses and not-found included', async () => {
    const server = serve({ fetch: appWith(securityHeaders()).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const expected = headerPairs(
        (await appWith(honoSecureHeaders).request('/ok')).headers,
        EVERY_SECURITY_HEADER,
      );
      for (const [path, status] of [
        ['/ok', 200],
        ['/raw', 200],
        ['/refused', 429],
        ['/boom', 500],
        ['/nope', 404],
      ] as const) {
        const res = await fetch(`${base}${path}`, { headers: { 'X-Request-Id': 'shell-42' } });
        expect(res.status).toBe(status);
        expect(headerPairs(res.headers, EVERY_SECURITY_HEADER)).toEqual(expected);
        expect(res.headers.get('X-Request-Id')).toBe('shell-42');
        await res.arrayBuffer();
      }
      const refused = await fetch(`${base}/refused`);
      expect(refused.headers.get('Retry-After')).toBe('3');
      expect(refused.headers.get('X-Request-Id')).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
