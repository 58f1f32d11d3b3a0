import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCard, insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type {
  AccessChangePage,
  AccessCredentialList,
  GateDeviceWithSecrets,
} from '../../contract/gate-access';
import { returnedRow } from '../../db/rows';
import { locations } from '../../db/schema';
import { signWebhook, verifyWebhookSignature } from '../../domain/gate/webhook-signature';
import { WRONG_KEYS_ALLOWED } from '../../middleware/device-key';

// What a stolen, guessed or forged gate credential can do: nothing beyond its own location's gate.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

async function register(locationId: number): Promise<GateDeviceWithSecrets> {
  const res = await t.call('POST', '/api/gate-devices', {
    token: t.tokens.admin,
    body: { name: `Gate at ${locationId}`, location_id: locationId, kind: 'both' },
  });
  return (await res.json()) as GateDeviceWithSecrets;
}

const from = (key: string, ip = '203.0.113.7') => ({ Authorization: `Bearer ${key}`, 'X-Forwarded-For': ip });

describe("a device key cannot reach another location's gate or any customer's data", () => {
  it('reads and decides on its own location only', async () => {
    const pass = await insertPass(t.db, {
      nextRenewalDate: '2099-01-01',
      plate: 'HOME1',
      email: 'owner@example.com',
    });
    await insertCard(t.db, '5150', { pass });
    const second = await returnedRow(
      t.db.insert(locations).values({ name: 'Second garage', onlineSalesSpaces: 5 }).returning(),
    );
    const intruder = await register(second.id);

    const list = (await (
      await t.call('GET', '/api/access/credentials', { headers: from(intruder.api_key) })
    ).json()) as AccessCredentialList;
    expect(list.credentials).toEqual([]);
    const changes = (await (
      await t.call('GET', '/api/access/changes?since=0', { headers: from(intruder.api_key) })
    ).json()) as AccessChangePage;
    expect(changes.changes).toEqual([]);
    const csv = await (
      await t.call('GET', '/api/access/credentials.csv', { headers: from(intruder.api_key) })
    ).text();
    expect(csv).not.toContain('HOME1');

    for (const body of [
      { credential_type: 'rfid', value: '5150', direction: 'in' },
      { credential_type: 'licensePlate', value: 'HOME1', direction: 'in' },
    ]) {
      const res = await t.call('POST', '/api/access/events', { headers: from(intruder.api_key), body });
      expect(await res.json()).toMatchObject({
        decision: 'deny',
        reason: 'unknown_credential',
        pass_id: null,
      });
    }
  });

  it('opens no staff route', async () => {
    const device = await register(1);
    for (const path of ['/api/cards', '/api/gate-devices', '/api/gate-decisions']) {
      const res = await t.call('GET', path, { headers: from(device.api_key) });
      expect(res.status).toBe(401);
    }
  });
});

describe('guessing keys', () => {
  it('throttles a client after a few wrong keys, whatever it sends next, and only that client', async () => {
    const device = await register(1);
    const wrong = `${device.api_key.slice(0, -4)}AAAA`;
    for (let i = 0; i < WRONG_KEYS_ALLOWED; i += 1) {
      // Neighbours in one IPv6 /64 are one client.
      const res = await t.call('GET', '/api/access/changes', {
        headers: from(wrong, `2001:db8:1:2::${i + 1}`),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await t.call('GET', '/api/access/changes', { headers: from(wrong, '2001:db8:1:2::99') });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right key: the throttled client learns nothing from its next guesses.
    const right = await t.call('GET', '/api/access/changes', {
      headers: from(device.api_key, '2001:db8:1:2::5'),
    });
    expect(right.status).toBe(429);
    // The garage's own device, elsewhere, is not affected.
    const elsewhere = await t.call('GET', '/api/access/changes', {
      headers: from(device.api_key, '198.51.100.1'),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('answers a key of the wrong shape, an unknown device and a revoked one alike', async () => {
    const device = await register(1);
    await t.call('POST', `/api/gate-devices/${device.device.id}/revoke`, { token: t.tokens.admin });
    const answers = await Promise.all(
      ['not-a-key', `gd_999999_${'A'.repeat(43)}`, device.api_key].map(async (key) => {
        const res = await t.call('GET', '/api/access/changes', { headers: from(key, '198.51.100.2') });
        return [res.status, await res.text()];
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });
});

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = JSON.stringify({ id: 'whd_1_0_5', changes: [] });
  const now = 1_800_000_000;

  it('a receiver tells a forged, altered or replayed delivery from a real one', () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhookSignature({ secret, header, body, nowSeconds: now })).toBe(true);
    // Signed with another secret.
    expect(
      verifyWebhookSignature({
        secret,
        header: signWebhook('whsec_guess', body, now),
        body,
        nowSeconds: now,
      }),
    ).toBe(false);
    // The body changed in transit.
    expect(verifyWebhookSignature({ secret, header, body: body.replace('5', '6'), nowSeconds: now })).toBe(
      false,
    );
    // The timestamp moved to make an old delivery look fresh: the signature covers it.
    expect(
      verifyWebhookSignature({
        secret,
        header: header.replace(`t=${now}`, `t=${now + 600}`),
        body,
        nowSeconds: now + 600,
      }),
    ).toBe(false);
    // Captured and replayed later.
    expect(verifyWebhookSignature({ secret, header, body, nowSeconds: now + 301 })).toBe(false);
    expect(verifyWebhookSignature({ secret, header: undefined, body, nowSeconds: now })).toBe(false);
  });
});
