import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buyOneTime, createIntent, wizardData } from '../../../../test/checkout-fixtures';
import { insertPass } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { firstRow } from '../../../db/rows';
import { vehicles } from '../../../db/schema';

// Where a plate was issued travels from the wizard to the vehicle on file, and on to the gate's feed.

let t: TestApp;
afterEach(() => t.cleanup());

describe('the plate state at checkout', () => {
  it('stores the region the buyer chose, as its code', async () => {
    t = await createTestApp();
    const wizard = wizardData({ vehicle: { plateState: 'mx-bcn' } });
    const { confirmed } = await buyOneTime(t, wizard);
    expect(confirmed?.status).toBe(200);
    const vehicle = await firstRow(
      t.db.select().from(vehicles).where(eq(vehicles.plate, wizard.vehicle.plate)).limit(1),
    );
    expect(vehicle?.plateState).toBe('MX-BCN');
  });

  it('keeps the state on file when a buyer of the same car is not sure', async () => {
    t = await createTestApp();
    const wizard = wizardData({ vehicle: { plateState: '' } });
    await insertPass(t.db, {
      plate: wizard.vehicle.plate,
      statusKey: 'canceled',
      nextRenewalDate: '2024-01-01',
    });
    await t.db.update(vehicles).set({ plateState: 'US-CA' }).where(eq(vehicles.plate, wizard.vehicle.plate));
    const { confirmed } = await buyOneTime(t, wizard);
    expect(confirmed?.status).toBe(200);
    expect(
      (await firstRow(t.db.select().from(vehicles).where(eq(vehicles.plate, wizard.vehicle.plate)).limit(1)))
        ?.plateState,
    ).toBe('US-CA');
  });

  it('takes "not sure" as unknown, and refuses a region that does not exist', async () => {
    t = await createTestApp();
    const unsure = wizardData({ vehicle: { plateState: '' } });
    await buyOneTime(t, unsure);
    expect(
      (await firstRow(t.db.select().from(vehicles).where(eq(vehicles.plate, unsure.vehicle.plate)).limit(1)))
        ?.plateState,
    ).toBeNull();
    const refused = await createIntent(t, wizardData({ vehicle: { plateState: 'MX-XYZ' } }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_input', rule: 'plate_region' });
  });
});
