import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type {
  AccessChangePage,
  AccessCredential,
  AccessCredentialList,
  AccessDecision,
  AntiPassbackMode,
  GateDeviceWithSecrets,
} from '../../contract/gate-access';
import { locations, passPlates, subscriptions } from '../../db/schema';

// A pass's added plates at the gate (docs/decisions/pass-plates.md): each resolves to its pass, one
// plate of a pass inside at a time whatever the anti-passback mode, a temporary plate until 23:45 on
// its last day, and the feed hears of each change.

let t: TestApp;
let now: Date;

beforeEach(async () => {
  // 2026-03-10 12:00 in Los Angeles (PDT).
  now = new Date('2026-03-10T19:00:00Z');
  t = await createTestApp({ now: () => now });
});
afterEach(() => t.cleanup());

async function device(): Promise<string> {
  const res = await t.call('POST', '/api/gate-devices', {
    token: t.tokens.admin,
    body: { name: 'Gate', location_id: 1, kind: 'both' },
  });
  return ((await res.json()) as GateDeviceWithSecrets).api_key;
}
const asDevice = (key: string) => ({ Authorization: `Bearer ${key}` });

async function decide(key: string, value: string, direction: 'in' | 'out' = 'in'): Promise<AccessDecision> {
  const res = await t.call('POST', '/api/access/events', {
    headers: asDevice(key),
    body: { credential_type: 'licensePlate', value, direction, at: now.toISOString() },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as AccessDecision;
}
async function list(key: string): Promise<AccessCredentialList> {
  const res = await t.call('GET', '/api/access/credentials', { headers: asDevice(key) });
  return (await res.json()) as AccessCredentialList;
}
const byValue = (credentials: AccessCredential[], value: string) =>
  credentials.find((credential) => credential.value === value);

async function passWithPlates(extra: { plate: string; endsOn?: string }[]) {
  const pass = await insertPass(t.db, {
    nextRenewalDate: '2026-04-09',
    plate: `MAIN${extra[0]?.plate ?? ''}`,
  });
  for (const { plate, endsOn } of extra)
    await t.db.insert(passPlates).values({
      subscriptionId: pass.id,
      plate,
      endsOn: endsOn ?? null,
      plateState: 'MX-BCN',
      addedBy: 'owner',
    });
  return pass;
}
const antiPassback = async (mode: AntiPassbackMode) =>
  t.db.update(locations).set({ antiPassback: mode }).where(eq(locations.id, 1));

describe('an added plate at the gate', () => {
  it('resolves to its pass and enters like the main plate', async () => {
    const pass = await passWithPlates([{ plate: 'SECOND1' }]);
    const key = await device();
    expect(await decide(key, 'SECOND1')).toMatchObject({
      decision: 'allow',
      reason: 'active',
      pass_id: pass.id,
    });
    const credential = byValue((await list(key)).credentials, 'SECOND1');
    expect(credential).toMatchObject({
      type: 'licensePlate',
      plate_state: 'MX-BCN',
      status: 'active',
      pass_id: pass.id,
      valid_until: '2026-04-10T06:45:00.000Z',
    });
  });

  for (const mode of ['off', 'warn', 'enforce'] as const) {
    it(`with anti-passback ${mode}, a second plate of a pass that is inside is refused (other_plate_inside)`, async () => {
      await antiPassback(mode);
      const pass = await passWithPlates([{ plate: 'SECOND2' }]);
      const key = await device();
      expect(await decide(key, 'MAINSECOND2')).toMatchObject({ decision: 'allow' });
      expect(await decide(key, 'SECOND2')).toMatchObject({
        decision: 'deny',
        reason: 'other_plate_inside',
        pass_id: pass.id,
      });
      // Once the first car is out, the second one enters.
      expect(await decide(key, 'MAINSECOND2', 'out')).toMatchObject({ decision: 'allow' });
      expect(await decide(key, 'SECOND2')).toMatchObject({ decision: 'allow', reason: 'active' });
    });
  }

  it('the same plate twice still follows the mode: off forgives a double read', async () => {
    await passWithPlates([{ plate: 'SECOND3' }]);
    const key = await device();
    expect(await decide(key, 'SECOND3')).toMatchObject({ decision: 'allow' });
    expect(await decide(key, 'SECOND3')).toMatchObject({ decision: 'allow', reason: 'active' });
  });

  it('follows its pass: a canceled pass takes its added plates off the list and the feed says so', async () => {
    const pass = await passWithPlates([{ plate: 'SECOND4' }]);
    const key = await device();
    const { cursor } = await list(key);
    await t.db.update(subscriptions).set({ statusKey: 'canceled' }).where(eq(subscriptions.id, pass.id));
    const page = (await (
      await t.call('GET', `/api/access/changes?since=${cursor}`, { headers: asDevice(key) })
    ).json()) as AccessChangePage;
    expect(page.changes.map((change) => [change.credential.value, change.credential.status])).toContainEqual([
      'SECOND4',
      'canceled',
    ]);
    expect(byValue((await list(key)).credentials, 'SECOND4')).toBeUndefined();
    expect(await decide(key, 'SECOND4')).toMatchObject({ decision: 'deny', reason: 'pass_canceled' });
  });

  it('a removed plate is unknown at once, and the feed carries the removal', async () => {
    await passWithPlates([{ plate: 'SECOND5' }]);
    const key = await device();
    const { cursor } = await list(key);
    await t.db
      .update(passPlates)
      .set({ removedAt: now.toISOString(), removedBy: 'owner' })
      .where(eq(passPlates.plate, 'SECOND5'));
    const page = (await (
      await t.call('GET', `/api/access/changes?since=${cursor}`, { headers: asDevice(key) })
    ).json()) as AccessChangePage;
    expect(page.changes.map((change) => [change.credential.value, change.credential.status])).toEqual([
      ['SECOND5', 'unassigned'],
    ]);
    expect(await decide(key, 'SECOND5')).toMatchObject({ decision: 'deny', reason: 'unknown_credential' });
  });
});

describe('a temporary plate at the gate', () => {
  it('enters until 23:45 on its last day, then is refused (plate_ended) and leaves the list', async () => {
    await passWithPlates([{ plate: 'RENTAL1', endsOn: '2026-03-12' }]);
    const key = await device();
    const listed = byValue((await list(key)).credentials, 'RENTAL1');
    // Its window ends with its last day, not its pass's.
    expect(listed).toMatchObject({ status: 'active', valid_until: '2026-03-13T06:45:00.000Z' });
    now = new Date('2026-03-13T06:44:00Z');
    expect(await decide(key, 'RENTAL1')).toMatchObject({ decision: 'allow' });
    expect(await decide(key, 'RENTAL1', 'out')).toMatchObject({ decision: 'allow' });
    now = new Date('2026-03-13T06:45:00Z');
    expect(await decide(key, 'RENTAL1')).toMatchObject({ decision: 'deny', reason: 'plate_ended' });
    expect(byValue((await list(key)).credentials, 'RENTAL1')).toBeUndefined();
    // The main plate of the same pass keeps entering.
    expect(await decide(key, 'MAINRENTAL1')).toMatchObject({ decision: 'allow', reason: 'active' });
  });

  it('inside when its day ends, it may still leave', async () => {
    await passWithPlates([{ plate: 'RENTAL2', endsOn: '2026-03-10' }]);
    const key = await device();
    expect(await decide(key, 'RENTAL2')).toMatchObject({ decision: 'allow' });
    now = new Date('2026-03-11T07:00:00Z');
    expect(await decide(key, 'RENTAL2', 'out')).toMatchObject({ decision: 'allow' });
  });
});
