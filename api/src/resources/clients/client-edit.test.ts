import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AdminAddress, AdminCustomer, CustomerUpdateInput } from '../../contract/admin-customers';
import { firstRow } from '../../db/rows';
import { addresses, customers } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const CUSTOMER: CustomerUpdateInput = {
  first_name: ' Rosa ',
  last_name: 'Mendez',
  email: 'Rosa.Mendez@Example.COM',
  phone_dial: '+52',
  phone: '656 123 4567',
};
const ADDRESS = { line1: '10 Oak Ave', line2: null, city: 'Juarez', state: 'CHIH', country: 'Mexico' };

const put = (path: string, body: unknown, token: string = t.tokens.ambassador) =>
  t.call('PUT', path, { token, body });
const json = async <T>(res: Response) =>
  (await res.json()) as T & { code?: string; field?: string; rule?: string };

describe('PUT /api/clients/:id', () => {
  it('updates the customer, stores the e-mail lower-cased and answers the updated customer', async () => {
    t = await createTestApp();
    const customer = await insertCustomer(t.db);
    const res = await put(`/api/clients/${customer.id}`, CUSTOMER);
    expect(res.status).toBe(200);
    const body = await json<AdminCustomer>(res);
    expect(body).toMatchObject({
      id: customer.id,
      first_name: 'Rosa',
      last_name: 'Mendez',
      email: 'rosa.mendez@example.com',
      phone_dial: '+52',
      phone: '656 123 4567',
    });
    expect(
      (await firstRow(t.db.select().from(customers).where(eq(customers.id, customer.id)).limit(1)))?.email,
    ).toBe('rosa.mendez@example.com');
  });

  it('lets two customers share an e-mail (households do)', async () => {
    t = await createTestApp();
    await insertCustomer(t.db, { email: 'family@example.com' });
    const other = await insertCustomer(t.db);
    const res = await put(`/api/clients/${other.id}`, { ...CUSTOMER, email: 'FAMILY@example.com' });
    expect(res.status).toBe(200);
  });

  it('refuses bad input with the field and rule, unknown customers, and roles without profile_edit', async () => {
    t = await createTestApp();
    const customer = await insertCustomer(t.db);
    const bad = await json(await put(`/api/clients/${customer.id}`, { ...CUSTOMER, email: 'nope' }));
    expect(bad).toMatchObject({ code: 'invalid_input', field: 'email', rule: 'invalid_email' });
    const noName = await json(await put(`/api/clients/${customer.id}`, { ...CUSTOMER, first_name: ' ' }));
    expect(noName).toMatchObject({ field: 'first_name', rule: 'first_name_required' });
    const dial = await json(await put(`/api/clients/${customer.id}`, { ...CUSTOMER, phone_dial: '+44' }));
    expect(dial).toMatchObject({ field: 'phone_dial', rule: 'dial_code' });

    const missing = await put('/api/clients/9999', CUSTOMER);
    expect([missing.status, (await json(missing)).code]).toEqual([404, 'customer_not_found']);
    const admin = await put(`/api/clients/${customer.id}`, CUSTOMER, t.tokens.admin);
    expect([admin.status, (await json(admin)).code]).toEqual([403, 'forbidden']);
    expect((await t.call('PUT', `/api/clients/${customer.id}`, { body: CUSTOMER })).status).toBe(401);
    expect(
      (await firstRow(t.db.select().from(customers).where(eq(customers.id, customer.id)).limit(1)))
        ?.firstName,
    ).toBe('Test');
  });
});

describe('PUT /api/clients/:id/address', () => {
  it('creates the address when the customer has none, then updates the same row', async () => {
    t = await createTestApp();
    const customer = await insertCustomer(t.db);
    const created = await put(`/api/clients/${customer.id}/address`, ADDRESS);
    expect(created.status).toBe(200);
    expect(await json<AdminAddress>(created)).toEqual({
      line1: '10 Oak Ave',
      line2: '',
      city: 'Juarez',
      state: 'CHIH',
      zip_code: '',
      country: 'Mexico',
    });
    const updated = await put(`/api/clients/${customer.id}/address`, {
      line1: '22 Elm',
      line2: 'Apt 4',
      city: 'El Paso',
      state: 'TX',
      zip_code: '79901',
    });
    expect(await json<AdminAddress>(updated)).toEqual({
      line1: '22 Elm',
      line2: 'Apt 4',
      city: 'El Paso',
      state: 'TX',
      zip_code: '79901',
      country: 'USA',
    });
    const rows = await t.db.select().from(addresses).where(eq(addresses.customerId, customer.id));
    expect(rows).toHaveLength(1);
    const profile = await t.call('GET', `/api/clients/${customer.id}/profile`, { token: t.tokens.admin });
    expect(((await profile.json()) as { address: AdminAddress }).address.line1).toBe('22 Elm');
  });

  it('refuses bad input, unknown customers and the admin role', async () => {
    t = await createTestApp();
    const customer = await insertCustomer(t.db);
    const bad = await json(await put(`/api/clients/${customer.id}/address`, { ...ADDRESS, city: '' }));
    expect(bad).toMatchObject({ code: 'invalid_input', field: 'city', rule: 'city_required' });
    const notObject = await put(`/api/clients/${customer.id}/address`, 'text');
    expect(notObject.status).toBe(400);
    const missing = await put('/api/clients/9999/address', ADDRESS);
    expect([missing.status, (await json(missing)).code]).toEqual([404, 'customer_not_found']);
    expect((await put(`/api/clients/${customer.id}/address`, ADDRESS, t.tokens.admin)).status).toBe(403);
    expect((await t.call('PUT', `/api/clients/${customer.id}/address`, { body: ADDRESS })).status).toBe(401);
    expect(await t.db.select().from(addresses)).toEqual([]);
  });
});
