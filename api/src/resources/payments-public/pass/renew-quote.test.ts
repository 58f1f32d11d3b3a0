import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../../test/checkout-fixtures';
import { insertPass } from '../../../../test/fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { RenewQuoteResponse } from '../../../contract/portal';
import { firstRow } from '../../../db/rows';
import { customers, passPayments, subscriptions, vehicles } from '../../../db/schema';

// 11:00 on 2026-03-10 in the garage's zone (America/Los_Angeles).
const NOW = new Date('2026-03-10T18:00:00Z');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterEach(() => t.cleanup());

/** A pass whose owner is signed in on this browser: the quote is theirs only. */
async function pass(renewal: string, autopay = false) {
  const subscription = await insertPass(t.db, { nextRenewalDate: renewal });
  await t.db.update(subscriptions).set({ autopay }).where(eq(subscriptions.id, subscription.id));
  const customer = await firstRow(
    t.db.select().from(customers).where(eq(customers.id, subscription.customerId)).limit(1),
  );
  const vehicle = await firstRow(
    t.db.select().from(vehicles).where(eq(vehicles.id, subscription.vehicleId)).limit(1),
  );
  const key = { email: customer?.email ?? '', plate: vehicle?.plate ?? '' };
  await signIn(t, key);
  return key;
}

const quote = async (key: { email: string; plate: string }) => {
  const query = new URLSearchParams(key).toString();
  const res = await t.call('GET', `/api/payments-public/renew?${query}`);
  return { status: res.status, body: await json<RenewQuoteResponse & { code?: string }>(res) };
};

describe('GET /payments-public/renew (what renewing would cost, starting nothing)', () => {
  it('answers the amount and the period POST renew would start, and writes no payment', async () => {
    const res = await quote(await pass('2026-03-20'));
    expect(res).toEqual({
      status: 200,
      body: { amount_cents: 25_000, new_period_start: '2026-03-21', new_renewal_date: '2026-04-20' },
    });
    expect(await t.db.select().from(passPayments)).toHaveLength(0);
  });

  it('refuses as POST renew would: too early, or while autopay is on', async () => {
    expect((await quote(await pass('2026-04-05'))).body).toMatchObject({
      code: 'renew_too_early',
      days: '11',
    });
    expect((await quote(await pass('2026-03-12', true))).body.code).toBe('autopay_blocks_renewal');
  });
});
