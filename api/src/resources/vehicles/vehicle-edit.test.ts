import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ProfileVehicle } from '../../contract/admin-customers';
import { firstRow } from '../../db/rows';
import { vehicles } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const EDIT = { make: 'Honda', model: 'Civic', year: 2018, color: 'Blue' };
const put = (id: number, body: unknown, token: string = t.tokens.ambassador) =>
  t.call('PUT', `/api/vehicles/${id}`, { token, body });
const json = async (res: Response) =>
  (await res.json()) as ProfileVehicle & { code?: string; field?: string; rule?: string };

describe('PUT /api/vehicles/:id', () => {
  it('updates make, model, year and colour, keeps the plate and answers the vehicle', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'KEEP1' });
    const res = await put(pass.vehicleId, { ...EDIT, plate: ' keep1 ', type: 'motorcycle' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      id: pass.vehicleId,
      type: 'motorcycle',
      make: 'Honda',
      model: 'Civic',
      color: 'Blue',
      year: 2018,
      plate: 'KEEP1',
      plate_state: null,
      status: 'active',
    });
    // An empty colour is stored as null; no plate sent is fine.
    const cleared = await json(await put(pass.vehicleId, { ...EDIT, color: '' }));
    expect([cleared.color, cleared.type]).toEqual([null, 'motorcycle']);
  });

  it("records where the plate was issued, as typed ('mx bcn'), and refuses a place that is not one", async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'KEEP3' });
    expect((await json(await put(pass.vehicleId, { ...EDIT, plate_state: 'mx bcn' }))).plate_state).toBe(
      'MX-BCN',
    );
    // Absent: unchanged; null: cleared.
    expect((await json(await put(pass.vehicleId, EDIT))).plate_state).toBe('MX-BCN');
    expect((await json(await put(pass.vehicleId, { ...EDIT, plate_state: null }))).plate_state).toBeNull();
    const wrong = await json(await put(pass.vehicleId, { ...EDIT, plate_state: 'US-XX' }));
    expect(wrong).toMatchObject({ code: 'invalid_input', field: 'plate_state', rule: 'plate_region' });
  });

  it('refuses a different plate, bad input, unknown vehicles and the admin role', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'KEEP2' });
    const plate = await put(pass.vehicleId, { ...EDIT, plate: 'OTHER9' });
    expect([plate.status, (await json(plate)).code]).toEqual([400, 'plate_read_only']);
    const year = await json(await put(pass.vehicleId, { ...EDIT, year: 1900 }));
    expect(year).toMatchObject({ code: 'invalid_input', field: 'year', rule: 'invalid_year' });
    const make = await json(await put(pass.vehicleId, { ...EDIT, make: '' }));
    expect(make).toMatchObject({ field: 'make', rule: 'make_required' });
    const missing = await put(9999, EDIT);
    expect([missing.status, (await json(missing)).code]).toEqual([404, 'vehicle_not_found']);
    expect((await put(pass.vehicleId, EDIT, t.tokens.admin)).status).toBe(403);
    expect((await t.call('PUT', `/api/vehicles/${pass.vehicleId}`, { body: EDIT })).status).toBe(401);
    expect(
      await firstRow(t.db.select().from(vehicles).where(eq(vehicles.id, pass.vehicleId)).limit(1)),
    ).toMatchObject({
      plate: 'KEEP2',
      make: 'Toyota',
    });
  });
});
