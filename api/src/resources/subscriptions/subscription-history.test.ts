import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCard, insertInvoice, insertPass } from '../../../test/fixtures';
import { getJson } from '../../../test/get-json';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ProfileInvoice, ReactivationInfo } from '../../contract/admin-customers';
import { cards, locations, subscriptions } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const get = <T>(path: string, token: string = t.tokens.admin) => getJson<T>(t, path, token);
const info = (id: number) => get<ReactivationInfo>(`/api/subscriptions/${id}/reactivation-info`);

describe('GET /api/subscriptions/:id/invoices', () => {
  it('lists the pass’s own invoices newest first', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const other = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const old = await insertInvoice(t.db, pass, { createdAt: '2026-01-01T10:00:00.000Z', amountCents: 9900 });
    const refunded = await insertInvoice(t.db, pass, {
      createdAt: '2026-02-01T10:00:00.000Z',
      statusKey: 'refunded',
      amountCents: 8712,
    });
    const failed = await insertInvoice(t.db, pass, {
      createdAt: '2026-03-01T10:00:00.000Z',
      statusKey: 'failed',
    });
    await insertInvoice(t.db, other);

    const { status, body } = await get<ProfileInvoice[]>(`/api/subscriptions/${pass.id}/invoices`);
    expect(status).toBe(200);
    expect(body.map((invoice) => invoice.id)).toEqual([failed.id, refunded.id, old.id]);
    expect(body[1]).toEqual({
      id: refunded.id,
      paid_at: '2026-02-01T10:00:00.000Z',
      created_at: '2026-02-01T10:00:00.000Z',
      amount_cents: 8712,
      status_key: 'refunded',
      concept: 'Monthly parking pass',
    });
    expect(body[0]?.paid_at).toBeNull();
    expect(
      (
        await get<ProfileInvoice[]>(
          `/api/subscriptions/${(await insertPass(t.db, { nextRenewalDate: null })).id}/invoices`,
        )
      ).body,
    ).toEqual([]);
  });

  it('answers 404 for an unknown pass, 400 for a bad id, 401 without a token; both roles may read', async () => {
    t = await createTestApp();
    const missing = await get('/api/subscriptions/9999/invoices');
    expect([missing.status, missing.body.code]).toEqual([404, 'subscription_not_found']);
    expect((await get('/api/subscriptions/abc/invoices')).status).toBe(400);
    expect((await t.call('GET', '/api/subscriptions/1/invoices')).status).toBe(401);
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    expect((await get(`/api/subscriptions/${pass.id}/invoices`, t.tokens.ambassador)).status).toBe(200);
    const typed = await t
      .as(t.tokens.admin)
      .api.subscriptions[':id'].invoices.$get({ param: { id: String(pass.id) } });
    expect(typed.status).toBe(200);
  });
});

describe('GET /api/subscriptions/:id/reactivation-info', () => {
  it('has no previous card for a pass that never gave one back', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    expect((await info(pass.id)).body).toEqual({
      has_prev: false,
      prev_card_id: null,
      previous_card: null,
      can_assign_same: false,
    });
  });

  it('offers the same card while it is unassigned in the pass’s location and the pass has no card', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const previous = await insertCard(t.db, '0042');
    await t.db
      .update(subscriptions)
      .set({ previousCardId: previous.id })
      .where(eq(subscriptions.id, pass.id));
    expect((await info(pass.id)).body).toEqual({
      has_prev: true,
      prev_card_id: previous.id,
      previous_card: '0042',
      can_assign_same: true,
    });

    // Lost, or given to another pass: no longer the same card to give back.
    for (const statusKey of ['lost', 'assigned', 'replaced'] as const) {
      await t.db.update(cards).set({ statusKey }).where(eq(cards.id, previous.id));
      expect((await info(pass.id)).body, statusKey).toMatchObject({ has_prev: true, can_assign_same: false });
    }
    await t.db.update(cards).set({ statusKey: 'unassigned' }).where(eq(cards.id, previous.id));

    // The pass already holds another card.
    const current = await insertCard(t.db, '0043', { pass });
    expect((await info(pass.id)).body.can_assign_same).toBe(false);
    await t.db.update(subscriptions).set({ cardId: null }).where(eq(subscriptions.id, pass.id));
    expect(current.id).toBeGreaterThan(0);

    // Stock of another garage.
    await t.db.insert(locations).values({ id: 2, name: 'Other garage' });
    await t.db.update(cards).set({ locationId: 2 }).where(eq(cards.id, previous.id));
    expect((await info(pass.id)).body.can_assign_same).toBe(false);
  });

  it('answers 404 for an unknown pass and 401 without a token', async () => {
    t = await createTestApp();
    const missing = await info(9999);
    expect([missing.status, missing.body.code]).toEqual([404, 'subscription_not_found']);
    expect((await t.call('GET', '/api/subscriptions/1/reactivation-info')).status).toBe(401);
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const asAmbassador = await get(`/api/subscriptions/${pass.id}/reactivation-info`, t.tokens.ambassador);
    expect(asAmbassador.status).toBe(200);
  });
});
