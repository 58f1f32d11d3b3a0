import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCard, insertCustomer, insertInvoice, insertPass } from '../../../test/fixtures';
import { getJson } from '../../../test/get-json';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ClientProfile } from '../../contract/admin-customers';
import { addresses, invoices, subscriptions, vehicles } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

// 13:00 in the garage (America/Los_Angeles, daylight time) on 2026-03-10.
const NOW = new Date('2026-03-10T20:00:00Z');

const profile = (id: number, token: string = t.tokens.admin) =>
  getJson<ClientProfile>(t, `/api/clients/${id}/profile`, token);

describe('GET /api/clients/:id/profile', () => {
  it('shows the customer, address, vehicles and every field of each pass', async () => {
    t = await createTestApp({ now: () => NOW });
    const pass = await insertPass(t.db, {
      nextRenewalDate: '2026-03-15',
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      plate: 'ANA123',
      planId: 2,
    });
    const card = await insertCard(t.db, '777', { pass });
    await insertInvoice(t.db, pass);
    const expired = await insertPass(t.db, {
      nextRenewalDate: '2026-03-07',
      customerId: pass.customerId,
      plate: 'OLD999',
      statusKey: 'canceled',
    });
    await t.db
      .update(vehicles)
      .set({ status: 'banned', color: 'Red' })
      .where(eq(vehicles.id, expired.vehicleId));
    await t.db.insert(addresses).values({
      customerId: pass.customerId,
      line1: '1 Main St',
      city: 'El Paso',
      state: 'TX',
      zipCode: '79901',
    });

    const { status, body } = await profile(pass.customerId);
    expect(status).toBe(200);
    expect(body.customer).toMatchObject({
      id: pass.customerId,
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.com',
      language: 'en',
      invite_pending: false,
      erased_at: null,
    });
    expect(body.address).toEqual({
      line1: '1 Main St',
      line2: '',
      city: 'El Paso',
      state: 'TX',
      zip_code: '79901',
      country: 'USA',
    });
    expect(body.vehicles.map((v) => [v.plate, v.status, v.color])).toEqual([
      ['ANA123', 'active', null],
      ['OLD999', 'banned', 'Red'],
    ]);
    // Newest pass first.
    expect(body.subscriptions.map((s) => s.id)).toEqual([expired.id, pass.id]);
    expect(body.subscriptions[1]).toEqual({
      id: pass.id,
      client_id: pass.customerId,
      status_key: 'active',
      car_status_key: null,
      vehicle_type: 'car',
      make: 'Toyota',
      car_model: 'Corolla',
      car_id: pass.vehicleId,
      color: null,
      year: 2020,
      plate: 'ANA123',
      plate_state: null,
      added_plates: [],
      pending_cancel: null,
      card_id: card.id,
      card_code: '777',
      card_status_key: 'assigned',
      location_id: 1,
      location_name: 'Border Crossing Garage',
      autopay: false,
      autopay_consent: false,
      start_date: '2025-01-01',
      current_period_start: '2025-01-01',
      next_renewal_date: '2026-03-15',
      days_left: 5,
      discount_cycles_left: 0,
      type: 'autopay',
      plan_name: 'Monthly pass – Autopay',
      plan_name_es: 'Pase mensual – Pago automático',
      has_invoices: true,
      refund_cents: null,
      refund_request: null,
      customer_name: 'Ana Lopez',
      // Through 23:45 on the renewal date, Los Angeles; never at the gate yet.
      gate: { state: 'active', may_enter: true, valid_until: '2026-03-16T06:45:00.000Z', last_seen: null },
    });
    expect(body.subscriptions[0]).toMatchObject({
      // The vehicle's ban wins over the pass's own end.
      gate: { state: 'banned', may_enter: false },
      status_key: 'canceled',
      car_status_key: 'banned',
      days_left: -3,
      card_id: null,
      card_code: null,
      card_status_key: null,
      type: 'one_time',
      has_invoices: false,
    });
  });

  it('names the amount Refund and cancel would give back: the newest paid invoice the provider charged', async () => {
    t = await createTestApp({ now: () => NOW });
    const pass = await insertPass(t.db, { nextRenewalDate: '2026-03-15' });
    const charged = async (amountCents: number, statusKey: 'paid' | 'refunded' = 'paid') => {
      const invoice = await insertInvoice(t.db, pass, { amountCents, statusKey });
      await t.db
        .update(invoices)
        .set({ providerPaymentId: `pi_${invoice.id}` })
        .where(eq(invoices.id, invoice.id));
    };
    expect((await profile(pass.customerId)).body.subscriptions[0]?.refund_cents).toBeNull();
    await charged(9900);
    await charged(12500);
    await insertInvoice(t.db, pass, { amountCents: 500 });
    await charged(7000, 'refunded');
    expect((await profile(pass.customerId)).body.subscriptions[0]?.refund_cents).toBe(12500);
  });

  it('shows a customer with no pass, vehicle or address, and null days without a renewal date', async () => {
    t = await createTestApp({ now: () => NOW });
    const customer = await insertCustomer(t.db, { firstName: 'Solo', lastName: '' });
    expect((await profile(customer.id)).body).toMatchObject({
      customer: { id: customer.id, first_name: 'Solo' },
      address: null,
      subscriptions: [],
      vehicles: [],
    });
    const pass = await insertPass(t.db, { nextRenewalDate: null, statusKey: 'none' });
    const { body } = await profile(pass.customerId);
    expect(body.subscriptions[0]?.days_left).toBeNull();
    // Today is day 0 until 23:45 on the renewal date.
    await t.db
      .update(subscriptions)
      .set({ nextRenewalDate: '2026-03-10' })
      .where(eq(subscriptions.id, pass.id));
    expect((await profile(pass.customerId)).body.subscriptions[0]?.days_left).toBe(0);
  });

  it('answers 404 for an unknown customer, 400 for a bad id, 401 without a token', async () => {
    t = await createTestApp();
    const missing = await profile(9999);
    expect([missing.status, missing.body.code]).toEqual([404, 'customer_not_found']);
    expect((await profile(0)).status).toBe(400);
    expect((await t.call('GET', '/api/clients/1/profile')).status).toBe(401);
    const customer = await insertCustomer(t.db);
    // Both roles have profile_view (admin reads in view-only mode).
    expect((await profile(customer.id, t.tokens.ambassador)).status).toBe(200);
    const typed = await t
      .as(t.tokens.admin)
      .api.clients[':id'].profile.$get({ param: { id: String(customer.id) } });
    expect(typed.status).toBe(200);
  });
});
