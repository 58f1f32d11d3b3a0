import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstRow } from '../../db/rows';
import { customers, subscriptions, vehicles } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const hasBanned = async (email: string) => {
  const res = await t.client.api.clients.email[':email']['has-banned'].$get({
    param: { email: encodeURIComponent(email) },
  });
  return { status: res.status, body: await res.json() };
};

describe('GET /api/clients/email/:email/has-banned', () => {
  it('is false for an unknown e-mail or a customer in good standing', async () => {
    t = await createTestApp();
    expect(await hasBanned('new@example.com')).toEqual({
      status: 200,
      body: { blocked: false, office: null },
    });
    const pass = await insertPass(t.db, { nextRenewalDate: '2999-01-01' });
    const email =
      (await firstRow(t.db.select().from(customers).where(eq(customers.id, pass.customerId)).limit(1)))
        ?.email ?? '';
    expect((await hasBanned(email)).body).toEqual({ blocked: false, office: null });
  });

  it('is true when a vehicle or a pass of that e-mail is banned, whatever the case of the e-mail', async () => {
    t = await createTestApp();
    const byVehicle = await insertPass(t.db, { nextRenewalDate: '2999-01-01' });
    await t.db.update(vehicles).set({ status: 'banned' }).where(eq(vehicles.id, byVehicle.vehicleId));
    const byPass = await insertPass(t.db, { nextRenewalDate: '2999-01-01' });
    await t.db.update(subscriptions).set({ statusKey: 'banned' }).where(eq(subscriptions.id, byPass.id));
    for (const { customerId } of [byVehicle, byPass]) {
      const email =
        (await firstRow(t.db.select().from(customers).where(eq(customers.id, customerId)).limit(1)))?.email ??
        '';
      // The refusal says whom to contact: the office's phone, e-mail and hours from the settings.
      expect((await hasBanned(email.toUpperCase())).body).toEqual({
        blocked: true,
        office: {
          phone: t.config.office.phone,
          email: t.config.office.email,
          hours: t.config.office.hours,
          address: expect.any(String),
        },
      });
    }
  });

  it('answers 400 for something that is not an e-mail', async () => {
    t = await createTestApp();
    expect(await hasBanned('not-an-email')).toEqual({
      status: 400,
      body: { error: 'Invalid email address', code: 'invalid_input', field: 'email', rule: 'invalid_email' },
    });
  });
});
