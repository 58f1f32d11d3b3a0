import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CARDS,
  challenge,
  confirm,
  createIntent,
  createIntentBody,
  humanPass,
  openSlots,
  wizardData,
} from '../../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { firstRow } from '../../../db/rows';
import { checkouts, subscriptions, vehicles } from '../../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const statuses = async () =>
  (await t.db.select({ status: checkouts.status }).from(checkouts).orderBy(checkouts.id)).map(
    (row) => row.status,
  );

const passPlates = async () =>
  (
    await t.db
      .select({ plate: vehicles.plate })
      .from(subscriptions)
      .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
  ).map((row) => row.plate);

// A stranger typing someone's plate must not cancel that buyer's payment, nor keep them from buying.
describe('two buyers, one plate', () => {
  it('a second buyer replaces an unpaid checkout of the plate, which then cannot be paid', async () => {
    t = await createTestApp();
    const owner = wizardData();
    const other = wizardData({ vehicle: { plate: owner.vehicle.plate } });
    const first = await createIntent(t, owner);
    expect(first.status).toBe(200);

    const second = await createIntent(t, other);
    expect(second.status).toBe(200);
    expect(await statuses()).toEqual(['superseded', 'open']);
    expect(await openSlots(t)).toBe(39);

    const stale = await confirm(t, first.body.clientSecret, CARDS.visa);
    expect(stale.body).not.toMatchObject({ status: 'succeeded' });
    expect((await confirm(t, second.body.clientSecret, CARDS.visa)).body).toMatchObject({
      status: 'succeeded',
    });
    expect(await passPlates()).toEqual([owner.vehicle.plate]);
  });

  it("lets another buyer take over a plate once the first checkout's hold has lapsed", async () => {
    let now = new Date('2025-03-01T05:30:00Z');
    t = await createTestApp({ now: () => now });
    const owner = wizardData();
    const first = await createIntent(t, owner);
    now = new Date(now.getTime() + 31 * 60_000);
    const later = await createIntent(t, wizardData({ vehicle: { plate: owner.vehicle.plate } }));
    expect(later.status).toBe(200);
    const old = await firstRow(t.db.select().from(checkouts).where(eq(checkouts.id, 1)).limit(1));
    expect(old?.status).toBe('superseded');
    expect(first.status).toBe(200);
  });
});

// The victim's own e-mail and plate, typed in by someone else, once superseded the victim's checkout
// while the card was being confirmed; the confirmation then failed with payment_intent_unexpected_state.
describe('a checkout being paid belongs to the browser paying it', () => {
  it("refuses the victim's own e-mail and plate during the victim's 3-D Secure step; the victim pays", async () => {
    t = await createTestApp();
    const victim = wizardData();
    const started = await createIntent(t, victim);
    expect(started.status).toBe(200);
    const step = await confirm(t, started.body.clientSecret, CARDS.threeDSecure);
    expect(step.body.status).toBe('requires_action');

    const upper = { ...victim, personal: { ...victim.personal, email: victim.personal.email.toUpperCase() } };
    upper.personal.confirmEmail = upper.personal.email;
    for (const attack of [victim, upper]) {
      const refused = await createIntent(t, attack);
      expect(refused).toEqual({
        status: 409,
        body: { code: 'checkout_in_progress', error: expect.stringContaining('already paying') },
      });
    }
    expect(await statuses()).toEqual(['open']);
    expect(await openSlots(t)).toBe(39);

    const paid = await challenge(t, started.body.clientSecret, 'complete');
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect(await passPlates()).toEqual([victim.vehicle.plate]);
  });

  it('a buyer whose unpaid checkout was replaced starts again with its token and its CAPTCHA pass', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const ip = '203.0.113.61';
    const captchaPass = await humanPass(t, ip);
    const start = async (checkoutToken?: string) => {
      const res = await t.call('POST', '/api/billing/create-intent', {
        headers: { 'X-Forwarded-For': ip },
        body: createIntentBody(buyer, { captchaPass, ...(checkoutToken ? { checkoutToken } : {}) }),
      });
      return {
        status: res.status,
        body: (await res.json()) as { checkoutToken: string; clientSecret: string },
      };
    };
    const mine = await start();
    expect((await createIntent(t, buyer)).status).toBe(200);
    const again = await start(mine.body.checkoutToken);
    expect(again.status).toBe(200);
    expect(await statuses()).toEqual(['superseded', 'superseded', 'open']);
    expect((await confirm(t, again.body.clientSecret, CARDS.visa)).body).toMatchObject({
      status: 'succeeded',
    });
  });

  it('replaces the checkout when its own token comes back, even with another plan or plate', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const first = await createIntent(t, buyer, 1);
    const planChange = await createIntent(t, buyer, 2, undefined, first.body.checkoutToken);
    expect(planChange.status).toBe(200);
    expect(await statuses()).toEqual(['superseded', 'open']);

    const fixedPlate = { ...buyer, vehicle: { ...buyer.vehicle, plate: 'FIXED1' } };
    const again = await createIntent(t, fixedPlate, 1, undefined, planChange.body.checkoutToken);
    expect(again.status).toBe(200);
    expect(await statuses()).toEqual(['superseded', 'superseded', 'open']);
    expect(await openSlots(t)).toBe(39);

    const stale = await confirm(t, first.body.clientSecret, CARDS.visa);
    expect(stale.body).not.toMatchObject({ status: 'succeeded' });
    const paid = await confirm(t, again.body.clientSecret, CARDS.visa);
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect(await passPlates()).toEqual(['FIXED1']);
  });

  it("does not let a token of the attacker's own checkout replace someone else's being paid", async () => {
    t = await createTestApp();
    const victim = wizardData();
    const started = await createIntent(t, victim);
    expect((await confirm(t, started.body.clientSecret, CARDS.threeDSecure)).body.status).toBe(
      'requires_action',
    );
    const own = await createIntent(t, wizardData());
    const refused = await createIntent(t, victim, 1, undefined, own.body.checkoutToken);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('checkout_in_progress');
    expect(await statuses()).toEqual(['open', 'open']);
    expect((await challenge(t, started.body.clientSecret, 'complete')).body).toMatchObject({
      status: 'succeeded',
    });
  });

  it('lets anyone start, without a token, once the hold has lapsed or was released', async () => {
    let now = new Date('2025-03-01T05:30:00Z');
    t = await createTestApp({ now: () => now });
    const buyer = wizardData();
    await createIntent(t, buyer);
    now = new Date(now.getTime() + 11 * 60_000);
    const lapsed = await createIntent(t, buyer);
    expect(lapsed.status).toBe(200);
    expect(await statuses()).toEqual(['superseded', 'open']);

    const released = await t.call('POST', '/api/billing/hold/release', {
      body: { checkoutToken: lapsed.body.checkoutToken },
    });
    expect(released.status).toBe(204);
    const afterRelease = await createIntent(t, wizardData({ vehicle: { plate: buyer.vehicle.plate } }));
    expect(afterRelease.status).toBe(200);
    expect(await statuses()).toEqual(['superseded', 'superseded', 'open']);
  });
});
