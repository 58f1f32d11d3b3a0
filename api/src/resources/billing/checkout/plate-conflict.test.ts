import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CARDS, confirm, createIntent, openSlots, wizardData } from '../../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { checkouts, subscriptions, vehicles } from '../../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const statuses = () =>
  t.db
    .select({ status: checkouts.status })
    .from(checkouts)
    .orderBy(checkouts.id)
    .all()
    .map((row) => row.status);

const passPlates = () =>
  t.db
    .select({ plate: vehicles.plate })
    .from(subscriptions)
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .all()
    .map((row) => row.plate);

// A stranger typing someone's plate must not cancel that buyer's payment.
describe('two buyers, one plate', () => {
  it("refuses a second buyer's create-intent with 409 checkout_in_progress and leaves the first alone", async () => {
    t = await createTestApp();
    const owner = wizardData();
    const stranger = wizardData({ vehicle: { plate: owner.vehicle.plate } });
    const first = await createIntent(t, owner);
    expect(first.status).toBe(200);

    const second = await createIntent(t, stranger);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      code: 'checkout_in_progress',
      error: expect.stringContaining('already paying'),
    });
    expect(statuses()).toEqual(['open']);
    expect(await openSlots(t)).toBe(39);

    const paid = await confirm(t, first.body.clientSecret, CARDS.visa);
    expect(paid.body).toMatchObject({ status: 'succeeded' });
  });

  it("lets another buyer take over a plate once the first checkout's hold has lapsed", async () => {
    let now = new Date('2025-03-01T05:30:00Z');
    t = await createTestApp({ now: () => now });
    const owner = wizardData();
    const first = await createIntent(t, owner);
    now = new Date(now.getTime() + 31 * 60_000);
    const later = await createIntent(t, wizardData({ vehicle: { plate: owner.vehicle.plate } }));
    expect(later.status).toBe(200);
    const old = t.db.select().from(checkouts).where(eq(checkouts.id, 1)).get();
    expect(old?.status).toBe('superseded');
    expect(first.status).toBe(200);
  });
});

// The victim's own e-mail and plate, typed in by someone else, once superseded the
// victim's checkout; the victim's card confirmation then failed with payment_intent_unexpected_state.
describe('a live checkout belongs to the browser that started it', () => {
  it("refuses the victim's own e-mail and plate without the checkout's token; the victim still pays", async () => {
    t = await createTestApp();
    const victim = wizardData();
    const started = await createIntent(t, victim);
    expect(started.status).toBe(200);

    const upper = { ...victim, personal: { ...victim.personal, email: victim.personal.email.toUpperCase() } };
    upper.personal.confirmEmail = upper.personal.email;
    for (const attack of [victim, upper]) {
      const refused = await createIntent(t, attack);
      expect(refused).toEqual({
        status: 409,
        body: { code: 'checkout_in_progress', error: expect.stringContaining('already paying') },
      });
    }
    expect(statuses()).toEqual(['open']);
    expect(await openSlots(t)).toBe(39);

    const paid = await confirm(t, started.body.clientSecret, CARDS.visa);
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect(passPlates()).toEqual([victim.vehicle.plate]);
  });

  it('refuses the same e-mail with another plate, leaving the first checkout payable', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const started = await createIntent(t, buyer);
    const otherCar = wizardData({ personal: { email: buyer.personal.email } });

    const refused = await createIntent(t, otherCar);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('checkout_in_progress');
    expect(statuses()).toEqual(['open']);

    const paid = await confirm(t, started.body.clientSecret, CARDS.visa);
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect(passPlates()).toEqual([buyer.vehicle.plate]);
  });

  it('replaces the checkout when its own token comes back, even with another plan or plate', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const first = await createIntent(t, buyer, 1);
    const planChange = await createIntent(t, buyer, 2, undefined, first.body.checkoutToken);
    expect(planChange.status).toBe(200);
    expect(statuses()).toEqual(['superseded', 'open']);

    const fixedPlate = { ...buyer, vehicle: { ...buyer.vehicle, plate: 'FIXED1' } };
    const again = await createIntent(t, fixedPlate, 1, undefined, planChange.body.checkoutToken);
    expect(again.status).toBe(200);
    expect(statuses()).toEqual(['superseded', 'superseded', 'open']);
    expect(await openSlots(t)).toBe(39);

    const stale = await confirm(t, first.body.clientSecret, CARDS.visa);
    expect(stale.body).not.toMatchObject({ status: 'succeeded' });
    const paid = await confirm(t, again.body.clientSecret, CARDS.visa);
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect(passPlates()).toEqual(['FIXED1']);
  });

  it("does not let a token of the attacker's own checkout replace someone else's", async () => {
    t = await createTestApp();
    const victim = wizardData();
    const started = await createIntent(t, victim);
    const own = await createIntent(t, wizardData());
    const refused = await createIntent(t, victim, 1, undefined, own.body.checkoutToken);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('checkout_in_progress');
    expect(statuses()).toEqual(['open', 'open']);
    expect((await confirm(t, started.body.clientSecret, CARDS.visa)).body).toMatchObject({
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
    expect(statuses()).toEqual(['superseded', 'open']);

    const released = await t.call('POST', '/api/billing/hold/release', {
      body: { checkoutToken: lapsed.body.checkoutToken },
    });
    expect(released.status).toBe(204);
    const afterRelease = await createIntent(t, wizardData({ vehicle: { plate: buyer.vehicle.plate } }));
    expect(afterRelease.status).toBe(200);
    expect(statuses()).toEqual(['superseded', 'superseded', 'open']);
  });
});
