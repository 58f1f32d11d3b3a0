import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { VehicleInput } from '../../contract/vehicle-input';
import { firstRow } from '../../db/rows';
import { customers, subscriptions, vehicles } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const PLATE_MESSAGE = 'Placa inválida: solo A-Z y 0-9, máximo 15 caracteres';
// 2025-03-01 05:30 UTC is 2025-02-28 in the garage.
const NOW = new Date('2025-03-01T05:30:00Z');

const get = async (path: string) => {
  const res = await t.call('GET', path);
  return { status: res.status, body: await res.json() };
};

describe('GET /api/vehicles/makes', () => {
  it('suggests makes starting with the text first, then containing it, case-insensitive', async () => {
    t = await createTestApp();
    expect(await get('/api/vehicles/makes?s=toy')).toEqual({ status: 200, body: ['Toyota'] });
    expect((await get('/api/vehicles/makes?s=TO')).body).toEqual([
      'Toyota',
      'BMW Motorrad',
      'Honda Motos',
      'Suzuki Motos',
      'Vento',
    ]);
    expect((await get('/api/vehicles/makes?s=DA')).body).toEqual([
      'Harley-Davidson',
      'Honda',
      'Honda Motos',
      'Hyundai',
      'Mazda',
    ]);
    expect((await get('/api/vehicles/makes?s=c')).body).toHaveLength(10);
    expect((await get('/api/vehicles/makes?s=c')).body[0]).toBe('Cadillac');
  });

  it('answers an empty list for empty text or nothing found', async () => {
    t = await createTestApp();
    expect(await get('/api/vehicles/makes')).toEqual({ status: 200, body: [] });
    expect(await get('/api/vehicles/makes?s=%20')).toEqual({ status: 200, body: [] });
    expect(await get('/api/vehicles/makes?s=zzz')).toEqual({ status: 200, body: [] });
    expect((await get(`/api/vehicles/makes?s=${'x'.repeat(41)}`)).status).toBe(400);
  });
});

describe('GET /api/vehicles/models', () => {
  it('suggests the models of the make, whatever its case', async () => {
    t = await createTestApp();
    expect((await get('/api/vehicles/models?make=nissan&s=ver')).body).toEqual(['Versa']);
    expect((await get('/api/vehicles/models?make=Ford&s=f-')).body).toEqual(['F-150', 'F-250', 'F-350']);
    expect((await get('/api/vehicles/models?make=Italika&s=ft')).body).toEqual(['FT150', 'FT180', 'XFT150']);
  });

  it('needs a make, and knows nothing of an unknown one', async () => {
    t = await createTestApp();
    expect(await get('/api/vehicles/models?s=co')).toEqual({
      status: 400,
      body: { error: 'Make is required', code: 'invalid_input', field: 'make', rule: 'make_missing' },
    });
    expect(await get('/api/vehicles/models?make=Unknown&s=a')).toEqual({ status: 200, body: [] });
    expect(await get('/api/vehicles/models?make=Toyota')).toEqual({ status: 200, body: [] });
  });
});

describe('GET /api/vehicles/check', () => {
  it('allows a new plate, upper-casing it', async () => {
    t = await createTestApp({ now: () => NOW });
    expect(await get('/api/vehicles/check?plate=abc123')).toEqual({ status: 200, body: { allowed: true } });
  });

  it('refuses a plate with a live pass or a banned vehicle, allows an expired one', async () => {
    t = await createTestApp({ now: () => NOW });
    const live = await insertPass(t.db, { nextRenewalDate: '2025-02-28' });
    const expired = await insertPass(t.db, { nextRenewalDate: '2025-02-27' });
    const banned = await insertPass(t.db, { nextRenewalDate: '2024-01-01', statusKey: 'banned' });
    const plateOf = async (vehicleId: number) =>
      (
        await firstRow(t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId)).limit(1))
      )?.plate.toLowerCase();
    expect((await get(`/api/vehicles/check?plate=${await plateOf(live.vehicleId)}`)).body).toEqual({
      allowed: false,
    });
    expect((await get(`/api/vehicles/check?plate=${await plateOf(expired.vehicleId)}`)).body).toEqual({
      allowed: true,
    });
    expect((await get(`/api/vehicles/check?plate=${await plateOf(banned.vehicleId)}`)).body).toEqual({
      allowed: false,
    });
  });

  it('reads a plate typed with a dash, a space or an en dash as the plate on file', async () => {
    t = await createTestApp({ now: () => NOW });
    await insertPass(t.db, { plate: 'ABC123', nextRenewalDate: '2025-02-28' });
    for (const typed of ['abc-123', 'ABC 123', 'abc–123']) {
      expect(await get(`/api/vehicles/check?plate=${encodeURIComponent(typed)}`)).toEqual({
        status: 200,
        body: { allowed: false },
      });
    }
  });

  it.each(['ABC.123', 'ABC/123', '', ' - ', 'A'.repeat(16), 'ÑANDU1'])(
    'rejects %j with the Spanish message',
    async (plate) => {
      t = await createTestApp();
      expect(await get(`/api/vehicles/check?plate=${encodeURIComponent(plate)}`)).toEqual({
        status: 400,
        body: { error: PLATE_MESSAGE, code: 'invalid_input', field: 'plate', rule: 'plate_format' },
      });
    },
  );

  it('rejects a missing plate with the same message', async () => {
    t = await createTestApp();
    expect(await get('/api/vehicles/check')).toEqual({
      status: 400,
      body: { error: PLATE_MESSAGE, code: 'invalid_input', field: 'plate', rule: 'plate_format' },
    });
  });
});

describe('POST /api/vehicles', () => {
  const vehicle: VehicleInput = {
    type: 'car',
    make: ' Toyota ',
    model: 'Corolla',
    year: 2020,
    color: '',
    plate: 'abc123',
    email: 'Ana@Example.com',
  };

  const post = async (body: VehicleInput) => {
    const res = await t.client.api.vehicles.$post({ json: body });
    return { status: res.status as number, body: await res.json() };
  };
  const vehicleByPlate = async (plate: string) =>
    firstRow(t.db.select().from(vehicles).where(eq(vehicles.plate, plate)).limit(1));

  it('creates the customer and the vehicle, storing an empty colour as null', async () => {
    t = await createTestApp({ now: () => NOW });
    expect(await post(vehicle)).toEqual({ status: 200, body: { carId: null } });
    expect(await vehicleByPlate('ABC123')).toMatchObject({
      plate: 'ABC123',
      make: 'Toyota',
      color: null,
      status: 'active',
    });
    expect(await t.db.select().from(customers)).toEqual([
      expect.objectContaining({ email: 'ana@example.com' }),
    ]);
  });

  it('leaves the same e-mail its own vehicle unchanged', async () => {
    t = await createTestApp({ now: () => NOW });
    await post(vehicle);
    expect(await post({ ...vehicle, color: 'Red', year: 2021 })).toEqual({
      status: 200,
      body: { carId: null },
    });
    expect(await t.db.select().from(vehicles)).toEqual([
      expect.objectContaining({ color: null, year: 2020 }),
    ]);
    expect(await t.db.select().from(customers)).toHaveLength(1);
  });

  // The public call must not hand a stranger someone else's car.
  it("never moves another customer's vehicle to the caller nor rewrites it", async () => {
    t = await createTestApp({ now: () => NOW });
    await post(vehicle);
    await post({ ...vehicle, email: 'thief@example.com', make: 'Ford', model: 'F-150', color: 'Black' });
    const row = await vehicleByPlate('ABC123');
    const ownerCustomer = await firstRow(
      t.db
        .select()
        .from(customers)
        .where(eq(customers.id, row?.customerId ?? 0))
        .limit(1),
    );
    expect(ownerCustomer?.email).toBe('ana@example.com');
    expect(row).toMatchObject({ make: 'Toyota', model: 'Corolla', color: null });
    expect(await t.db.select().from(customers)).toHaveLength(1);
  });

  // Different answers (200 with the owner's e-mail, 409 with any other) would tell whose plate it is.
  it('answers alike for a new plate, the owner and a stranger, with no id and no e-mail', async () => {
    t = await createTestApp({ now: () => NOW });
    const fresh = await post({ ...vehicle, plate: 'NEW1' });
    const owner = await post({ ...vehicle, plate: 'NEW1' });
    const stranger = await post({ ...vehicle, plate: 'NEW1', email: 'guess@example.com' });
    expect(owner).toEqual(fresh);
    expect(stranger).toEqual(fresh);
    expect(fresh).toEqual({ status: 200, body: { carId: null } });
    expect(JSON.stringify(stranger.body)).not.toContain('ana@example.com');
  });

  it('is throttled per client, so it cannot create customers without limit', async () => {
    t = await createTestApp({ now: () => NOW });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await t.client.api.vehicles.$post({
        json: { ...vehicle, plate: `SPAM${i}`, email: `spam${i}@example.com` },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await t.db.select().from(customers)).length).toBeLessThanOrEqual(10);
  });

  it('answers 409 for a plate with a live pass', async () => {
    t = await createTestApp({ now: () => NOW });
    const live = await insertPass(t.db, { nextRenewalDate: '2025-03-20' });
    const plate = (
      await firstRow(t.db.select().from(vehicles).where(eq(vehicles.id, live.vehicleId)).limit(1))
    )?.plate;
    const res = await t.client.api.vehicles.$post({ json: { ...vehicle, plate: plate ?? '' } });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 409,
      body: { error: 'That plate already has a monthly pass or is banned.', code: 'plate_not_allowed' },
    });
    expect(await t.db.select().from(subscriptions)).toHaveLength(1);
  });

  it.each([
    [{ type: 'truck' }, 'Type required', 'type', 'type_required'],
    [{ make: '' }, 'Make required', 'make', 'make_required'],
    [{ model: '  ' }, 'Model required', 'model', 'model_required'],
    [{ year: 1924 }, `Invalid year (1925–${new Date().getFullYear() + 1})`, 'year', 'invalid_year'],
    [
      { year: new Date().getFullYear() + 2 },
      `Invalid year (1925–${new Date().getFullYear() + 1})`,
      'year',
      'invalid_year',
    ],
    [{ plate: 'AB.1' }, PLATE_MESSAGE, 'plate', 'plate_format'],
    [{ email: 'nope' }, 'Invalid email address', 'email', 'invalid_email'],
  ])('rejects %j with 400 "%s"', async (patch, error, field, rule) => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/vehicles', { body: { ...vehicle, ...patch } });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error, code: 'invalid_input', field, rule },
    });
  });
});
