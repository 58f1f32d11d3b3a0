import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CARDS, confirm, createIntent, openSlots, wizardData } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkouts } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

// Issue 10, finding 3: a stranger typing someone's plate must not cancel that buyer's payment.
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
    expect(t.db.select({ status: checkouts.status }).from(checkouts).all()).toEqual([{ status: 'open' }]);
    expect(await openSlots(t)).toBe(39);

    const paid = await confirm(t, first.body.clientSecret, CARDS.visa);
    expect(paid.body).toMatchObject({ status: 'succeeded' });
  });

  it('still lets the same e-mail start over, replacing its own checkout', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const again = { ...wizard, personal: { ...wizard.personal, email: wizard.personal.email.toUpperCase() } };
    again.personal.confirmEmail = again.personal.email;
    await createIntent(t, wizard);
    const second = await createIntent(t, again);
    expect(second.status).toBe(200);
    expect(
      t.db
        .select({ status: checkouts.status })
        .from(checkouts)
        .orderBy(checkouts.id)
        .all()
        .map((row) => row.status),
    ).toEqual(['superseded', 'open']);
    expect(await openSlots(t)).toBe(39);
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
