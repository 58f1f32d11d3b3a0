import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CARDS, confirm, createIntent, wizardData } from '../../../test/checkout-fixtures';
import { insertHold, insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { locations, spaceHolds } from '../../db/schema';
import { SEED_ONLINE_SALES_SPACES } from '../../db/seed';

// Each test reads first (filling the cache), changes something, then reads again: the second read
// must already see the change.
let t: TestApp;
afterEach(() => t?.cleanup());

const N = SEED_ONLINE_SALES_SPACES;
let clock: Date;
const at = (iso: string) => {
  clock = new Date(iso);
};
const openSlots = async () => {
  const res = await t.call('GET', '/api/locations/1/online-availability');
  return ((await res.json()) as { open_slots: number }).open_slots;
};

async function startApp(iso = '2025-03-01T05:30:00Z', env: Record<string, string> = {}) {
  at(iso);
  t = await createTestApp({ now: () => clock }, { env });
}

describe('online availability is never stale', () => {
  it('after a hold, then after the sale that turns it into a pass', async () => {
    await startApp();
    expect(await openSlots()).toBe(N);
    const intent = await createIntent(t, wizardData());
    expect(intent.status).toBe(200);
    expect(await openSlots()).toBe(N - 1);

    await t.call('POST', '/api/locations/1/online-sales-spaces', {
      token: t.tokens.admin,
      body: { online_sales_spaces: N + 5 },
    });
    expect(await openSlots()).toBe(N + 4);
    const paid = await confirm(t, intent.body.clientSecret, CARDS.visa);
    expect(paid.status).toBe(200);
    expect(await openSlots()).toBe(N + 4); // the hold became a pass: still one space taken
  });

  it('after a sale that took a space nobody held', async () => {
    await startApp();
    expect(await openSlots()).toBe(N);
    await insertPass(t.db, { nextRenewalDate: '2025-03-20' });
    expect(await openSlots()).toBe(N - 1);
  });

  it('after a hold is released', async () => {
    await startApp();
    const hold = await insertHold(t.db, { expiresAt: '2025-03-01T06:00:00.000Z' });
    expect(await openSlots()).toBe(N - 1);
    await t.db.update(spaceHolds).set({ releasedAt: clock.toISOString() }).where(eq(spaceHolds.id, hold.id));
    expect(await openSlots()).toBe(N);
  });

  it('after a change of the online sales spaces', async () => {
    await startApp();
    expect(await openSlots()).toBe(N);
    const res = await t.call('POST', '/api/locations/1/online-sales-spaces', {
      token: t.tokens.admin,
      body: { online_sales_spaces: 3 },
    });
    expect(res.status).toBe(200);
    expect(await openSlots()).toBe(3);
  });

  it('when a hold expires, with no write at all, to the millisecond', async () => {
    await startApp('2025-03-01T05:30:00Z', { HOLD_MINUTES: '30' });
    await insertHold(t.db, { expiresAt: '2025-03-01T05:50:00.000Z' });
    expect(await openSlots()).toBe(N - 1);
    const intent = await createIntent(t, wizardData()); // holds until 06:00
    expect(intent.status).toBe(200);
    expect(await openSlots()).toBe(N - 2);

    at('2025-03-01T05:49:59.999Z');
    expect(await openSlots()).toBe(N - 2);
    at('2025-03-01T05:50:00.000Z');
    expect(await openSlots()).toBe(N - 1);
    at('2025-03-01T05:59:59.999Z');
    expect(await openSlots()).toBe(N - 1);
    at('2025-03-01T06:00:00.000Z');
    expect(await openSlots()).toBe(N);
  });

  it('at the garage midnight, when passes renewing yesterday stop counting', async () => {
    // 23:59 on Feb 28 in Los Angeles; a pass renewing that day still holds its space until midnight.
    await startApp('2025-03-01T07:59:00Z');
    await insertPass(t.db, { nextRenewalDate: '2025-02-28' });
    expect(await openSlots()).toBe(N - 1);
    at('2025-03-01T07:59:59.999Z');
    expect(await openSlots()).toBe(N - 1);
    at('2025-03-01T08:00:00.000Z');
    expect(await openSlots()).toBe(N);
  });

  it('when the injected clock moves back to when a lapsed hold was live', async () => {
    await startApp('2025-03-01T06:30:00Z');
    await insertHold(t.db, { expiresAt: '2025-03-01T06:00:00.000Z' });
    expect(await openSlots()).toBe(N);
    at('2025-03-01T05:30:00Z');
    expect(await openSlots()).toBe(N - 1);
  });

  it('keeps each location apart', async () => {
    await startApp();
    await t.db.insert(locations).values({ id: 2, name: 'Other', onlineSalesSpaces: 5 });
    expect(await openSlots()).toBe(N);
    const other = await t.call('GET', '/api/locations/2/online-availability');
    expect(await other.json()).toMatchObject({ open_slots: 5 });
  });
});
