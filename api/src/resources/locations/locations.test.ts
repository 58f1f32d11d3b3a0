import { afterEach, describe, expect, it } from 'vitest';
import { insertHold, insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, locations } from '../../db/schema';
import { SEED_ONLINE_SALES_SPACES } from '../../db/seed';

let t: TestApp;
afterEach(() => t?.cleanup());

// 05:30 UTC on March 1st is still February 28th in the garage (Los Angeles).
const NOW = new Date('2025-03-01T05:30:00Z');
const availability = async (id = 1) => {
  const res = await t.client.api.locations[':id']['online-availability'].$get({ param: { id: String(id) } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('GET /api/locations/:id/online-availability', () => {
  it('starts at the configured online limit', async () => {
    t = await createTestApp({ now: () => NOW });
    expect(await availability()).toEqual({
      status: 200,
      body: { open_slots: SEED_ONLINE_SALES_SPACES, today: '2025-02-28' },
    });
  });

  it('subtracts live passes (renewal today or later in the garage time zone) and live holds only', async () => {
    t = await createTestApp({ now: () => NOW });
    await t.db.insert(locations).values({ id: 2, name: 'Other garage', onlineSalesSpaces: 5 });

    await insertPass(t.db, { nextRenewalDate: '2025-02-28' }); // renews today (garage date): live
    await insertPass(t.db, { nextRenewalDate: '2025-03-20' }); // live
    await insertPass(t.db, { nextRenewalDate: '2025-02-27' }); // expired yesterday
    await insertPass(t.db, { nextRenewalDate: '2025-03-20', statusKey: 'inactive' });
    await insertPass(t.db, { nextRenewalDate: '2025-03-20', statusKey: 'canceled' });
    await insertPass(t.db, { nextRenewalDate: '2025-03-20', locationId: 2 });

    await insertHold(t.db, { expiresAt: '2025-03-01T05:40:00.000Z' }); // live
    await insertHold(t.db, { expiresAt: '2025-03-01T05:29:59.999Z' }); // expired
    await insertHold(t.db, { expiresAt: '2025-03-01T05:40:00.000Z', releasedAt: '2025-03-01T05:31:00.000Z' });
    await insertHold(t.db, { expiresAt: '2025-03-01T05:40:00.000Z', locationId: 2 });

    expect((await availability()).body).toEqual({
      open_slots: SEED_ONLINE_SALES_SPACES - 2 - 1,
      today: '2025-02-28',
    });
    expect((await availability(2)).body).toEqual({ open_slots: 5 - 1 - 1, today: '2025-02-28' });
  });

  it("carries the garage's today on the app clock, which moves to the next day at the garage's midnight", async () => {
    let now = NOW;
    t = await createTestApp({ now: () => now });
    expect((await availability()).body).toMatchObject({ today: '2025-02-28' });
    now = new Date('2025-03-01T08:00:00Z'); // 00:00 on March 1st in Los Angeles
    expect((await availability()).body).toMatchObject({ today: '2025-03-01' });
  });

  it('never goes below zero', async () => {
    t = await createTestApp({ now: () => NOW });
    await t.db.insert(locations).values({ id: 2, name: 'Tiny', onlineSalesSpaces: 1 });
    await insertPass(t.db, { locationId: 2, nextRenewalDate: '2025-03-20' });
    await insertHold(t.db, { locationId: 2, expiresAt: '2025-03-02T00:00:00.000Z' });
    expect((await availability(2)).body).toEqual({ open_slots: 0, today: '2025-02-28' });
  });

  it('answers 404 for an unknown location and 400 for a bad id', async () => {
    t = await createTestApp();
    expect(await availability(99)).toEqual({
      status: 404,
      body: { error: 'Location not found', code: 'location_not_found' },
    });
    const bad = await t.client.api.locations[':id']['online-availability'].$get({ param: { id: '0' } });
    expect(bad.status).toBe(400);
  });
});

describe('location inventory (admin_panel)', () => {
  it('gives admin the limit and the available count', async () => {
    t = await createTestApp({ now: () => NOW });
    await insertPass(t.db, { nextRenewalDate: '2025-03-20' });
    const res = await t.as(t.tokens.admin).api.locations[':id'].inventory.$get({ param: { id: '1' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      online_sales_spaces: SEED_ONLINE_SALES_SPACES,
      availables: 39,
      refund_approval_cents: 30_000,
    });
  });

  it('lets admin change the online limit', async () => {
    t = await createTestApp({ now: () => NOW });
    await insertPass(t.db, { nextRenewalDate: '2025-03-20' });
    const res = await t.as(t.tokens.admin).api.locations[':id']['online-sales-spaces'].$post({
      param: { id: '1' },
      json: { online_sales_spaces: 10 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      online_sales_spaces: 10,
      availables: 9,
      refund_approval_cents: 30_000,
    });
    expect((await availability()).body).toEqual({ open_slots: 9, today: '2025-02-28' });
  });

  it('lets staff holding refund_approve set the refund approval threshold, recorded before and after', async () => {
    t = await createTestApp({ now: () => NOW });
    const res = await t.call('POST', '/api/locations/1/online-sales-spaces', {
      token: t.tokens.admin,
      body: { refund_approval_cents: 0 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      online_sales_spaces: SEED_ONLINE_SALES_SPACES,
      availables: SEED_ONLINE_SALES_SPACES,
      refund_approval_cents: 0,
    });
    const rows = await t.db.select().from(auditLog);
    expect(rows).toEqual([
      expect.objectContaining({
        actor: 'admin',
        action: 'location_updated',
        targetType: 'location',
        targetId: 1,
      }),
    ]);
    expect(JSON.parse(rows[0]?.before ?? '')).toEqual({ refundApprovalCents: 30_000 });
    expect(JSON.parse(rows[0]?.after ?? '')).toEqual({ refundApprovalCents: 0 });
  });

  it('denies the ambassador (no admin_panel) and anonymous callers', async () => {
    t = await createTestApp();
    expect(
      (await t.as(t.tokens.ambassador).api.locations[':id'].inventory.$get({ param: { id: '1' } })).status,
    ).toBe(403);
    const post = await t.as(t.tokens.ambassador).api.locations[':id']['online-sales-spaces'].$post({
      param: { id: '1' },
      json: { online_sales_spaces: 10 },
    });
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({ error: 'Your role does not allow this action', code: 'forbidden' });
    expect((await t.client.api.locations[':id'].inventory.$get({ param: { id: '1' } })).status).toBe(401);
  });

  it.each([
    [{ online_sales_spaces: -1 }, 'online_sales_spaces', 'Max online sales spaces must be 0 or more'],
    [{ online_sales_spaces: 2.5 }, 'online_sales_spaces', 'Max online sales spaces must be a whole number'],
    [
      { refund_approval_cents: -1 },
      'refund_approval_cents',
      'The refund approval threshold must be 0 or more',
    ],
    [
      { refund_approval_cents: 300.5 },
      'refund_approval_cents',
      'The refund approval threshold must be a whole number of cents',
    ],
  ])('rejects %j with 400 on %s: "%s"', async (body, field, message) => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/locations/1/online-sales-spaces', { token: t.tokens.admin, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: message,
      code: 'invalid_input',
      field,
      rule: expect.any(String),
    });
  });

  it('rejects a body that sets nothing', async () => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/locations/1/online-sales-spaces', {
      token: t.tokens.admin,
      body: {},
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_input', rule: 'location_settings_empty' });
  });

  it('answers 404 when the location does not exist', async () => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/locations/7/online-sales-spaces', {
      token: t.tokens.admin,
      body: { online_sales_spaces: 3 },
    });
    expect(res.status).toBe(404);
  });
});
