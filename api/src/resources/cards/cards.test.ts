import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertPass, LOOSE_NUMBERS } from '../../../test/fixtures';
import { getJson } from '../../../test/get-json';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { BulkCardsResponse, Card, CardCounts } from '../../contract/cards';
import { firstRow } from '../../db/rows';
import { cards, locations, subscriptions } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const bulk = (body: unknown, token = t.tokens.admin) => t.call('POST', '/api/cards/bulk', { token, body });
const list = (query: string, token = t.tokens.ambassador) => getJson<Card[]>(t, `/api/cards${query}`, token);
const counts = (query: string, token = t.tokens.ambassador) =>
  getJson<CardCounts>(t, `/api/cards/counts${query}`, token);

describe('POST /api/cards/bulk', () => {
  it('adds new numbers as unassigned cards and skips repeats in the batch and stored ones', async () => {
    t = await createTestApp();
    const first = await bulk({ location_id: 1, cards: ['1001', '1002', 1003] });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ added: ['1001', '1002', '1003'], skipped: [] });

    const second = await bulk({ location_id: 1, cards: ['1003', '1004', '1004', ' 1005 ', '1001'] });
    expect((await second.json()) as BulkCardsResponse).toEqual({
      added: ['1004', '1005'],
      skipped: ['1003', '1004', '1001'],
    });
    const stored = await t.db.select().from(cards);
    expect(stored.map((card) => card.code).sort()).toEqual(['1001', '1002', '1003', '1004', '1005']);
    expect(new Set(stored.map((card) => card.statusKey))).toEqual(new Set(['unassigned']));
  });

  it('keeps leading zeros: 0042 and 42 are different printed numbers', async () => {
    t = await createTestApp();
    expect(await (await bulk({ location_id: 1, cards: ['0042', '42'] })).json()).toEqual({
      added: ['0042', '42'],
      skipped: [],
    });
  });

  it('refuses an empty batch or any number that is not 1 to 12 digits, adding nothing', async () => {
    t = await createTestApp();
    for (const codes of [[], ['12a'], ['1', ''], ['1234567890123'], ['-5'], ['1.5']]) {
      const res = await bulk({ location_id: 1, cards: codes });
      expect(res.status, JSON.stringify(codes)).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('card_codes_invalid');
    }
    expect(await t.db.select().from(cards)).toEqual([]);
  });

  it('answers 404 for an unknown location', async () => {
    t = await createTestApp();
    const res = await bulk({ location_id: 99, cards: ['1'] });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('location_not_found');
  });

  it('is for admins only (admin_panel): ambassadors get 403, strangers 401', async () => {
    t = await createTestApp();
    const ambassador = await bulk({ location_id: 1, cards: ['1'] }, t.tokens.ambassador);
    expect(ambassador.status).toBe(403);
    expect(((await ambassador.json()) as { code: string }).code).toBe('forbidden');
    expect((await t.call('POST', '/api/cards/bulk', { body: { location_id: 1, cards: ['1'] } })).status).toBe(
      401,
    );
    expect(await t.db.select().from(cards)).toEqual([]);
  });
});

describe('GET /api/cards', () => {
  async function stock() {
    t = await createTestApp();
    await t.db.insert(locations).values({ id: 2, name: 'Other garage', onlineSalesSpaces: 5 });
    await bulk({ location_id: 1, cards: ['10', '9', '11', '12'] });
    await bulk({ location_id: 2, cards: ['20'] });
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const byCode = async (code: string) =>
      (await firstRow(t.db.select().from(cards).where(eq(cards.code, code)).limit(1)))?.id ?? 0;
    await t.db
      .update(cards)
      .set({ statusKey: 'assigned', subscriptionId: pass.id })
      .where(eq(cards.code, '11'));
    await t.db
      .update(subscriptions)
      .set({ cardId: await byCode('11') })
      .where(eq(subscriptions.id, pass.id));
    await t.db.update(cards).set({ statusKey: 'lost' }).where(eq(cards.code, '12'));
    return pass;
  }

  it('lists a location unassigned cards for the assign dialog, in number order', async () => {
    await stock();
    const { status, body } = await list('?status=unassigned&locationId=1');
    expect(status).toBe(200);
    expect(body.map((card) => card.code)).toEqual(['9', '10']);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      code: '9',
      serial_number: null,
      plate: null,
      status_key: 'unassigned',
      customer_name: null,
      subscription_id: null,
      client_id: null,
      location_id: 1,
    });
  });

  it('shows the plate and customer of an assigned card and finds it by plate, name or number', async () => {
    const pass = await stock();
    const assigned = (await list('?status=assigned')).body;
    expect(assigned).toEqual([
      expect.objectContaining({
        code: '11',
        status_key: 'assigned',
        plate: expect.stringMatching(/^TEST\d+$/),
        customer_name: 'Test Driver',
        subscription_id: pass.id,
        client_id: pass.customerId,
      }),
    ]);
    const plate = assigned[0]?.plate ?? '';
    expect((await list(`?q=${plate}`)).body.map((card) => card.code)).toEqual(['11']);
    expect((await list('?q=test%20dri')).body.map((card) => card.code)).toEqual(['11']);
    expect((await list('?q=20')).body.map((card) => card.code)).toEqual(['20']);
    expect((await list(`?q=${plate.slice(0, 5).toLowerCase()}`)).body.map((card) => card.code)).toEqual([
      '11',
    ]);
    expect((await list('?q=driver')).body.map((card) => card.code)).toEqual(['11']);
    expect((await list('?q=test%40')).body.map((card) => card.code)).toEqual(['11']);
    expect((await list('?q=1&status=lost')).body.map((card) => card.code)).toEqual(['12']);
    expect((await list('?q=%25')).body).toEqual([]);
    expect((await list('')).body).toHaveLength(5);
    expect((await list('?status=all&locationId=2')).body.map((card) => card.code)).toEqual(['20']);
  });

  it('is open to both roles (cards) and refuses a bad status', async () => {
    await stock();
    expect((await list('', t.tokens.admin)).status).toBe(200);
    expect((await t.call('GET', '/api/cards')).status).toBe(401);
    const bad = await list('?status=broken');
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/cards paging', () => {
  it('pages in card-number order with limit and offset, 100 cards when no limit is sent', async () => {
    t = await createTestApp();
    await bulk({ location_id: 1, cards: Array.from({ length: 105 }, (_, i) => String(105 - i)) });
    const first = await list('?status=unassigned&locationId=1&limit=20');
    expect(first.body.map((card) => card.code)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    const last = await list('?status=all&limit=20&offset=100');
    expect(last.body.map((card) => card.code)).toEqual(['101', '102', '103', '104', '105']);
    const unpaged = await list('?status=unassigned&locationId=1');
    expect(unpaged.body).toHaveLength(100);
    expect(unpaged.body.at(-1)?.code).toBe('100');
    expect((await list('?offset=200')).body).toEqual([]);
  });

  it('refuses a limit outside 1-100 or a negative offset', async () => {
    t = await createTestApp();
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=abc']) {
      expect((await list(query)).status, query).toBe(400);
    }
  });
});

describe("GET /api/cards: the assign dialog's search", () => {
  it("finds a location's unassigned cards by the start of their number, a page at a time, and counts them all", async () => {
    t = await createTestApp();
    await t.db.insert(locations).values({ id: 2, name: 'Other garage', onlineSalesSpaces: 5 });
    await bulk({ location_id: 1, cards: Array.from({ length: 30 }, (_, i) => String(7000 + i)) });
    await bulk({ location_id: 1, cards: ['8000', '17000'] });
    await bulk({ location_id: 2, cards: ['7099'] });
    await t.db.update(cards).set({ statusKey: 'lost' }).where(eq(cards.code, '7001'));

    const page = await list('?status=unassigned&locationId=1&q=70&limit=20');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(20);
    expect(page.body.every((card) => card.code.startsWith('70') && card.location_id === 1)).toBe(true);
    expect(page.body.map((card) => card.code)).not.toContain('7001');
    expect((await counts('?locationId=1&q=70')).body.unassigned).toBe(29);

    expect((await list('?status=unassigned&locationId=1&q=7002&limit=20')).body.map((c) => c.code)).toEqual([
      '7002',
    ]);
    expect((await list('?status=unassigned&locationId=1&q=99&limit=20')).body).toEqual([]);
  });
});

describe('GET /api/cards/counts', () => {
  it('counts every status and all, for the whole stock, a location or a search', async () => {
    t = await createTestApp();
    await t.db.insert(locations).values({ id: 2, name: 'Other garage', onlineSalesSpaces: 5 });
    await bulk({ location_id: 1, cards: ['10', '11', '12', '13'] });
    await bulk({ location_id: 2, cards: ['210'] });
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    await t.db
      .update(cards)
      .set({ statusKey: 'assigned', subscriptionId: pass.id })
      .where(eq(cards.code, '11'));
    await t.db.update(cards).set({ statusKey: 'lost' }).where(eq(cards.code, '12'));
    await t.db.update(cards).set({ statusKey: 'replaced' }).where(eq(cards.code, '13'));

    const all = await counts('');
    expect(all).toEqual({ status: 200, body: { all: 5, unassigned: 2, assigned: 1, lost: 1, replaced: 1 } });
    expect((await counts('?locationId=2')).body).toEqual({
      all: 1,
      unassigned: 1,
      assigned: 0,
      lost: 0,
      replaced: 0,
    });
    // A number matches from its start, like every staff search: '10' finds card 10, not 210.
    expect((await counts('?q=10')).body).toEqual({
      all: 1,
      unassigned: 1,
      assigned: 0,
      lost: 0,
      replaced: 0,
    });
    expect((await counts('?q=test%20dri')).body).toEqual({
      all: 1,
      unassigned: 0,
      assigned: 1,
      lost: 0,
      replaced: 0,
    });
    expect((await counts('?q=nobody')).body.all).toBe(0);
  });

  it('is open to both roles (cards; no role lacks it, so no 403), 401 without a token, 400 on a bad location', async () => {
    t = await createTestApp();
    expect((await counts('', t.tokens.admin)).status).toBe(200);
    expect((await t.call('GET', '/api/cards/counts')).status).toBe(401);
    const bad = await counts('?locationId=x');
    expect(bad.status).toBe(400);
  });
});

describe('cards: location ids are plain decimal digits', () => {
  it.each(LOOSE_NUMBERS)(
    'refuses locationId and location_id spelled %j with 400 invalid_input',
    async (loose) => {
      t = await createTestApp();
      const query = await list(`?locationId=${encodeURIComponent(loose.replace('5', '1'))}`);
      expect(query.status).toBe(400);
      expect(query.body).toMatchObject({
        code: 'invalid_input',
        field: 'locationId',
        rule: 'location_id_positive',
      });
      const res = await bulk({ location_id: loose.replace('5', '1'), cards: ['7001'] });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 400,
        body: {
          code: 'invalid_input',
          field: 'location_id',
          rule: 'location_id_positive',
          error: expect.any(String),
        },
      });
      expect((await list('?locationId=1')).status).toBe(200);
    },
  );
});
