import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastMailTo, portalPass } from '../../../../test/autopay-fixtures';
import { insertPass } from '../../../../test/fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { PassPlatesResponse } from '../../../contract/pass-plates';
import { firstRow } from '../../../db/rows';
import { accessChanges, passPlates, subscriptions } from '../../../db/schema';
import { dropEndedPlates } from '../../../domain/passes/pass-plates';

// The owner's plates in the portal (docs/decisions/pass-plates.md): up to four, seven changes a week,
// a temporary plate until its last day, each change e-mailed and on the gate's feed at once.

let t: TestApp;
// 2026-03-10 12:00 in Los Angeles (PDT).
let now: Date;

beforeEach(async () => {
  now = new Date('2026-03-10T19:00:00Z');
  t = await createTestApp({ now: () => now });
});
afterEach(() => t.cleanup());

type Owner = { email: string; plate: string; id: number };

async function owner(options: { language?: 'en' | 'es' } = {}): Promise<Owner> {
  const pass = await portalPass(t, { nextRenewalDate: '2026-04-09', ...options });
  await signIn(t, pass);
  return pass;
}

const add = (pass: Owner, body: Record<string, unknown>) =>
  t.call('POST', '/api/payments-public/plates', { body: { email: pass.email, plate: pass.plate, ...body } });
const remove = (pass: Owner, plateId: number) =>
  t.call('POST', '/api/payments-public/plates/remove', {
    body: { email: pass.email, plate: pass.plate, plate_id: plateId },
  });
const read = async (pass: Owner) => {
  const res = await t.call(
    'GET',
    `/api/payments-public/plates?email=${encodeURIComponent(pass.email)}&plate=${pass.plate}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as PassPlatesResponse;
};
const feedValues = async (after = 0) =>
  (await t.db.select().from(accessChanges)).filter((row) => row.id > after).map((row) => row.credentialValue);
const lastChangeId = async () => (await t.db.select().from(accessChanges)).at(-1)?.id ?? 0;

describe('the owner adds and removes plates', () => {
  it('adds a second plate with its state: listed after the main one, on the feed in the same write, e-mailed', async () => {
    const pass = await owner();
    const before = await lastChangeId();
    const res = await add(pass, { new_plate: 'abc-123', new_plate_state: 'MX-BCN' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PassPlatesResponse;
    expect(body.plates).toEqual([
      { id: null, plate: pass.plate, plate_state: null, main: true, ends_on: null },
      { id: expect.any(Number), plate: 'ABC123', plate_state: 'MX-BCN', main: false, ends_on: null },
    ]);
    expect(body).toMatchObject({
      max_plates: 4,
      changes_left: 6,
      next_change_at: null,
      temporary_max_date: '2026-04-09',
    });
    expect(await feedValues(before)).toEqual(['ABC123']);
    const mail = lastMailTo(t, pass.email) ?? '';
    expect(mail).toContain('A plate was added to your parking pass');
    expect(mail).toContain('ABC123');
    expect(mail).toContain('Baja California');
    expect(await read(pass)).toEqual(body);
  });

  it('tells a Spanish-speaking owner in Spanish, with the temporary plate’s last day', async () => {
    const pass = await owner({ language: 'es' });
    expect(
      (await add(pass, { new_plate: 'RENT1', new_plate_state: 'US-CA', ends_on: '2026-03-17' })).status,
    ).toBe(200);
    const mail = lastMailTo(t, pass.email) ?? '';
    expect(mail).toContain('Se agregó una placa a su pase de estacionamiento');
    expect(mail).toContain('Último día (placa temporal)');
    expect(mail).toContain('17 de marzo de 2026');
  });

  it('removes an added plate: off the list, on the feed, e-mailed; a plate not on the pass is 404', async () => {
    const pass = await owner();
    const { plates } = (await (await add(pass, { new_plate: 'LOANER9' })).json()) as PassPlatesResponse;
    const id = plates[1]?.id ?? 0;
    const before = await lastChangeId();
    const res = await remove(pass, id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as PassPlatesResponse).plates.map((plate) => plate.plate)).toEqual([
      pass.plate,
    ]);
    expect(await feedValues(before)).toEqual(['LOANER9']);
    expect(lastMailTo(t, pass.email)).toContain('A plate was removed from your parking pass');
    const again = await remove(pass, id);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'plate_not_on_pass' });
  });

  it('keeps a pass to four plates, the main one included', async () => {
    const pass = await owner();
    for (const plate of ['TWO2', 'THREE3', 'FOUR4'])
      expect((await add(pass, { new_plate: plate })).status).toBe(200);
    const fifth = await add(pass, { new_plate: 'FIVE5' });
    expect(fifth.status).toBe(409);
    expect(await fifth.json()).toMatchObject({ code: 'plate_limit_reached' });
  });

  it('refuses a plate already on the pass, and the main plate again', async () => {
    const pass = await owner();
    await add(pass, { new_plate: 'TWIN1' });
    for (const plate of ['TWIN1', pass.plate]) {
      const res = await add(pass, { new_plate: plate });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'plate_already_on_pass' });
    }
  });

  it('refuses a plate on another live pass, main or added, with a code that names nobody', async () => {
    const other = await insertPass(t.db, { nextRenewalDate: '2026-04-09', plate: 'THEIRS1' });
    await t.db.insert(passPlates).values({ subscriptionId: other.id, plate: 'THEIRS2', addedBy: 'owner' });
    const pass = await owner();
    for (const plate of ['THEIRS1', 'THEIRS2']) {
      const res = await add(pass, { new_plate: plate });
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(body).toMatchObject({ code: 'plate_on_other_pass' });
      expect(JSON.stringify(body)).not.toMatch(/Driver|example\.com|pass_id|THEIRS/);
    }
    // An ended pass's plate is history: it may ride on a live pass.
    await t.db.update(subscriptions).set({ statusKey: 'canceled' }).where(eq(subscriptions.id, other.id));
    expect((await add(pass, { new_plate: 'THEIRS1' })).status).toBe(200);
  });

  it('the signup refuses a plate that rides on a live pass', async () => {
    const pass = await owner();
    await add(pass, { new_plate: 'SECOND2' });
    const res = await t.call('GET', '/api/vehicles/check?plate=SECOND2');
    expect(await res.json()).toEqual({ allowed: false });
  });

  it('refuses changes to a pass that ended', async () => {
    const pass = await owner();
    await t.db.update(subscriptions).set({ statusKey: 'canceled' }).where(eq(subscriptions.id, pass.id));
    const res = await add(pass, { new_plate: 'LATE1' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'pass_not_live' });
  });
});

describe('the weekly limit', () => {
  it('allows 7 changes in 7 days, then says when the next one is possible; staff changes do not count', async () => {
    const pass = await owner();
    const started = now.getTime();
    for (let change = 0; change < 7; change += 1) {
      now = new Date(started + change * 3600_000);
      const res =
        change % 2 === 0
          ? await add(pass, { new_plate: `SWAP${change}` })
          : await remove(pass, (await read(pass)).plates[1]?.id ?? 0);
      expect(res.status).toBe(200);
    }
    now = new Date(started + 7 * 3600_000);
    const refused = await add(pass, { new_plate: 'EIGHTH8' });
    expect(refused.status).toBe(409);
    // The first change leaves the 7-day window a week after it was made.
    const next = new Date(started + 7 * 24 * 3600_000).toISOString();
    expect(await refused.json()).toMatchObject({ code: 'plate_change_limit', next_change_at: next });
    expect(await read(pass)).toMatchObject({ changes_left: 0, next_change_at: next });
    const staff = await t.call('POST', `/api/subscriptions/${pass.id}/plates`, {
      token: t.tokens.ambassador,
      body: { plate: 'STAFF1' },
    });
    expect(staff.status).toBe(200);
    now = new Date(started + 7 * 24 * 3600_000);
    expect((await read(pass)).changes_left).toBe(1);
    expect((await add(pass, { new_plate: 'EIGHTH8' })).status).toBe(200);
    expect((await read(pass)).changes_left).toBe(0);
  });
});

describe('a temporary plate', () => {
  it('takes a last day from today up to 30 days ahead, and nothing else', async () => {
    const pass = await owner();
    for (const endsOn of ['2026-03-09', '2026-04-10']) {
      const res = await add(pass, { new_plate: 'RENTAL1', ends_on: endsOn });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'plate_end_out_of_range', max_date: '2026-04-09' });
    }
    const bad = await add(pass, { new_plate: 'RENTAL1', ends_on: 'next week' });
    expect(await bad.json()).toMatchObject({ code: 'invalid_input', rule: 'plate_ends_on' });
    expect((await add(pass, { new_plate: 'RENTAL1', ends_on: '2026-04-09' })).status).toBe(200);
  });

  it('stays on the pass through 23:45 of its last day, then drops off and the feed hears of it', async () => {
    const pass = await owner();
    await add(pass, { new_plate: 'RENTAL2', ends_on: '2026-03-12' });
    // 23:44 on March 12 in Los Angeles: still there.
    now = new Date('2026-03-13T06:44:00Z');
    expect(await dropEndedPlates(t.db, now, t.config.garageTz)).toBe(0);
    expect((await read(pass)).plates.map((plate) => plate.plate)).toContain('RENTAL2');
    // 23:45: gone from what the owner reads even before the clean-up runs.
    now = new Date('2026-03-13T06:45:00Z');
    expect((await read(pass)).plates.map((plate) => plate.plate)).toEqual([pass.plate]);
    const before = await lastChangeId();
    expect(await dropEndedPlates(t.db, now, t.config.garageTz)).toBe(1);
    expect(await feedValues(before)).toEqual(['RENTAL2']);
    expect(await dropEndedPlates(t.db, now, t.config.garageTz)).toBe(0);
    const row = await firstRow(
      t.db.select().from(passPlates).where(eq(passPlates.plate, 'RENTAL2')).limit(1),
    );
    expect(row).toMatchObject({ removedBy: 'ended' });
  });
});
