import { afterEach, describe, expect, it } from 'vitest';
import { advanceClockTo } from '../../../test/autopay-fixtures';
import { buyAutopay } from '../../../test/checkout-fixtures';
import { insertPass } from '../../../test/fixtures';
import { parsePrometheusText, type Scrape, samplesOf, sampleValue } from '../../../test/prometheus-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWaitlistTest, fillGarage, join, joinConfirmed } from '../../../test/waitlist-fixtures';
import { renewalChargeAt } from '../../contract/renewal-calendar';
import { returnedRow } from '../../db/rows';
import { gateDevices, subscriptions } from '../../db/schema';
import type { MailProvider } from '../../providers/mail/mail-provider';

// GET /api/metrics as Prometheus reads it: every scrape is parsed line by line (test/prometheus-text.ts).

const LOCAL = { 'X-Forwarded-For': '127.0.0.1' };
const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

let apps: TestApp[] = [];
afterEach(() => {
  for (const app of apps) app.cleanup();
  apps = [];
});

async function app(...args: Parameters<typeof createTestApp>): Promise<TestApp> {
  const created = await createTestApp(...args);
  apps.push(created);
  return created;
}

async function scrape(t: TestApp): Promise<Scrape> {
  const res = await t.call('GET', '/api/metrics', { headers: LOCAL });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await res.text());
}

describe('GET /api/metrics', () => {
  it('counts requests by route pattern, never by raw path, with cumulative latency buckets', async () => {
    const t = await app();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    for (const id of [pass.id, 987_654]) {
      await t.call('GET', `/api/subscriptions/${id}/invoices`, { token: t.tokens.admin });
    }
    await t.call('GET', '/api/no-such-thing/42');
    const scraped = await scrape(t);

    const route = '/api/subscriptions/:id/invoices';
    const counted = samplesOf(scraped, 'http_requests_total', { method: 'GET', route });
    expect(counted.reduce((sum, sample) => sum + sample.value, 0)).toBe(2);
    expect(sampleValue(scraped, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    const routes = new Set(samplesOf(scraped, 'http_requests_total').map((s) => s.labels.route));
    for (const label of routes) expect(label).not.toMatch(/\d/);
    expect(scraped.types.get('http_requests_total')).toBe('counter');
    expect(scraped.types.get('http_request_duration_seconds')).toBe('histogram');

    const buckets = samplesOf(scraped, 'http_request_duration_seconds_bucket', { method: 'GET', route });
    const counts = buckets.map((bucket) => bucket.value);
    expect(buckets.at(-1)?.labels.le).toBe('+Inf');
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(2);
    expect(sampleValue(scraped, 'http_request_duration_seconds_count', { method: 'GET', route })).toBe(2);
    // The process's own metrics, once (a second registration would have thrown when the app was built).
    expect(scraped.types.get('process_cpu_user_seconds_total')).toBe('counter');
  });

  it('counts e-mails sent, and those a refusing mail server failed', async () => {
    const t = await app();
    const before = await scrape(t);
    expect(sampleValue(before, 'garage_emails_total', { outcome: 'sent' })).toBe(0);
    expect(sampleValue(before, 'garage_emails_total', { outcome: 'failed' })).toBe(0);
    await setSpacesFull(t);
    await join(t, { email: 'ana@example.com' });
    expect(sampleValue(await scrape(t), 'garage_emails_total', { outcome: 'sent' })).toBe(1);

    const refusing: MailProvider = {
      kind: 'smtp',
      checkHealth: async () => false,
      send: async () => {
        throw new Error('550 refused');
      },
    };
    const down = await app({ mail: refusing });
    await setSpacesFull(down);
    await join(down, { email: 'ben@example.com' });
    const after = await scrape(down);
    expect(sampleValue(after, 'garage_emails_total', { outcome: 'sent' })).toBe(0);
    expect(sampleValue(after, 'garage_emails_total', { outcome: 'failed' })).toBeGreaterThanOrEqual(1);
  });

  it('counts a waitlist offer once it is made', async () => {
    const w = await createWaitlistTest();
    apps.push(w.t);
    const [pass] = await fillGarage(w.t, 1);
    await joinConfirmed(w, 'first@example.com');
    expect(sampleValue(await scrape(w.t), 'garage_waitlist_offers_total')).toBe(0);
    const freed = await w.t.call('POST', `/api/subscriptions/${pass?.id}/cancel`, {
      token: w.t.tokens.ambassador,
    });
    expect(freed.status).toBe(200);
    expect(sampleValue(await scrape(w.t), 'garage_waitlist_offers_total')).toBe(1);
  });

  it('counts an autopay renewal the sandbox charged', async () => {
    const t = await app();
    const bought = await buyAutopay(t);
    expect(bought.subscribed.status).toBe(200);
    expect(sampleValue(await scrape(t), 'garage_autopay_renewals_total', { outcome: 'charged' })).toBe(0);
    const pass = (await t.db.select().from(subscriptions)).at(-1);
    const renewal = renewalChargeAt(pass?.nextRenewalDate ?? '', t.config.garageTz);
    await advanceClockTo(t, new Date(renewal.getTime() + 3_600_000));
    const scraped = await scrape(t);
    expect(sampleValue(scraped, 'garage_autopay_renewals_total', { outcome: 'charged' })).toBe(1);
    expect(sampleValue(scraped, 'garage_autopay_renewals_total', { outcome: 'failed' })).toBe(0);
  });

  it("reads each live gate device's seconds since last seen at scrape time", async () => {
    const t = await app();
    const seen = new Date(Date.now() - 90_000).toISOString();
    const device = async (name: string, lastSeenAt: string | null, revokedAt: string | null = null) =>
      returnedRow(
        t.db
          .insert(gateDevices)
          .values({
            name,
            locationId: 1,
            kind: 'entry',
            keyHash: name,
            keyPrefix: name,
            lastSeenAt,
            revokedAt,
          })
          .returning(),
      );
    const north = await device('North "A" gate', seen);
    await device('never seen', null);
    await device('revoked', seen, seen);
    const gauges = samplesOf(await scrape(t), 'garage_gate_device_last_seen_seconds');
    expect(gauges.map((g) => g.labels)).toEqual([
      { device_id: String(north.id), device_name: 'North "A" gate' },
    ]);
    expect(gauges[0]?.value).toBeGreaterThanOrEqual(90);
    expect(gauges[0]?.value).toBeLessThan(120);
  });
});

describe('who may read GET /api/metrics', () => {
  it('without METRICS_TOKEN: this machine only, a client forwarded by the local proxy included', async () => {
    const t = await app();
    expect((await t.call('GET', '/api/metrics', { headers: LOCAL })).status).toBe(200);
    expect((await t.call('GET', '/api/metrics', { headers: { 'X-Forwarded-For': '::1' } })).status).toBe(200);
    for (const forwardedFor of ['203.0.113.5', '203.0.113.5, 127.0.0.1']) {
      const res = await t.call('GET', '/api/metrics', { headers: { 'X-Forwarded-For': forwardedFor } });
      expect(res.status, forwardedFor).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'metrics_local_only' });
    }
    // Socketless and nameless: nothing says it is local.
    expect((await t.call('GET', '/api/metrics')).status).toBe(403);
  });

  it('with METRICS_TOKEN: only the right Bearer token, from anywhere', async () => {
    const t = await app({}, { env: { METRICS_TOKEN: TOKEN } });
    const remote = { 'X-Forwarded-For': '203.0.113.5' };
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer wrong', TOKEN, `Basic ${TOKEN}`]) {
      const headers = { ...LOCAL, ...(authorization ? { Authorization: authorization } : {}) };
      const res = await t.call('GET', '/api/metrics', { headers });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.json()).toMatchObject({ code: 'metrics_token_invalid' });
    }
    const res = await t.call('GET', '/api/metrics', {
      headers: { ...remote, Authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(parsePrometheusText(await res.text()).types.get('http_requests_total')).toBe('counter');
  });
});

/** One online space, taken: a visitor joining the waitlist is e-mailed their confirmation link. */
async function setSpacesFull(t: TestApp) {
  await fillGarage(t, 1);
}
