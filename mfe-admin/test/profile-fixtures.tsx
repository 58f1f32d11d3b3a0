// Tests only: a customer profile as the API answers it, and the fake API and render the profile tests share.
import { render, screen } from '@testing-library/react';
import type { ClientProfile, ProfileInvoice, ProfileSubscription } from 'api/contract/admin-customers';
import type { Card } from 'api/contract/cards';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { CustomerProfilePage } from '../src/features/customer-profile/customer-profile-page';
import { type FakeCall, type FakeRoute, stubApi } from './fake-api';
import { WithQueryClient } from './query-client';

export const pass: ProfileSubscription = {
  id: 9,
  client_id: 4,
  status_key: 'active',
  car_status_key: null,
  vehicle_type: 'car',
  make: 'Toyota',
  car_model: 'Corolla',
  car_id: 21,
  color: 'Blue',
  year: 2019,
  plate: 'ABC123',
  plate_state: 'US-CA',
  added_plates: [],
  pending_cancel: null,
  card_id: null,
  card_code: null,
  card_status_key: null,
  location_id: 1,
  location_name: 'Main garage',
  autopay: true,
  autopay_consent: true,
  start_date: '2026-11-01',
  current_period_start: '2026-11-01',
  next_renewal_date: '2026-12-01',
  days_left: 8,
  discount_cycles_left: 2,
  type: 'autopay',
  plan_name: 'Monthly autopay',
  plan_name_es: 'Pago automático mensual',
  has_invoices: true,
  refund_cents: 25000,
  refund_request: null,
  customer_name: 'Ana Ruiz',
  gate: { state: 'active', may_enter: true, valid_until: '2026-12-09T07:45:00.000Z', last_seen: null },
};
export const profile: ClientProfile = {
  customer: {
    id: 4,
    first_name: 'Ana',
    last_name: 'Ruiz',
    email: 'ana@example.com',
    phone_dial: '+1',
    phone: '5551234',
    language: 'en',
    invite_pending: false,
    erased_at: null,
    created_at: '2026-11-01T10:00:00Z',
  },
  address: { line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', zip_code: '78701', country: 'USA' },
  subscriptions: [pass],
  vehicles: [],
};
export const invoice: ProfileInvoice = {
  id: 70,
  paid_at: '2026-11-01T18:00:00Z',
  created_at: '2026-11-01T18:00:00Z',
  amount_cents: 25000,
  status_key: 'paid',
  concept: 'Monthly autopay',
};
export const card = (id: number, code: string): Card => ({
  id,
  code,
  serial_number: null,
  plate: null,
  status_key: 'unassigned',
  customer_name: null,
  subscription_id: null,
  client_id: null,
  location_id: 1,
});
export const noPrevious = {
  has_prev: false,
  prev_card_id: null,
  previous_card: null,
  can_assign_same: false,
};

/** The profile's reads answered as by a working API; `routes` may be changed by the test. */
export function stubProfileApi(): { routes: Record<string, FakeRoute>; calls: FakeCall[] } {
  const routes: Record<string, FakeRoute> = {
    'GET /api/clients/4/profile': { status: 200, body: profile },
    'GET /api/subscriptions/9/invoices': { status: 200, body: [invoice] },
    'GET /api/subscriptions/9/reactivation-info': { status: 200, body: noPrevious },
    'GET /api/cards?status=unassigned&locationId=1&limit=20': {
      status: 200,
      body: [card(1, '0101'), card(2, '0102')],
    },
  };
  const calls = stubApi(routes);
  Element.prototype.scrollIntoView = vi.fn();
  return { routes, calls };
}

export function renderProfile(path = '/admin/customers/4') {
  return render(
    <WithQueryClient>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/customers/:id" element={<CustomerProfilePage />} />
          <Route path="/admin/customers" element={<CustomerProfilePage />} />
        </Routes>
        <ToastHost />
      </MemoryRouter>
    </WithQueryClient>,
  );
}

/** The section of one pass, by its heading. */
export const section = async (name = 'Toyota Corolla · ABC123') =>
  screen.findByRole('region', { name }).catch(async () => {
    const heading = await screen.findByRole('heading', { name });
    return heading.closest('section') as HTMLElement;
  });

export const sentIn = (calls: FakeCall[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);
