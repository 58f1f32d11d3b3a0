import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DRAIN_MAX_BYTES } from './limit-body';
import { SERVER_OPTIONS } from './limit-url';

// Over a real socket: app.request() has no connection to lose.

let t: TestApp;
let server: ServerType | undefined;
let agent: http.Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  await t?.cleanup();
});

async function listen(): Promise<number> {
  t = await createTestApp();
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<number>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, serverOptions: SERVER_OPTIONS }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
}

type Answer = { status: number; connection: string | undefined; body: unknown; reusedSocket: boolean };

/** One request on the shared keep-alive agent; a body is written in 64 kB pieces, declared or chunked. */
function send(port: number, method: string, path: string, body?: { bytes: number; chunked: boolean }) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (body && !body.chunked) headers['content-length'] = String(body.bytes);
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body: JSON.parse(text),
          reusedSocket: req.reusedSocket,
        }),
      );
    });
    // A server that closes after answering may cut the upload short; only an error before the answer counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (body) {
      const piece = Buffer.alloc(64 * 1024, 'x');
      for (let sent = 0; sent < body.bytes; sent += piece.length) {
        req.write(piece.subarray(0, Math.min(piece.length, body.bytes - sent)));
      }
    }
    req.end();
  });
}

const refused = { error: 'Request body is too large', code: 'body_too_large' };

describe('a 413 on a keep-alive connection', () => {
  it.each([
    ['declared with Content-Length', false],
    ['chunked', true],
  ])(
    'answers a 1 MB body (%s) with 413 and serves the next request on the same socket',
    async (_label, chunked) => {
      const port = await listen();
      const first = await send(port, 'POST', '/api/plans', { bytes: 1024 * 1024, chunked });
      expect(first).toMatchObject({ status: 413, connection: 'keep-alive', body: refused });
      const next = await send(port, 'GET', '/api/plans');
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    },
  );

  it('closes the connection, after a clean 413, for a body too large to read through', async () => {
    const port = await listen();
    const first = await send(port, 'POST', '/api/plans', { bytes: DRAIN_MAX_BYTES + 1, chunked: false });
    expect(first).toMatchObject({ status: 413, connection: 'close', body: refused });
    const next = await send(port, 'GET', '/api/plans');
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(false);
  });
});
