import { afterEach, describe, expect, it } from 'vitest';
import { createIntentBody, humanPass, openSlots, wizardData } from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ConfigError, loadConfig } from '../config';

// The whole app, configured by TRUST_PROXY, telling clients apart as the throttles and the checkout's
// hold cap see them (docs/decisions/trusted-proxy-and-ipv6-keys.md).

let t: TestApp;
afterEach(() => t?.cleanup());

const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** Spends the public identity-check allowance (30 per 10 minutes per client) through the real app. */
async function checkStatuses(count: number, xff: (i: number) => string, peer?: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await t.app.request(
      `/api/clients/email/probe${i}%40example.com/has-banned`,
      { headers: { 'X-Forwarded-For': xff(i) } },
      peer ? socket(peer) : undefined,
    );
    statuses.push(res.status);
  }
  return statuses;
}

describe('TRUST_PROXY configuration', () => {
  it('refuses a value that is neither a hop count nor addresses, in one sentence', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/unused-garage', JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: 'yes' }),
    ).toThrow(
      new ConfigError(
        'TRUST_PROXY must be a hop count (1, 2) or a comma list of addresses/CIDRs (10.0.0.0/8,192.168.1.5), got "yes"',
      ),
    );
  });
});

describe('client identity behind a proxy and direct', () => {
  it('behind a listed proxy, X-Forwarded-For names the client and spoofed entries on the left buy nothing', async () => {
    t = await createTestApp({}, { env: { TRUST_PROXY: '10.0.0.0/8' } });
    // Each request claims a new address on the left; the proxy appended the real one on the right.
    const statuses = await checkStatuses(31, (i) => `198.18.0.${i}, 203.0.113.7`, '10.0.0.5');
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another real client behind the same proxy has its own allowance.
    expect(await checkStatuses(1, () => '203.0.113.8', '10.0.0.5')).toEqual([200]);
  });

  it('behind a hop count, the proxy-appended address counts, however many entries the client adds', async () => {
    t = await createTestApp({}, { env: { TRUST_PROXY: '2' } });
    const statuses = await checkStatuses(31, (i) => `198.18.0.${i}, 203.0.113.7, 10.0.0.1`, '10.0.0.2');
    expect(statuses[29]).toBe(200);
    expect(statuses[30]).toBe(429);
  });

  it('direct, an untrusted caller is its socket address whatever X-Forwarded-For says', async () => {
    t = await createTestApp();
    const statuses = await checkStatuses(31, (i) => `198.18.0.${i}`, '203.0.113.99');
    expect(statuses[29]).toBe(200);
    expect(statuses[30]).toBe(429);
  });

  it('31 different IPv6 addresses of one /64 share one throttle allowance', async () => {
    t = await createTestApp();
    const statuses = await checkStatuses(31, (i) => `2001:db8:7:1:${i.toString(16)}::${i + 1}`);
    expect(statuses[29]).toBe(200);
    expect(statuses[30]).toBe(429);
    expect(await checkStatuses(1, () => '2001:db8:7:2::1')).toEqual([200]);
  });

  it('18 IPv6 addresses of one /64 share one checkout hold cap and cannot hold the free spaces', async () => {
    t = await createTestApp();
    const before = await openSlots(t);
    const codes: (string | number)[] = [];
    for (let i = 0; i < 18; i += 1) {
      // A CAPTCHA solved for each one: a pass starts one checkout only.
      const address = `2001:db8:66:1::${i + 1}`;
      const captchaPass = await humanPass(t, address);
      const res = await t.app.request('/api/billing/create-intent', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ ...createIntentBody(wizardData()), captchaPass }),
      });
      codes.push(res.status === 200 ? 200 : ((await res.json()) as { code: string }).code);
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(codes.slice(2).every((code) => code === 'too_many_holds' || code === 'too_many_requests')).toBe(
      true,
    );
    expect(await openSlots(t)).toBe(before - 2);
  });
});
