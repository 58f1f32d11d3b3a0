import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The signup's two public identity checks share one allowance per client (30 per 10 minutes,
// bucket `public-identity-checks`), like the portal lookup: a script cannot test a list of e-mails
// or plates by alternating between the routes.

let t: TestApp;
afterEach(() => t?.cleanup());

const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
const hasBanned = (i: number, ip = '203.0.113.7') =>
  t.app.request(`/api/clients/email/${encodeURIComponent(`probe${i}@example.com`)}/has-banned`, from(ip));
const plateCheck = (i: number, ip = '203.0.113.7') =>
  t.app.request(`/api/vehicles/check?plate=ABC${i}`, from(ip));

describe('public identity checks are throttled per client', () => {
  it('answers 429 with Retry-After after 30 has-banned checks from one client', async () => {
    t = await createTestApp();
    for (let i = 0; i < 30; i += 1) expect((await hasBanned(i)).status).toBe(200);
    const refused = await hasBanned(30);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(500);
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect((await hasBanned(31, '198.51.100.4')).status).toBe(200);
  });

  it('answers 429 after 30 plate checks, and the two routes spend one allowance', async () => {
    t = await createTestApp();
    for (let i = 0; i < 15; i += 1) {
      expect((await plateCheck(i)).status).toBe(200);
      expect((await hasBanned(i)).status).toBe(200);
    }
    expect((await plateCheck(99)).status).toBe(429);
    expect((await hasBanned(99)).status).toBe(429);
    expect((await plateCheck(99, '198.51.100.4')).status).toBe(200);
  });

  it('documents the 429 of both routes in the OpenAPI description', async () => {
    t = await createTestApp();
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.paths['/api/clients/email/{email}/has-banned']?.get?.responses['429']).toBeDefined();
    expect(doc.paths['/api/vehicles/check']?.get?.responses['429']).toBeDefined();
  });
});
