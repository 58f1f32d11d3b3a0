import { afterEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { SubscriptionListResponse } from '../../contract/subscriptions';

let t: TestApp;
afterEach(() => t?.cleanup());

// 13:00 in the garage (America/Los_Angeles) on 2026-03-10.
const NOW = new Date('2026-03-10T20:00:00Z');

const list = async (query: string, token: string = t.tokens.ambassador) => {
  const res = await t.call('GET', `/api/subscriptions${query}`, { token });
  return {
    status: res.status,
    body: (await res.json()) as SubscriptionListResponse & { code?: string; field?: string; rule?: string },
  };
};
const listedIds = async (query: string) => (await list(query)).body.data.map((row) => row.id);

/** One pass of each kind, created one minute apart in this order. */
async function seedKinds() {
  const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
  return {
    live: await insertPass(t.db, {
      nextRenewalDate: '2026-03-10',
      createdAt: at(1),
      firstName: 'Lia',
      lastName: 'Vega',
      plate: 'LIVE1',
    }),
    expired: await insertPass(t.db, {
      nextRenewalDate: '2026-03-09',
      createdAt: at(2),
      email: 'late@example.com',
    }),
    canceled: await insertPass(t.db, {
      nextRenewalDate: '2026-04-01',
      statusKey: 'canceled',
      createdAt: at(3),
    }),
    refunded: await insertPass(t.db, {
      nextRenewalDate: '2026-04-01',
      statusKey: 'refunded',
      createdAt: at(4),
    }),
    inactive: await insertPass(t.db, {
      nextRenewalDate: '2026-04-01',
      statusKey: 'inactive',
      createdAt: at(5),
    }),
    banned: await insertPass(t.db, { nextRenewalDate: '2026-04-01', statusKey: 'banned', createdAt: at(6) }),
    none: await insertPass(t.db, { nextRenewalDate: null, statusKey: 'none', createdAt: at(7) }),
    hidden: await insertPass(t.db, {
      nextRenewalDate: '2026-04-01',
      hiddenFromLists: true,
      createdAt: at(8),
      plate: 'HIDE1',
    }),
  };
}

describe('GET /api/subscriptions', () => {
  it('lists every visible pass newest first with its standing, never the hidden ones', async () => {
    t = await createTestApp({ now: () => NOW });
    const p = await seedKinds();
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBe(7);
    expect(body.data.map((row) => [row.id, row.standing])).toEqual([
      [p.none.id, 'none'],
      [p.banned.id, 'banned'],
      [p.inactive.id, 'inactive'],
      [p.refunded.id, 'refunded'],
      [p.canceled.id, 'canceled'],
      [p.expired.id, 'expired'],
      [p.live.id, 'live'],
    ]);
    expect(body.data.at(-1)).toEqual({
      id: p.live.id,
      client_id: p.live.customerId,
      plate: 'LIVE1',
      status_key: 'active',
      standing: 'live',
      start_date: '2025-01-01',
      current_period_start: '2025-01-01',
      next_renewal_date: '2026-03-10',
      customer_name: 'Lia Vega',
    });
    expect(await listedIds('?order=created_at%20asc&limit=2')).toEqual([p.live.id, p.expired.id]);
    expect(await listedIds('?q=HIDE1')).toEqual([]);
  });

  it('filters live, expired and canceled on the garage calendar', async () => {
    t = await createTestApp({ now: () => NOW });
    const p = await seedKinds();
    expect(await listedIds('?status=live')).toEqual([p.live.id]);
    expect(await listedIds('?status=expired')).toEqual([p.expired.id]);
    expect(await listedIds('?status=canceled')).toEqual([p.refunded.id, p.canceled.id]);
    expect((await list('?status=all')).body.total).toBe(7);
    expect((await list('?status=canceled')).body.total).toBe(2);
  });

  it('filters refunded and banned passes on their own', async () => {
    t = await createTestApp({ now: () => NOW });
    const p = await seedKinds();
    expect(await list('?status=refunded')).toMatchObject({
      status: 200,
      body: { data: [{ id: p.refunded.id, standing: 'refunded' }], total: 1 },
    });
    expect(await list('?status=banned')).toMatchObject({
      status: 200,
      body: { data: [{ id: p.banned.id, standing: 'banned' }], total: 1 },
    });
    const plate = (await list('?status=banned')).body.data[0]?.plate ?? '';
    expect(await listedIds(`?status=banned&q=${plate}`)).toEqual([p.banned.id]);
    expect(await listedIds(`?status=refunded&q=${plate}`)).toEqual([]);
  });

  it('searches plate, first, last and full name and e-mail, ignoring case', async () => {
    t = await createTestApp({ now: () => NOW });
    const p = await seedKinds();
    for (const q of ['live1', 'LIA', 'veg', 'lia%20vega'])
      expect(await listedIds(`?q=${q}`), q).toEqual([p.live.id]);
    for (const q of ['LATE@EXAMPLE.COM', 'late@'])
      expect(await listedIds(`?q=${q}`), q).toEqual([p.expired.id]);
    const { body } = await list('?q=vega&status=expired');
    expect(body).toEqual({ data: [], total: 0 });
  });

  it('pages with limit and offset and counts every match', async () => {
    t = await createTestApp({ now: () => NOW });
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const pass = await insertPass(t.db, {
        nextRenewalDate: '2099-01-01',
        createdAt: `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z`,
      });
      ids.unshift(pass.id);
    }
    const first = await list('');
    expect(first.body.total).toBe(25);
    expect(first.body.data.map((row) => row.id)).toEqual(ids.slice(0, 20));
    expect(await listedIds('?offset=20')).toEqual(ids.slice(20));
    expect(await listedIds('?limit=5&offset=5')).toEqual(ids.slice(5, 10));
    expect((await list('?offset=100')).body).toEqual({ data: [], total: 25 });
  });

  it('refuses bad input and calls without a token; both roles have passes', async () => {
    t = await createTestApp();
    const cases: [string, string, string][] = [
      ['?status=gone', 'status', 'subscription_filter'],
      ['?limit=0', 'limit', 'limit_range'],
      ['?limit=101', 'limit', 'limit_range'],
      ['?offset=-1', 'offset', 'offset_range'],
      ['?order=plate', 'order', 'order_value'],
    ];
    for (const [query, field, rule] of cases) {
      const { status, body } = await list(query);
      expect([status, body.code, body.field, body.rule], query).toEqual([400, 'invalid_input', field, rule]);
    }
    expect((await t.call('GET', '/api/subscriptions')).status).toBe(401);
    // The ambassador lists `passes`; the admin has it through the wildcard.
    const admin = await list('', t.tokens.admin);
    expect(admin.status).toBe(200);
    const typed = await t.as(t.tokens.ambassador).api.subscriptions.$get({ query: { status: 'live' } });
    expect(typed.status).toBe(200);
  });
});
