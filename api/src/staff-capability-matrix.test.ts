import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPass } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { type Capability, can, ROLES, type Role } from './contract/capabilities';
import { returnedRow } from './db/rows';
import { cards } from './db/schema';

// Every staff endpoint (customers, passes, cards) against the one capability table (SPEC section 6): for each route
// and each caller (no token, admin, ambassador) the answer is 401, 403 or neither, as `can()` says.
// The expectations are computed from the table, so changing the table changes what is asserted.

type Ids = { client: number; vehicle: number; pass: number; card: number };
type Route = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (ids: Ids) => string;
  capability: Capability;
  body?: (ids: Ids) => unknown;
};

const ROUTES: readonly Route[] = [
  { name: 'client search', method: 'GET', path: () => '/api/clients/search?q=Test', capability: 'customers' },
  {
    name: 'client profile',
    method: 'GET',
    path: (i) => `/api/clients/${i.client}/profile`,
    capability: 'profile_view',
  },
  {
    name: 'customer edit',
    method: 'PUT',
    path: (i) => `/api/clients/${i.client}`,
    capability: 'profile_edit',
    body: () => ({
      first_name: 'Test',
      last_name: 'Driver',
      email: 'matrix@example.com',
      phone: '6641234567',
    }),
  },
  {
    name: 'address edit',
    method: 'PUT',
    path: (i) => `/api/clients/${i.client}/address`,
    capability: 'profile_edit',
    body: () => ({ addr1: '1 Main St', city: 'San Ysidro', state: 'CA', zip: '92173', country: 'USA' }),
  },
  {
    name: 'vehicle edit',
    method: 'PUT',
    path: (i) => `/api/vehicles/${i.vehicle}`,
    capability: 'profile_edit',
    body: () => ({ type: 'car', make: 'Toyota', model: 'Corolla', year: 2020, color: 'Blue' }),
  },
  {
    name: 'customer add',
    method: 'POST',
    path: () => '/api/clients',
    capability: 'customers_create',
    body: () => ({ first_name: 'Matrix' }),
  },
  {
    name: 'customer import',
    method: 'POST',
    path: () => '/api/clients/import',
    capability: 'customers_create',
    body: () => ({ csv: 'first_name,email\nAna,ana@example.com', dryRun: true }),
  },
  { name: 'passes list', method: 'GET', path: () => '/api/subscriptions', capability: 'passes' },
  {
    name: 'pending cars',
    method: 'GET',
    path: () => '/api/subscriptions/needs-card',
    capability: 'customers',
  },
  {
    name: 'pass invoices',
    method: 'GET',
    path: (i) => `/api/subscriptions/${i.pass}/invoices`,
    capability: 'profile_view',
  },
  {
    name: 'reactivation info',
    method: 'GET',
    path: (i) => `/api/subscriptions/${i.pass}/reactivation-info`,
    capability: 'profile_view',
  },
  {
    name: 'PATCH {card_id}',
    method: 'PATCH',
    path: (i) => `/api/subscriptions/${i.pass}`,
    capability: 'assign_card',
    body: (i) => ({ card_id: i.card }),
  },
  {
    name: 'PATCH {status_key}',
    method: 'PATCH',
    path: (i) => `/api/subscriptions/${i.pass}`,
    capability: 'status_edit',
    body: () => ({ status_key: 'inactive' }),
  },
  {
    name: 'PATCH {autopay}',
    method: 'PATCH',
    path: (i) => `/api/subscriptions/${i.pass}`,
    capability: 'profile_edit',
    body: () => ({ autopay: false }),
  },
  {
    name: 'refund and cancel',
    method: 'PATCH',
    path: (i) => `/api/subscriptions/${i.pass}/refund-cancel`,
    capability: 'refund_if_needed',
  },
  {
    name: 'cancel',
    method: 'POST',
    path: (i) => `/api/subscriptions/${i.pass}/cancel`,
    capability: 'profile_edit',
  },
  { name: 'ban', method: 'POST', path: (i) => `/api/subscriptions/${i.pass}/ban`, capability: 'ban_car' },
  {
    name: 'renewal e-mail',
    method: 'POST',
    path: (i) => `/api/subscriptions/${i.pass}/send-renewal-email`,
    capability: 'profile_edit',
  },
  { name: 'cards list', method: 'GET', path: () => '/api/cards', capability: 'cards' },
  {
    name: 'cards batch',
    method: 'POST',
    path: () => '/api/cards/bulk',
    capability: 'admin_panel',
    body: () => ({ location_id: 1, cards: ['9001'] }),
  },
  { name: 'card found', method: 'POST', path: (i) => `/api/cards/${i.card}/found`, capability: 'cards' },
  {
    name: 'location inventory',
    method: 'GET',
    path: () => '/api/locations/1/inventory',
    capability: 'admin_panel',
  },
  { name: 'waitlist', method: 'GET', path: () => '/api/waitlist', capability: 'waitlist' },
  {
    name: 'waitlist offer next',
    method: 'POST',
    path: () => '/api/waitlist/offer-next',
    capability: 'waitlist',
  },
  { name: 'waitlist remove', method: 'DELETE', path: () => '/api/waitlist/999', capability: 'waitlist' },
  {
    name: 'online sales limit',
    method: 'POST',
    path: () => '/api/locations/1/online-sales-spaces',
    capability: 'admin_panel',
    body: () => ({ online_sales_spaces: 40 }),
  },
  {
    name: 'refund approval threshold',
    method: 'POST',
    path: () => '/api/locations/1/online-sales-spaces',
    capability: 'refund_approve',
    body: () => ({ refund_approval_cents: 30_000 }),
  },
  {
    name: 'refund requests',
    method: 'GET',
    path: () => '/api/refund-requests',
    capability: 'refund_approve',
  },
  {
    name: 'refund approve',
    method: 'POST',
    path: () => '/api/refund-requests/999/approve',
    capability: 'refund_approve',
  },
  {
    name: 'refund decline',
    method: 'POST',
    path: () => '/api/refund-requests/999/decline',
    capability: 'refund_approve',
  },
  {
    name: 'customer export',
    method: 'GET',
    path: (i) => `/api/clients/${i.client}/export`,
    capability: 'privacy_requests',
  },
  {
    name: 'customer erase',
    method: 'POST',
    path: (i) => `/api/clients/${i.client}/erase`,
    capability: 'privacy_requests',
    // Another e-mail than the customer's: an allowed caller is refused (409), nothing is erased.
    body: () => ({ confirm_email: 'not-the-customer@example.com' }),
  },
];

const CALLERS = [null, ...ROLES] as const;

function expected(caller: Role | null, capability: Capability): '401' | '403' | 'allowed' {
  if (caller === null) return '401';
  return can(caller, capability) ? 'allowed' : '403';
}

describe('role x endpoint matrix (staff endpoints)', () => {
  let t: TestApp;
  let ids: Ids;
  beforeAll(async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const card = await returnedRow(
      t.db.insert(cards).values({ code: '8001', locationId: 1, statusKey: 'lost' }).returning(),
    );
    ids = { client: pass.customerId, vehicle: pass.vehicleId, pass: pass.id, card: card.id };
  });
  afterAll(() => t.cleanup());

  // Callers in this order, so a refused call never depends on what an allowed one changed.
  for (const route of ROUTES) {
    for (const caller of CALLERS) {
      const outcome = expected(caller, route.capability);
      it(`${route.name} (${route.capability}) as ${caller ?? 'nobody'}: ${outcome}`, async () => {
        const res = await t.call(route.method, route.path(ids), {
          ...(caller ? { token: t.tokens[caller] } : {}),
          ...(route.body ? { body: route.body(ids) } : {}),
        });
        if (outcome === 'allowed') {
          expect(res.status, await res.clone().text()).not.toBe(401);
          expect(res.status, await res.clone().text()).not.toBe(403);
        } else {
          expect(res.status).toBe(Number(outcome));
          const body = (await res.json()) as { error: string; code: string };
          expect(body.code).toBe(outcome === '401' ? 'unauthenticated' : 'forbidden');
          expect(body.error).toEqual(expect.any(String));
        }
      });
    }
  }

  it('covers every capability a staff action names, and both roles see at least one refusal', () => {
    const used = new Set(ROUTES.map((r) => r.capability));
    for (const capability of [
      'assign_card',
      'status_edit',
      'profile_edit',
      'refund_if_needed',
      'ban_car',
      'customers_create',
    ] as const) {
      expect(used.has(capability)).toBe(true);
    }
    for (const role of ROLES) expect(ROUTES.some((r) => !can(role, r.capability))).toBe(true);
  });
});
