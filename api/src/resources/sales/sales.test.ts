import { afterEach, describe, expect, it } from 'vitest';
import { buyAutopay, buyOneTime, wizardData } from '../../../test/checkout-fixtures';
import { LOOSE_NUMBERS } from '../../../test/fixtures';
import { getJson } from '../../../test/get-json';
import {
  insertHistoryCustomer,
  insertHistorySale,
  insertManySales,
} from '../../../test/staff-money-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { SalesListResponse, SalesSummaryRow } from '../../contract/sales';
import { runQuery } from '../../db/raw-sql';

let t: TestApp;
afterEach(() => t?.cleanup());

const sales = (query: string, token = t.tokens.admin) =>
  getJson<SalesListResponse>(t, `/api/sales${query}`, token);
const summary = (query: string, token = t.tokens.admin) =>
  getJson<SalesSummaryRow[]>(t, `/api/sales/summary${query}`, token);

describe('GET /api/sales: who may', () => {
  it('answers 401 without a session and 403 to the ambassador (no sales_history, no revenue_view)', async () => {
    t = await createTestApp();
    expect((await t.call('GET', '/api/sales')).status).toBe(401);
    expect((await t.call('GET', '/api/sales/summary')).status).toBe(401);
    expect((await sales('', t.tokens.ambassador)).status).toBe(403);
    expect((await summary('', t.tokens.ambassador)).body.code).toBe('forbidden');
    expect((await sales('')).status).toBe(200);
    expect((await summary('')).status).toBe(200);
  });

  it('refuses malformed filters with the contract rule', async () => {
    t = await createTestApp();
    expect((await sales('?from=2025-02-30')).status).toBe(400);
    expect((await sales('?from=2025-03-02&to=2025-03-01')).status).toBe(400);
    expect((await sales('?type=cash')).status).toBe(400);
    expect((await summary('?group=hour')).status).toBe(400);
  });
});

describe('GET /api/sales: list, filters and tiles', () => {
  it('lists sales made through checkout with customer, plate and type', async () => {
    t = await createTestApp();
    await buyOneTime(
      t,
      wizardData({ personal: { firstName: 'Olga', lastName: 'Quiroz' }, vehicle: { plate: 'OLGA1' } }),
    );
    await buyAutopay(
      t,
      wizardData({ personal: { firstName: 'Raul', lastName: 'Soto' }, vehicle: { plate: 'RAUL1' } }),
    );
    const { body } = await sales('');
    expect(body.total).toBe(2);
    expect(body.data.map((sale) => [sale.customer_name, sale.plate, sale.type])).toEqual([
      ['Raul Soto', 'RAUL1', 'autopay'],
      ['Olga Quiroz', 'OLGA1', 'manual'],
    ]);
    expect(body.data[0]?.invoice_id).toEqual(expect.any(Number));
    expect((await sales('?type=manual')).body.data.map((sale) => sale.plate)).toEqual(['OLGA1']);
  });

  it('computes the tiles for the whole filtered set in exact cents, percentages summing to 100', async () => {
    t = await createTestApp();
    const ana = await insertHistoryCustomer(t.db, { firstName: 'Ana', lastName: 'Lopez', plate: 'ANA123' });
    await insertHistorySale(t.db, ana, {
      at: '2025-05-01T18:00:00.000Z',
      amountCents: 1000,
      type: 'autopay',
    });
    await insertHistorySale(t.db, ana, {
      at: '2025-05-02T18:00:00.000Z',
      amountCents: 2001,
      type: 'autopay',
    });
    await insertHistorySale(t.db, ana, { at: '2025-05-03T18:00:00.000Z', amountCents: 3000, type: 'manual' });
    const { body } = await sales('?limit=1');
    expect(body.data).toHaveLength(1);
    expect(body.total).toBe(3);
    expect(body.revenue_cents).toBe(6001);
    expect(body.stats).toEqual({
      count: 3,
      revenue_cents: 6001,
      gross_cents: 6001,
      refunded_cents: 0,
      refunded_count: 0,
      avg_ticket_cents: 2000, // 2000.33 rounded to the cent
      autopay_percent: 67,
      manual_percent: 33,
      last_sold_at: '2025-05-03T18:00:00.000Z',
    });
    const manual = (await sales('?type=manual')).body.stats;
    expect([manual.count, manual.autopay_percent, manual.manual_percent]).toEqual([1, 0, 100]);
    const none = (await sales('?from=2020-01-01&to=2020-01-31')).body;
    expect(none.stats).toEqual({
      count: 0,
      revenue_cents: 0,
      gross_cents: 0,
      refunded_cents: 0,
      refunded_count: 0,
      avg_ticket_cents: 0,
      autopay_percent: 0,
      manual_percent: 0,
      last_sold_at: null,
    });
    expect(none.data).toEqual([]);
  });

  it('rounds the average half up and keeps odd percentages whole (1 of 3 autopay)', async () => {
    t = await createTestApp();
    const who = await insertHistoryCustomer(t.db);
    await insertHistorySale(t.db, who, { at: '2025-05-01T18:00:00.000Z', amountCents: 1, type: 'autopay' });
    await insertHistorySale(t.db, who, { at: '2025-05-01T19:00:00.000Z', amountCents: 2, type: 'manual' });
    const two = (await sales('')).body.stats;
    expect([two.avg_ticket_cents, two.autopay_percent, two.manual_percent]).toEqual([2, 50, 50]);
    await insertHistorySale(t.db, who, { at: '2025-05-01T20:00:00.000Z', amountCents: 2, type: 'manual' });
    const three = (await sales('')).body.stats;
    expect([three.avg_ticket_cents, three.autopay_percent, three.manual_percent]).toEqual([2, 33, 67]);
  });

  it('reads from and to as garage calendar days, both inclusive, across a DST change', async () => {
    t = await createTestApp();
    const who = await insertHistoryCustomer(t.db);
    // Los Angeles moved to UTC-7 on 2025-03-09: 06:30Z is 23:30 on the 9th, 07:30Z is 00:30 on the 10th.
    const late = await insertHistorySale(t.db, who, { at: '2025-03-10T06:30:00.000Z', amountCents: 100 });
    const early = await insertHistorySale(t.db, who, { at: '2025-03-10T07:30:00.000Z', amountCents: 200 });
    const lastMinute = await insertHistorySale(t.db, who, {
      at: '2025-03-11T06:59:59.999Z',
      amountCents: 400,
    });
    await insertHistorySale(t.db, who, { at: '2025-03-11T07:00:00.000Z', amountCents: 800 });
    const tenth = (await sales('?from=2025-03-10&to=2025-03-10')).body;
    expect(tenth.data.map((sale) => sale.id)).toEqual([lastMinute.saleId, early.saleId]);
    expect(tenth.revenue_cents).toBe(600);
    const ninth = (await sales('?to=2025-03-09')).body;
    expect(ninth.data.map((sale) => sale.id)).toEqual([late.saleId]);
    expect((await sales('?from=2025-03-11')).body.revenue_cents).toBe(800);
    const oldest = (await sales('?order=sold_at%20asc&limit=2&offset=1')).body;
    expect(oldest.data.map((sale) => sale.amount_cents)).toEqual([200, 400]);
    expect(oldest.total).toBe(4);
  });

  it('is exact in a zone with a half-hour offset (pieces of hours read from the sales themselves)', async () => {
    t = await createTestApp({}, { env: { GARAGE_TZ: 'Asia/Kolkata' } });
    const who = await insertHistoryCustomer(t.db);
    await insertHistorySale(t.db, who, { at: '2025-06-01T18:29:00.000Z', amountCents: 100 }); // 23:59 June 1 IST
    await insertHistorySale(t.db, who, { at: '2025-06-01T18:31:00.000Z', amountCents: 200 }); // 00:01 June 2 IST
    await insertHistorySale(t.db, who, { at: '2025-06-02T18:00:00.000Z', amountCents: 400 }); // 23:30 June 2 IST
    expect((await sales('?from=2025-06-01&to=2025-06-01')).body.revenue_cents).toBe(100);
    expect((await sales('?from=2025-06-02&to=2025-06-02')).body.stats.count).toBe(2);
    const days = (await summary('?group=day&from=2025-06-01&to=2025-06-03')).body;
    expect(days.map((row) => [row.label, row.revenue_cents])).toEqual([
      ['2025-06-01', 100],
      ['2025-06-02', 600],
      ['2025-06-03', 0],
    ]);
  });

  it('searches by customer name prefix, last name, plate prefix or sale number', async () => {
    t = await createTestApp();
    const maria = await insertHistoryCustomer(t.db, {
      firstName: 'Maria',
      lastName: 'Gonzalez',
      plate: 'BAJA77',
    });
    const mario = await insertHistoryCustomer(t.db, {
      firstName: 'Mario',
      lastName: 'Vega',
      plate: 'CALI01',
    });
    const a = await insertHistorySale(t.db, maria, { at: '2025-05-01T18:00:00.000Z', amountCents: 1500 });
    const b = await insertHistorySale(t.db, mario, {
      at: '2025-05-02T18:00:00.000Z',
      amountCents: 2500,
      type: 'autopay',
    });
    const ids = async (q: string, extra = '') =>
      (await sales(`?q=${encodeURIComponent(q)}${extra}`)).body.data.map((sale) => sale.id);
    expect(await ids('mar')).toEqual([b.saleId, a.saleId]);
    expect(await ids('MARIA G')).toEqual([a.saleId]);
    expect(await ids('gonz')).toEqual([a.saleId]);
    expect(await ids('cali')).toEqual([b.saleId]);
    expect(await ids('baja7')).toEqual([a.saleId]);
    expect(await ids(String(b.saleId))).toEqual([b.saleId]);
    expect(await ids('zzz')).toEqual([]);
    expect(await ids('mar', '&type=manual')).toEqual([a.saleId]);
    expect(await ids('aria')).toEqual([]); // prefixes, not substrings (docs/decisions/admin-lists-at-scale.md)
    const searched = (await sales('?q=mar')).body;
    expect(searched.stats).toMatchObject({ count: 2, revenue_cents: 4000, autopay_percent: 50 });
  });
});

describe('GET /api/sales: a rare match among many sales', () => {
  it('finds it through its matches (not by walking every sale) with the same answer', async () => {
    t = await createTestApp();
    // 4000 others: 11 rows of a match 1 in 2000 are not met within 20,000 sales walked in date order.
    const filler = await insertHistoryCustomer(t.db, { firstName: 'Busy', lastName: 'Fleet' });
    const rare = await insertHistoryCustomer(t.db, {
      firstName: 'Quentin',
      lastName: 'Rare',
      plate: 'RARE1',
    });
    await insertManySales(t.db, filler, 4000, '2025-01-01T00:00:00.000Z', 100);
    const older = await insertHistorySale(t.db, rare, { at: '2024-06-01T18:00:00.000Z', amountCents: 700 });
    const newer = await insertHistorySale(t.db, rare, {
      at: '2025-02-01T18:30:00.000Z',
      amountCents: 900,
      type: 'autopay',
    });
    for (const q of ['quen', 'rare', 'rare1']) {
      const { body } = await sales(`?q=${q}`);
      expect(
        body.data.map((sale) => sale.id),
        q,
      ).toEqual([newer.saleId, older.saleId]);
      expect(body.stats).toMatchObject({ count: 2, revenue_cents: 1600, autopay_percent: 50 });
    }
    const busy = (await sales('?q=busy&offset=3990')).body;
    expect(busy.total).toBe(4000);
    expect(busy.data).toHaveLength(10);
  });
});

describe('GET /api/sales/summary', () => {
  // 2025-12-31 23:30 in Los Angeles (UTC-8) is 2026-01-01 07:30 UTC.
  const NEW_YEARS_EVE_LATE = '2026-01-01T07:30:00.000Z';

  async function yearEnd() {
    t = await createTestApp();
    const who = await insertHistoryCustomer(t.db);
    await insertHistorySale(t.db, who, { at: '2025-11-20T20:00:00.000Z', amountCents: 1000 });
    await insertHistorySale(t.db, who, { at: NEW_YEARS_EVE_LATE, amountCents: 2000, type: 'autopay' });
    await insertHistorySale(t.db, who, { at: '2026-01-01T08:00:00.000Z', amountCents: 4000 }); // 00:00 Jan 1
    await insertHistorySale(t.db, who, { at: '2026-01-05T08:00:00.000Z', amountCents: 8000 }); // Monday
  }

  it('groups by garage month and year: late New Year’s Eve belongs to December 2025', async () => {
    await yearEnd();
    const months = (await summary('?group=month&from=2025-10-15&to=2026-02-10')).body;
    expect(months).toEqual([
      {
        label: '2025-10',
        period_start: '2025-10-01',
        revenue_cents: 0,
        gross_cents: 0,
        refunded_cents: 0,
        count: 0,
      },
      {
        label: '2025-11',
        period_start: '2025-11-01',
        revenue_cents: 1000,
        gross_cents: 1000,
        refunded_cents: 0,
        count: 1,
      },
      {
        label: '2025-12',
        period_start: '2025-12-01',
        revenue_cents: 2000,
        gross_cents: 2000,
        refunded_cents: 0,
        count: 1,
      },
      {
        label: '2026-01',
        period_start: '2026-01-01',
        revenue_cents: 12000,
        gross_cents: 12000,
        refunded_cents: 0,
        count: 2,
      },
      {
        label: '2026-02',
        period_start: '2026-02-01',
        revenue_cents: 0,
        gross_cents: 0,
        refunded_cents: 0,
        count: 0,
      },
    ]);
    const years = (await summary('?group=year&from=2025-01-01&to=2026-12-31')).body;
    expect(years.map((row) => [row.label, row.revenue_cents])).toEqual([
      ['2025', 3000],
      ['2026', 12000],
    ]);
    const autopayYears = (await summary('?group=year&type=autopay&from=2025-01-01&to=2026-12-31')).body;
    expect(autopayYears.map((row) => row.revenue_cents)).toEqual([2000, 0]);
  });

  it('groups by day with empty days as 0, and the range cuts the first and last periods', async () => {
    await yearEnd();
    const days = (await summary('?group=day&from=2025-12-30&to=2026-01-02')).body;
    expect(days.map((row) => [row.label, row.revenue_cents])).toEqual([
      ['2025-12-30', 0],
      ['2025-12-31', 2000],
      ['2026-01-01', 4000],
      ['2026-01-02', 0],
    ]);
    const clipped = (await summary('?group=month&from=2026-01-02&to=2026-01-31')).body;
    expect(clipped).toEqual([
      {
        label: '2026-01',
        period_start: '2026-01-01',
        revenue_cents: 8000,
        gross_cents: 8000,
        refunded_cents: 0,
        count: 1,
      },
    ]);
  });

  it('groups by weeks starting on Monday', async () => {
    await yearEnd();
    const weeks = (await summary('?group=week&from=2025-12-29&to=2026-01-11')).body;
    expect(weeks).toEqual([
      // Mon 29 Dec .. Sun 4 Jan: New Year's Eve (garage time) and New Year's Day.
      {
        label: '2025-12-29',
        period_start: '2025-12-29',
        revenue_cents: 6000,
        gross_cents: 6000,
        refunded_cents: 0,
        count: 2,
      },
      {
        label: '2026-01-05',
        period_start: '2026-01-05',
        revenue_cents: 8000,
        gross_cents: 8000,
        refunded_cents: 0,
        count: 1,
      },
    ]);
  });

  it('without a range runs from the first sale through today; no sales, no points', async () => {
    t = await createTestApp({ now: () => new Date('2026-03-15T20:00:00.000Z') });
    expect((await summary('?group=month')).body).toEqual([]);
    const who = await insertHistoryCustomer(t.db);
    await insertHistorySale(t.db, who, { at: NEW_YEARS_EVE_LATE, amountCents: 2000 });
    const months = (await summary('?group=month')).body;
    expect(months.map((row) => [row.label, row.revenue_cents])).toEqual([
      ['2025-12', 2000],
      ['2026-01', 0],
      ['2026-02', 0],
      ['2026-03', 0],
    ]);
  });

  it('agrees with the sales themselves after sales change (the rollup follows updates and deletes)', async () => {
    await yearEnd();
    await runQuery(t.db, "UPDATE sales SET amount_cents = 999, type = 'manual' WHERE sold_at = @at", {
      at: NEW_YEARS_EVE_LATE,
    });
    await runQuery(t.db, "DELETE FROM sales WHERE sold_at = '2026-01-05T08:00:00.000Z'");
    const years = (await summary('?group=year&from=2025-01-01&to=2026-12-31')).body;
    expect(years.map((row) => [row.label, row.revenue_cents, row.count])).toEqual([
      ['2025', 1999, 2],
      ['2026', 4000, 1],
    ]);
    expect((await sales('?type=autopay')).body.total).toBe(0);
  });
});

describe('GET /api/sales: paging numbers are plain decimal digits', () => {
  it.each(LOOSE_NUMBERS)('refuses limit and offset spelled %j with 400 invalid_input', async (loose) => {
    t = await createTestApp();
    for (const [field, rule] of [
      ['limit', 'limit_range'],
      ['offset', 'offset_range'],
    ]) {
      const res = await t.call('GET', `/api/sales?${field}=${encodeURIComponent(loose)}`, {
        token: t.tokens.admin,
      });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 400,
        body: { code: 'invalid_input', field, rule, error: expect.any(String) },
      });
    }
    expect((await sales('?limit=5&offset=0')).status).toBe(200);
  });
});
