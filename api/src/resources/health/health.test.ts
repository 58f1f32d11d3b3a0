import { type AddressInfo, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { closeDatabase } from '../../db/open-database';
import { SmtpMail } from '../../providers/mail/smtp-mail';

let t: TestApp;
afterEach(() => t?.cleanup());

describe('GET /api/health', () => {
  it('reports ok with uptime, a measured DB latency and each service', async () => {
    t = await createTestApp({ healthChecks: [{ name: 'mail', check: () => true }] });
    const res = await t.client.api.health.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, services: { db: 'up', mail: 'up' } });
    expect(body.uptime).toEqual(expect.any(Number));
    expect(body.latency).toEqual(expect.any(Number));
    expect(body.latency as number).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('error');
  });

  it('answers 503 with the failing service down when a check fails or throws', async () => {
    t = await createTestApp({
      healthChecks: [
        { name: 'payments', check: () => false },
        {
          name: 'captcha',
          check: async () => {
            throw new Error('unreachable');
          },
        },
      ],
    });
    const res = await t.client.api.health.$get();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      ok: false,
      services: { db: 'up', payments: 'down', captcha: 'down' },
      error: 'One or more services are down',
      code: 'service_unavailable',
    });
  });

  it('reports the database down when it cannot answer', async () => {
    t = await createTestApp();
    await closeDatabase(t.db);
    const res = await t.client.api.health.$get();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, services: { db: 'down' } });
  });

  it('reports the payments, mail and captcha providers the app runs with', async () => {
    t = await createTestApp();
    const res = await t.client.api.health.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      services: { db: 'up', payments: 'up', mail: 'up', captcha: 'up' },
    });
  });

  it('reports the offline providers down in production, where they must not run', async () => {
    t = await createTestApp({}, { env: { NODE_ENV: 'production' } });
    const res = await t.client.api.health.$get();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      services: { db: 'up', payments: 'down', mail: 'up', captcha: 'down' },
    });
  });

  it('says the mail is the offline outbox: up, with a note the status page shows', async () => {
    t = await createTestApp();
    const body = await (await t.client.api.health.$get()).json();
    expect(body).toMatchObject({ services: { mail: 'up' }, notes: { mail: 'offline_outbox' } });
  });

  it('reports SMTP by a real handshake: down, with no outbox note, when the server is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    t = await createTestApp({ mail: new SmtpMail(`smtp://127.0.0.1:${port}`, 'x@example.com') });
    const res = await t.client.api.health.$get();
    expect(res.status).toBe(503);
    const body = (await res.json()) as { services: Record<string, string>; notes?: unknown };
    expect(body.services.mail).toBe('down');
    expect(body.notes).toBeUndefined();
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('are both 200 while the process runs and the database answers', async () => {
    t = await createTestApp({ healthChecks: [{ name: 'payments', check: () => false }] });
    for (const path of ['/api/health/live', '/api/health/ready']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      // A provider being down (payments here) is /api/health's to report: it must not drain traffic.
      expect(await res.json()).toEqual({ ok: true });
    }
  });

  it('turns ready 503 at once when a shutdown starts, while live stays 200', async () => {
    t = await createTestApp();
    t.readiness.stopAccepting();
    const ready = await t.call('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'service_unavailable' });
    expect((await t.call('GET', '/api/health/live')).status).toBe(200);
  });

  it('turns ready 503 when the database cannot answer; live does not look at it', async () => {
    t = await createTestApp();
    await closeDatabase(t.db);
    expect((await t.call('GET', '/api/health/ready')).status).toBe(503);
    expect((await t.call('GET', '/api/health/live')).status).toBe(200);
  });
});
