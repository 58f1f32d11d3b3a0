import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCard, insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type {
  AccessChangePage,
  AccessCredential,
  AccessCredentialList,
  AccessDecision,
  GateDeviceWithSecrets,
} from '../../contract/gate-access';
import { cards, subscriptions, vehicles } from '../../db/schema';

// The gate's feed and decisions through the real app: what a controller sees as billing moves a pass.

let t: TestApp;
// 2026-03-10 12:00 in Los Angeles.
let now = new Date('2026-03-10T19:00:00Z');

beforeEach(async () => {
  now = new Date('2026-03-10T19:00:00Z');
  t = await createTestApp({ now: () => now });
});
afterEach(() => t.cleanup());

async function register(locationId = 1, kind: 'entry' | 'exit' | 'both' = 'both') {
  const res = await t.call('POST', '/api/gate-devices', {
    token: t.tokens.admin,
    body: { name: `Gate ${locationId} ${kind}`, location_id: locationId, kind },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as GateDeviceWithSecrets;
}

const asDevice = (key: string) => ({ Authorization: `Bearer ${key}` });

async function list(key: string): Promise<AccessCredentialList> {
  const res = await t.call('GET', '/api/access/credentials', { headers: asDevice(key) });
  expect(res.status).toBe(200);
  return (await res.json()) as AccessCredentialList;
}

async function decide(key: string, body: Record<string, unknown>): Promise<AccessDecision> {
  const res = await t.call('POST', '/api/access/events', { headers: asDevice(key), body });
  expect(res.status).toBe(201);
  return (await res.json()) as AccessDecision;
}

const card = (code: string) => ({ credential_type: 'rfid', value: code, direction: 'in' });
const plate = (value: string) => ({ credential_type: 'licensePlate', value, direction: 'in' });
const byValue = (credentials: AccessCredential[], value: string) =>
  credentials.find((credential) => credential.value === value);

async function livePassWithCard(code: string, options: { autopay?: boolean; renewal?: string } = {}) {
  const pass = await insertPass(t.db, {
    nextRenewalDate: options.renewal ?? '2026-04-09',
    plate: `P${code}`,
  });
  if (options.autopay)
    await t.db.update(subscriptions).set({ autopay: true }).where(eq(subscriptions.id, pass.id));
  await insertCard(t.db, code, { pass });
  return pass;
}

describe('the credentials list', () => {
  it("lists a live pass's card and plate with their window, and answers 304 to its own ETag", async () => {
    const pass = await livePassWithCard('1001');
    const { api_key } = await register();
    const res = await t.call('GET', '/api/access/credentials', { headers: asDevice(api_key) });
    const body = (await res.json()) as AccessCredentialList;
    expect(byValue(body.credentials, '1001')).toMatchObject({
      type: 'rfid',
      card_code: '1001',
      status: 'active',
      pass_id: pass.id,
      valid_from: '2025-01-01T08:00:00.000Z',
      // 23:45 on the renewal date, Los Angeles (PDT).
      valid_until: '2026-04-10T06:45:00.000Z',
    });
    expect(byValue(body.credentials, 'P1001')).toMatchObject({ type: 'licensePlate', status: 'active' });
    const etag = res.headers.get('etag') ?? '';
    const again = await t.call('GET', '/api/access/credentials', {
      headers: { ...asDevice(api_key), 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('never carries a name, e-mail or phone', async () => {
    await livePassWithCard('1002');
    const { api_key } = await register();
    const text = JSON.stringify(await list(api_key));
    expect(text).not.toMatch(/example\.com|Driver|Test|phone|email/i);
  });

  it('exports the plates that may enter as an AutoVu permit list', async () => {
    const pass = await livePassWithCard('1003');
    await t.db.update(vehicles).set({ plateState: 'MX-BCN' }).where(eq(vehicles.plate, 'P1003'));
    const { api_key } = await register();
    const res = await t.call('GET', '/api/access/credentials.csv', { headers: asDevice(api_key) });
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Category;PlateState;PlateNumber;EffectiveDate;ExpiryDate;PermitID');
    expect(lines).toContain(`Monthly;BCN;P1003;2025-01-01 00:00;2026-04-09 23:45;${pass.id}`);
  });
});

describe('the changes feed', () => {
  it('gives each change after the cursor, in order, with the credential as it stands', async () => {
    const pass = await livePassWithCard('2001');
    const { api_key } = await register();
    const { cursor } = await list(api_key);
    await t.db.update(subscriptions).set({ statusKey: 'banned' }).where(eq(subscriptions.id, pass.id));
    const res = await t.call('GET', `/api/access/changes?since=${cursor}`, { headers: asDevice(api_key) });
    const page = (await res.json()) as AccessChangePage;
    expect(page.changes.map((change) => [change.credential.value, change.credential.status])).toEqual([
      ['P2001', 'banned'],
      ['2001', 'banned'],
    ]);
    expect(page.cursor).toBe(page.changes.at(-1)?.cursor);
    const after = (await (
      await t.call('GET', `/api/access/changes?since=${page.cursor}`, { headers: asDevice(api_key) })
    ).json()) as AccessChangePage;
    expect(after.changes).toEqual([]);
    // A cursor from nowhere is answered with the feed's own position, never echoed back to skip changes.
    const madeUp = (await (
      await t.call('GET', '/api/access/changes?since=999999', { headers: asDevice(api_key) })
    ).json()) as AccessChangePage;
    expect(madeUp.cursor).toBe(page.cursor);
  });

  it('pages with has_more and never skips a change', async () => {
    const { api_key } = await register();
    const { cursor } = await list(api_key);
    for (const code of ['3001', '3002', '3003']) await livePassWithCard(code);
    const seen: number[] = [];
    let since = cursor;
    for (let more = true; more; ) {
      const res = await t.call('GET', `/api/access/changes?since=${since}&limit=2`, {
        headers: asDevice(api_key),
      });
      const page = (await res.json()) as AccessChangePage;
      seen.push(...page.changes.map((change) => change.cursor));
      since = page.cursor;
      more = page.has_more;
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    // Each pass: its plate on insert, then its card on insert and on the pass pointing at it.
    expect(seen.length).toBeGreaterThanOrEqual(6);
  });
});

describe('decisions', () => {
  it('admits a live pass by card and by plate, and denies what it does not know', async () => {
    const pass = await livePassWithCard('4001');
    const { api_key } = await register();
    expect(await decide(api_key, card('4001'))).toMatchObject({
      decision: 'allow',
      reason: 'active',
      pass_id: pass.id,
    });
    expect(await decide(api_key, { ...plate('p-4001'), direction: 'out' })).toMatchObject({
      decision: 'allow',
      pass_id: pass.id,
    });
    expect(await decide(api_key, card('9999'))).toMatchObject({
      decision: 'deny',
      reason: 'unknown_credential',
    });
  });

  it('keeps an autopay pass in grace through the retries, suspends it after, restores it on payment', async () => {
    const pass = await livePassWithCard('4002', { autopay: true, renewal: '2026-03-08' });
    const { api_key } = await register();
    expect(await decide(api_key, card('4002'))).toMatchObject({ decision: 'allow', reason: 'grace' });
    // The last retry failed: autopay turned off, the failure kept.
    await t.db
      .update(subscriptions)
      .set({ autopay: false, autopayFailedAt: now.toISOString() })
      .where(eq(subscriptions.id, pass.id));
    expect(await decide(api_key, { ...card('4002'), direction: 'out' })).toMatchObject({
      decision: 'allow',
      reason: 'active',
    });
    expect(await decide(api_key, card('4002'))).toMatchObject({ decision: 'deny', reason: 'pass_suspended' });
    await t.db
      .update(subscriptions)
      .set({ nextRenewalDate: '2026-04-08', autopayFailedAt: null })
      .where(eq(subscriptions.id, pass.id));
    expect(await decide(api_key, card('4002'))).toMatchObject({ decision: 'allow', reason: 'active' });
  });

  it('denies a lost card at once and admits its replacement', async () => {
    const pass = await livePassWithCard('4003');
    const { api_key } = await register();
    await t.db.update(cards).set({ statusKey: 'lost' }).where(eq(cards.code, '4003'));
    await t.db.update(subscriptions).set({ cardId: null }).where(eq(subscriptions.id, pass.id));
    await insertCard(t.db, '4004', { pass });
    expect(await decide(api_key, card('4003'))).toMatchObject({ decision: 'deny', reason: 'card_lost' });
    expect(await decide(api_key, card('4004'))).toMatchObject({ decision: 'allow' });
  });

  it('enforces anti-passback when the location asks for it, and only warns when set to warn', async () => {
    await livePassWithCard('4005');
    const { api_key } = await register();
    expect(await decide(api_key, card('4005'))).toMatchObject({ decision: 'allow' });
    const put = (mode: string) =>
      t.call('PUT', '/api/gate-settings/1', {
        token: t.tokens.admin,
        body: { anti_passback: mode, facility_code: 12 },
      });
    expect((await put('enforce')).status).toBe(200);
    expect(await decide(api_key, card('4005'))).toMatchObject({ decision: 'deny', reason: 'passback' });
    await put('warn');
    expect(await decide(api_key, card('4005'))).toMatchObject({
      decision: 'allow',
      reason: 'passback_warning',
    });
    const occupancy = await (
      await t.call('GET', '/api/gate-occupancy', { token: t.tokens.ambassador })
    ).json();
    expect(occupancy).toEqual([
      expect.objectContaining({ location_id: 1, inside: 1, anti_passback: 'warn', facility_code: 12 }),
    ]);
  });

  it('refuses the wrong direction for an entry-only gate', async () => {
    await livePassWithCard('4006');
    const { api_key } = await register(1, 'entry');
    expect(await decide(api_key, { ...card('4006'), direction: 'out' })).toMatchObject({
      decision: 'deny',
      reason: 'wrong_direction',
    });
  });

  it('lists decisions for staff, denied ones on their own', async () => {
    await livePassWithCard('4007');
    const { api_key } = await register();
    await decide(api_key, card('4007'));
    await decide(api_key, card('0000'));
    const res = await t.call('GET', '/api/gate-decisions?decision=deny', { token: t.tokens.ambassador });
    const page = (await res.json()) as { total: number; rows: { value: string; reason: string }[] };
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ value: '0000', reason: 'unknown_credential' });
  });
});

describe('device keys', () => {
  it('stops a rotated or revoked key at once', async () => {
    const registered = await register();
    const rotated = await (
      await t.call('POST', `/api/gate-devices/${registered.device.id}/rotate`, { token: t.tokens.admin })
    ).json();
    expect(rotated.webhook_secret).not.toBe(registered.webhook_secret);
    const old = await t.call('GET', '/api/access/changes', { headers: asDevice(registered.api_key) });
    expect(old.status).toBe(401);
    expect((await old.json()).code).toBe('device_key_invalid');
    expect((await t.call('GET', '/api/access/changes', { headers: asDevice(rotated.api_key) })).status).toBe(
      200,
    );
    await t.call('POST', `/api/gate-devices/${registered.device.id}/revoke`, { token: t.tokens.admin });
    expect((await t.call('GET', '/api/access/changes', { headers: asDevice(rotated.api_key) })).status).toBe(
      401,
    );
  });

  it('lets only admins manage devices', async () => {
    const res = await t.call('POST', '/api/gate-devices', {
      token: t.tokens.ambassador,
      body: { name: 'Side gate', location_id: 1, kind: 'both' },
    });
    expect(res.status).toBe(403);
    expect((await t.call('GET', '/api/gate-devices', { token: t.tokens.admin })).status).toBe(200);
  });

  it('shows the key once: the device list never carries it', async () => {
    const registered = await register();
    const text = await (await t.call('GET', '/api/gate-devices', { token: t.tokens.admin })).text();
    expect(text).not.toContain(registered.api_key);
    expect(text).not.toContain(registered.webhook_secret);
    expect(text).toContain(registered.device.key_prefix);
  });
});
