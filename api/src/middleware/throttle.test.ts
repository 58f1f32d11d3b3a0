import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './error-handler';
import { throttle, trustProxies } from './throttle';

function appWith(now: () => number) {
  const app = new Hono()
    .use(throttle({ bucket: 'lookup', limit: 2, windowMs: 60_000, now }))
    .get('/', (c) => c.text('ok'));
  app.onError(handleError);
  return app;
}

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('throttle', () => {
  it('answers 429 with Retry-After once a client spends its allowance, and lets it in again after the window', async () => {
    let clock = 1_000_000;
    const app = appWith(() => clock);
    expect((await app.request('/', from('203.0.113.1'))).status).toBe(200);
    expect((await app.request('/', from('203.0.113.1'))).status).toBe(200);
    const refused = await app.request('/', from('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests', retry_after: '60' });
    clock += 60_000;
    expect((await app.request('/', from('203.0.113.1'))).status).toBe(200);
  });

  it('counts each client on its own', async () => {
    const app = appWith(() => 5);
    await app.request('/', from('203.0.113.1'));
    await app.request('/', from('203.0.113.1'));
    expect((await app.request('/', from('203.0.113.1'))).status).toBe(429);
    expect((await app.request('/', from('198.51.100.7'))).status).toBe(200);
  });

  it('does not believe a forwarded address sent from another machine', async () => {
    const app = appWith(() => 5);
    const remote = (ip: string) =>
      app.request('/', from(ip), { incoming: { socket: { remoteAddress: '198.51.100.9' } } });
    expect((await remote('10.0.0.1')).status).toBe(200);
    expect((await remote('10.0.0.2')).status).toBe(200);
    // A new made-up address per request does not buy a new allowance.
    expect((await remote('10.0.0.3')).status).toBe(429);
  });

  it('without a socket (tests), a header that is no address still names its own caller', async () => {
    const app = appWith(() => 5);
    await app.request('/', from('buyer-a'));
    await app.request('/', from('buyer-a'));
    expect((await app.request('/', from('buyer-a'))).status).toBe(429);
    expect((await app.request('/', from('buyer-b'))).status).toBe(200);
  });

  it('believes X-Forwarded-For from the proxies the app trusts, and keys IPv6 clients by /64', async () => {
    const trusted = new Hono()
      .use(trustProxies({ kind: 'hops', hops: 1 }))
      .use(throttle({ bucket: 'lookup', limit: 2, windowMs: 60_000, now: () => 5 }))
      .get('/', (c) => c.text('ok'));
    trusted.onError(handleError);
    const viaProxy = (xff: string) =>
      trusted.request('/', from(xff), { incoming: { socket: { remoteAddress: '192.0.2.1' } } });
    expect((await viaProxy('6.6.6.1, 2001:db8:5:5::1')).status).toBe(200);
    expect((await viaProxy('6.6.6.2, 2001:db8:5:5::2')).status).toBe(200);
    expect((await viaProxy('6.6.6.3, 2001:db8:5:5:ffff::3')).status).toBe(429);
    expect((await viaProxy('2001:db8:5:6::1')).status).toBe(200);
  });
});
