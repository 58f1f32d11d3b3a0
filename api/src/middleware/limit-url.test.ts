import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SERVER_OPTIONS } from './limit-url';

let t: TestApp;
let server: ServerType | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  await t?.cleanup();
});

describe('long request addresses', () => {
  it('answers a 20 kB query over the network with a JSON 414, not an empty 431', async () => {
    t = await createTestApp();
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, serverOptions: SERVER_OPTIONS }, (info: AddressInfo) =>
        resolve(info.port),
      );
    });
    const res = await fetch(`http://127.0.0.1:${port}/api/plans?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({
      error: 'The request address is too long.',
      code: 'malformed_request',
    });
    const normal = await fetch(`http://127.0.0.1:${port}/api/plans`);
    expect(normal.status).toBe(200);
  });
});
