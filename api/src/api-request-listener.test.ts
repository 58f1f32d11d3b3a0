import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { apiRequestListener } from './api-request-listener';
import { createApp } from './app';
import { createFastReads } from './lib/fast-reads';
import { createLogger } from './lib/logger';
import { type AppMetrics, createAppMetrics } from './lib/metrics';
import { MAX_URL_LENGTH, SERVER_OPTIONS } from './middleware/limit-url';

// The warm public reads are answered before Hono's chain. Over real sockets, two servers over the same
// database: one with the fast path, one without (the chain alone). Every request of the table must get
// the same status, headers (names and values; the date and a generated request id aside) and body from
// both, and the same request log line.

type Sent = { method?: string; path: string; headers?: Record<string, string | string[]>; body?: string };
/** `order`: the header names as written, Content-Length aside (see `send`). */
type Answer = { status: number; headers: Record<string, string>; order?: string[]; body: string };

const GENERATED_ID = /^[0-9a-f]{12}-[0-9a-z]+$/;

function send(port: number, sent: Sent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: sent.method ?? 'GET',
        path: sent.path,
        headers: sent.headers,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (name === 'date' || value === undefined) continue;
            headers[name] = Array.isArray(value) ? value.join('\n') : value;
          }
          // The names as written, in order. Content-Length's value is in `headers`; its place is not
          // compared: the fast path writes it with the answer's own headers, before Node's Date,
          // Connection and Keep-Alive, where Node adds it after them for the chain.
          const order = res.rawHeaders.filter((name, i) => i % 2 === 0 && name !== 'Content-Length');
          resolve({ status: res.statusCode ?? 0, headers, order, body });
        });
      },
    );
    req.on('error', reject);
    req.end(sent.body);
  });
}

/**
 * A generated request id stands as `<generated>`; a caller's id that was kept stays as it is. Without the
 * header order: under the OpenAPI audit of the tests the chain's answer is a copy, which lists its
 * headers in another order (the order is compared with the unaudited chain below).
 */
function withoutGeneratedId({ order: _order, ...answer }: Answer): Answer {
  const id = answer.headers['x-request-id'];
  return GENERATED_ID.test(id ?? '')
    ? { ...answer, headers: { ...answer.headers, 'x-request-id': '<generated>' } }
    : answer;
}

type Served = {
  port: number;
  server: Server;
  log: string[];
  chainCalls: () => number;
  metrics: AppMetrics;
};

/** `audited: false`: the app without the tests' OpenAPI audit (test/openapi-audit.setup.ts), as served. */
async function serveApp(t: TestApp, fast: boolean, { audited = true } = {}): Promise<Served> {
  const log: string[] = [];
  const logger = createLogger((line) => log.push(line));
  const fastReads = fast ? createFastReads() : undefined;
  const metrics = createAppMetrics();
  const create = audited ? createApp : (await vi.importActual<typeof import('./app')>('./app')).createApp;
  const app = create({
    db: t.db,
    config: t.config,
    payments: t.payments,
    mail: t.mail,
    captcha: t.captcha,
    logger,
    fastReads,
    metrics,
  });
  let calls = 0;
  const fetch: typeof app.fetch = (req, env, ctx) => {
    calls += 1;
    return app.fetch(req, env, ctx);
  };
  const server = createServer(SERVER_OPTIONS, apiRequestListener(fetch, { fastReads, logger, metrics }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server, log, chainCalls: () => calls, metrics };
}

/** The log line without what differs per request (time, id, duration). */
function logEntry(line: string | undefined): Record<string, unknown> {
  const { time: _time, request_id: _id, duration_ms: duration, ...rest } = JSON.parse(line ?? '{}');
  expect(typeof duration).toBe('number');
  return rest;
}

let t: TestApp;
let fast: Served;
let chain: Served;

beforeEach(async () => {
  t = await createTestApp();
  fast = await serveApp(t, true);
  chain = await serveApp(t, false);
  // Warms both caches: a cold cache is always the chain's.
  for (const served of [fast, chain]) {
    await send(served.port, { path: '/api/plans' });
    await send(served.port, { path: '/api/locations/1/online-availability' });
  }
});

afterEach(async () => {
  for (const served of [fast, chain]) await new Promise((resolve) => served.server.close(resolve));
  await t.cleanup();
});

/** Sends to both; expects equal answers and log lines, and whether the fast path answered without the chain. */
async function expectSameAnswer(sent: Sent, answeredBeforeChain: boolean): Promise<Answer> {
  const callsBefore = fast.chainCalls();
  const logBefore = [fast.log.length, chain.log.length] as const;
  const fromFast = await send(fast.port, sent);
  const fromChain = await send(chain.port, sent);
  expect(withoutGeneratedId(fromFast), `${sent.method ?? 'GET'} ${sent.path.slice(0, 80)}`).toEqual(
    withoutGeneratedId(fromChain),
  );
  expect(fromFast.headers['x-request-id']).toBeDefined();
  expect(fast.chainCalls() - callsBefore).toBe(answeredBeforeChain ? 0 : 1);
  expect(fast.log.length - logBefore[0]).toBe(1);
  expect(chain.log.length - logBefore[1]).toBe(1);
  expect(logEntry(fast.log.at(-1))).toEqual(logEntry(chain.log.at(-1)));
  const fastId = JSON.parse(fast.log.at(-1) ?? '{}').request_id;
  expect(fastId).toBe(fromFast.headers['x-request-id']);
  return withoutGeneratedId(fromChain);
}

const PLANS = '/api/plans';
const SLOTS = '/api/locations/1/online-availability';

describe('the warm public reads answered before the chain', () => {
  it('gives the chain answer for 200, 304, HEAD, request ids and client addresses', async () => {
    for (const path of [PLANS, SLOTS]) {
      const plain = await expectSameAnswer({ path }, true);
      expect(plain.status).toBe(200);
      const etag = plain.headers.etag ?? '';
      expect(etag).toMatch(/^"/);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(plain.body)));
      const notModified = [etag, `"other", W/${etag}`, '*'];
      for (const tag of notModified) {
        const answer = await expectSameAnswer({ path, headers: { 'If-None-Match': tag } }, true);
        expect(answer.status).toBe(304);
        expect(answer.body).toBe('');
      }
      expect((await expectSameAnswer({ path, headers: { 'If-None-Match': '"old"' } }, true)).status).toBe(
        200,
      );
      // A header sent twice reads as one list on both paths.
      const twice = await expectSameAnswer({ path, headers: { 'If-None-Match': ['"old"', etag] } }, true);
      expect(twice.status).toBe(304);
      const twoIds = await expectSameAnswer({ path, headers: { 'X-Request-Id': ['a', 'b'] } }, true);
      expect(twoIds.headers['x-request-id']).toBe('<generated>');
      const head = await expectSameAnswer({ method: 'HEAD', path }, true);
      expect([head.status, head.body]).toEqual([200, '']);
      const headNotModified = await expectSameAnswer(
        { method: 'HEAD', path, headers: { 'If-None-Match': etag } },
        true,
      );
      expect(headNotModified.status).toBe(304);
      const kept = await expectSameAnswer({ path, headers: { 'X-Request-Id': 'shell-42_a=' } }, true);
      expect(kept.headers['x-request-id']).toBe('shell-42_a=');
      for (const id of ['two words', 'x'.repeat(65), 'a,b']) {
        const replaced = await expectSameAnswer({ path, headers: { 'X-Request-Id': id } }, true);
        expect(replaced.headers['x-request-id']).toBe('<generated>');
      }
      // IPv6 neighbours in one /64 and a forged header behind a trusted (loopback) proxy.
      for (const forwarded of [
        '2001:db8:1:2::5',
        '2001:db8:1:2::6',
        '203.0.113.9, 10.0.0.1',
        'not an address',
      ]) {
        expect(
          (await expectSameAnswer({ path, headers: { 'X-Forwarded-For': forwarded } }, true)).status,
        ).toBe(200);
      }
      expect((await expectSameAnswer({ path, headers: { Host: 'garage.example:8787' } }, true)).status).toBe(
        200,
      );
    }
    expect((await expectSameAnswer({ path: `${PLANS}?scope=public` }, true)).status).toBe(200);
    expect((await expectSameAnswer({ path: `${SLOTS}?t=1700000000` }, true)).status).toBe(200);
  });

  it('leaves every other request to the chain, with the same answer', async () => {
    const cases: [Sent, number][] = [
      [{ path: `${PLANS}?scope=bogus` }, 400],
      [{ path: `${PLANS}?scope=all` }, 401],
      [{ path: `${PLANS}?scope=public&scope=public` }, 400],
      [{ path: `${PLANS}?extra=1` }, 200],
      [{ path: `${PLANS}?scope=%70ublic` }, 200],
      [{ path: `${PLANS}?__proto__` }, 200],
      [{ path: `${PLANS}/` }, 404],
      [{ path: '/api/%70lans' }, 200],
      [{ path: '/api/x/../plans' }, 200],
      [{ path: '/api/PLANS' }, 404],
      [{ method: 'POST', path: PLANS }, 401],
      [{ method: 'GET', path: PLANS, headers: { 'Content-Length': '5' }, body: 'hello' }, 200],
      [{ method: 'GET', path: SLOTS, headers: { 'Transfer-Encoding': 'chunked' }, body: 'hello' }, 200],
      [{ method: 'OPTIONS', path: PLANS }, 404],
      [{ path: PLANS, headers: { Host: 'GARAGE.example' } }, 200],
      [{ path: '/api/locations/01/online-availability' }, 400],
      [{ path: '/api/locations/0/online-availability' }, 400],
      [{ path: '/api/locations/abc/online-availability' }, 400],
      [{ path: '/api/locations/99999999999999999999/online-availability' }, 400],
      [{ path: '/api/locations/999/online-availability' }, 404],
      [{ path: '/api/locations/1/online-availability/' }, 404],
      [{ path: '/api/locations/1/inventory' }, 401],
    ];
    for (const [sent, status] of cases) {
      expect((await expectSameAnswer(sent, false)).status, `${sent.method ?? 'GET'} ${sent.path}`).toBe(
        status,
      );
    }
  });

  it('gives the chain its 414 for a request address over the limit, counting the host as the chain does', async () => {
    const origin = 'http://127.0.0.1:'.length + 5;
    const room = MAX_URL_LENGTH - origin - `${SLOTS}?q=`.length;
    const within = { path: `${SLOTS}?q=${'x'.repeat(room)}`, headers: { Host: '127.0.0.1:12345' } };
    expect((await expectSameAnswer(within, true)).status).toBe(200);
    const over = { ...within, path: `${within.path}x` };
    expect((await expectSameAnswer(over, false)).status).toBe(414);
    const longHost = { path: SLOTS, headers: { Host: `${'a'.repeat(MAX_URL_LENGTH)}.example` } };
    expect((await expectSameAnswer(longHost, false)).status).toBe(414);
    expect((await expectSameAnswer({ path: `${PLANS}?q=${'x'.repeat(20_000)}` }, false)).status).toBe(414);
  });

  it('answers a burst from one client as the chain does', async () => {
    // Neither read is throttled: a script polling them gets what a browser gets, from both paths.
    for (let i = 0; i < 60; i++) {
      const headers = { 'X-Forwarded-For': `2001:db8:1:2::${i.toString(16)}` };
      expect((await expectSameAnswer({ path: i % 2 ? PLANS : SLOTS, headers }, true)).status).toBe(200);
    }
  });

  it('writes the headers in the order the unaudited chain writes them', async () => {
    const served = await serveApp(t, false, { audited: false });
    try {
      for (const path of [PLANS, SLOTS]) {
        await send(served.port, { path });
        for (const method of ['GET', 'HEAD']) {
          for (const headers of [{}, { 'If-None-Match': '*' }] as Record<string, string>[]) {
            const callsBefore = fast.chainCalls();
            const fromFast = await send(fast.port, { method, path, headers });
            const fromChain = await send(served.port, { method, path, headers });
            expect(fast.chainCalls()).toBe(callsBefore);
            expect(fromFast.order, `${method} ${path} ${JSON.stringify(headers)}`).toEqual(fromChain.order);
            expect(withoutGeneratedId(fromFast)).toEqual(withoutGeneratedId(fromChain));
          }
        }
      }
    } finally {
      await new Promise((resolve) => served.server.close(resolve));
    }
  });

  it('never answers from a cache a write has dropped', async () => {
    const before = await expectSameAnswer({ path: PLANS }, true);
    const [plan] = JSON.parse(before.body) as Record<string, unknown>[];
    const { id: _id, is_public, ...fields } = plan ?? {};
    const body = { ...fields, is_public, name: 'Renamed pass' };
    const update = await t.call('PUT', '/api/plans/1', { token: t.tokens.admin, body });
    expect(update.status).toBe(200);
    // The first read after the write reloads through the chain; the next is warm again.
    const reloaded = await expectSameAnswer({ path: PLANS }, false);
    expect(reloaded.headers.etag).not.toBe(before.headers.etag);
    expect(reloaded.body).toContain('Renamed pass');
    expect(
      (await expectSameAnswer({ path: PLANS, headers: { 'If-None-Match': before.headers.etag ?? '' } }, true))
        .status,
    ).toBe(200);
  });
});

describe('the metrics of the warm public reads', () => {
  /** Requests counted per `method route status`, as GET /api/metrics reports them. */
  async function counted(served: Served): Promise<Record<string, number>> {
    const metric = served.metrics.registry.getSingleMetric('http_requests_total');
    const counts: Record<string, number> = {};
    for (const { labels, value } of (await metric?.get())?.values ?? []) {
      if (labels.route === '/api/metrics') continue;
      counts[`${labels.method} ${labels.route} ${labels.status}`] = value;
    }
    return counts;
  }

  it('counts an answer given before the chain under the route pattern the chain gives it', async () => {
    const callsBefore = fast.chainCalls();
    for (const served of [fast, chain]) {
      await send(served.port, { path: '/api/plans' });
      await send(served.port, { path: '/api/locations/1/online-availability' });
      await send(served.port, { method: 'HEAD', path: '/api/plans' });
    }
    expect(fast.chainCalls()).toBe(callsBefore);
    const fromFast = await counted(fast);
    expect(fromFast).toEqual(await counted(chain));
    expect(fromFast).toMatchObject({
      'GET /api/plans 200': 2,
      'HEAD /api/plans 200': 1,
      'GET /api/locations/:id/online-availability 200': 2,
    });
  });

  it('serves GET /api/metrics to a client on this machine over a real socket', async () => {
    const scraped = await send(fast.port, { path: '/api/metrics' });
    expect(scraped.status).toBe(200);
    expect(scraped.body).toContain('# TYPE http_requests_total counter');
  });
});
