import { desc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buyOneTime, wizardData } from '../../../test/checkout-fixtures';
import { getJson } from '../../../test/get-json';
import { insertHistoryCustomer, insertHistorySale } from '../../../test/staff-money-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { SalesListResponse, SalesSummaryRow } from '../../contract/sales';
import { dropRollupTriggers, ensureRollups } from '../../db/rollups';
import { firstRow } from '../../db/rows';
import { sales as salesTable, subscriptions } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const sales = (query: string) => getJson<SalesListResponse>(t, `/api/sales${query}`, t.tokens.admin);
const summary = (query: string) =>
  getJson<SalesSummaryRow[]>(t, `/api/sales/summary${query}`, t.tokens.admin);

describe('Sales History: revenue is what the garage keeps', () => {
  it('marks a sale staff refunded and nets it out of the tiles and the chart alike', async () => {
    t = await createTestApp();
    await buyOneTime(t, wizardData({ vehicle: { plate: 'KEEP1' } }));
    await buyOneTime(t, wizardData({ personal: { email: 'back@example.com' }, vehicle: { plate: 'BACK1' } }));
    const refunded = (await firstRow(
      t.db.select().from(subscriptions).orderBy(desc(subscriptions.id)).limit(1),
    ))!;
    const before = (await sales('')).body;
    const price = before.data[0]!.amount_cents;
    expect(before.stats.revenue_cents).toBe(2 * price);

    const res = await t.call('PATCH', `/api/subscriptions/${refunded.id}/refund-cancel`, {
      token: t.tokens.ambassador,
    });
    expect(res.status).toBe(200);

    const { body } = await sales('');
    expect(body.total).toBe(2);
    const marked = body.data.find((sale) => sale.plate === 'BACK1')!;
    expect(marked).toMatchObject({ amount_cents: price, refunded_cents: price });
    expect(marked.refunded_at).toEqual(expect.any(String));
    expect(body.data.find((sale) => sale.plate === 'KEEP1')).toMatchObject({ refunded_cents: 0 });
    expect(body.stats).toMatchObject({
      count: 2,
      revenue_cents: price,
      gross_cents: 2 * price,
      refunded_cents: price,
      refunded_count: 1,
      avg_ticket_cents: price,
    });
    expect(body.revenue_cents).toBe(price);
    const [day] = (await summary('?group=year')).body;
    expect(day).toMatchObject({ revenue_cents: price, gross_cents: 2 * price, refunded_cents: price });
  });

  it('keeps items (the lost-card fee) as their own type, out of the average ticket and the autopay share', async () => {
    t = await createTestApp();
    const who = await insertHistoryCustomer(t.db);
    await insertHistorySale(t.db, who, {
      at: '2025-05-01T18:00:00.000Z',
      amountCents: 25000,
      type: 'manual',
    });
    await insertHistorySale(t.db, who, {
      at: '2025-05-02T18:00:00.000Z',
      amountCents: 22000,
      type: 'autopay',
    });
    await insertHistorySale(t.db, who, { at: '2025-05-03T18:00:00.000Z', amountCents: 2500, type: 'item' });
    const { body } = await sales('');
    expect(body.stats).toMatchObject({
      count: 3,
      revenue_cents: 49500,
      avg_ticket_cents: 23500,
      autopay_percent: 50,
      manual_percent: 50,
    });
    const items = (await sales('?type=item')).body;
    expect(items.data.map((sale) => sale.amount_cents)).toEqual([2500]);
    expect((await summary('?type=item&group=year')).body.map((row) => row.revenue_cents)).toEqual([2500, 0]);
  });

  it('rebuilds the rollups from history: old lost-card fees become items, old refunds are netted', async () => {
    t = await createTestApp();
    const who = await insertHistoryCustomer(t.db);
    // As an earlier version wrote them: the fee a 'manual' sale, a refund only on the invoice.
    await insertHistorySale(t.db, who, {
      at: '2025-05-01T18:00:00.000Z',
      amountCents: 2500,
      type: 'manual',
      concept: 'Loss fee – card 701',
    });
    await insertHistorySale(t.db, who, {
      at: '2025-05-02T18:00:00.000Z',
      amountCents: 25000,
      type: 'manual',
      status: 'refunded',
    });
    await insertHistorySale(t.db, who, {
      at: '2025-05-03T18:00:00.000Z',
      amountCents: 22000,
      type: 'manual',
    });
    await dropRollupTriggers(t.db);
    await ensureRollups(t.db);

    expect((await t.db.select().from(salesTable).orderBy(salesTable.id)).map((sale) => sale.type)).toEqual([
      'item',
      'manual',
      'manual',
    ]);
    // A whole-month range is summed from the daily rollup; a ragged one from the rows: both agree.
    for (const range of ['?from=2025-05-01&to=2025-05-31', '?from=2025-05-01&to=2025-05-03']) {
      expect((await sales(range)).body.stats).toMatchObject({
        count: 3,
        revenue_cents: 24500,
        refunded_cents: 25000,
        refunded_count: 1,
        avg_ticket_cents: 22000,
      });
    }
    // Started again, nothing is counted twice.
    await ensureRollups(t.db);
    expect((await sales('')).body.stats.revenue_cents).toBe(24500);
  });
});
