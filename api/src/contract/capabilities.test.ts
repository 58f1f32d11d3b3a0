import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_TABLE, type Capability, can } from './capabilities';

// SPEC section 6, line by line.
describe('capability table (SPEC section 6)', () => {
  it('admin: wildcard true', () => {
    expect(CAPABILITY_TABLE.admin.wildcard).toBe(true);
  });

  it('admin: allowed dashboard, customers, profile_view, events, admin_panel, checklist_view, revenue_view', () => {
    expect([...CAPABILITY_TABLE.admin.allowed].sort()).toEqual(
      [
        'dashboard',
        'customers',
        'profile_view',
        'events',
        'admin_panel',
        'checklist_view',
        'revenue_view',
      ].sort(),
    );
  });

  it('admin: denied status_edit, profile_edit, assign_card, refund_if_needed, ban_car', () => {
    expect([...CAPABILITY_TABLE.admin.denied].sort()).toEqual(
      ['status_edit', 'profile_edit', 'assign_card', 'refund_if_needed', 'ban_car'].sort(),
    );
  });

  it('ambassador: allowed passes, cards, payments, dashboard, customers, profile_view, profile_edit, assign_card, refund_if_needed, ban_car (and waitlist, customers_create, gate_view, beyond SPEC)', () => {
    expect([...CAPABILITY_TABLE.ambassador.allowed].sort()).toEqual(
      [
        'passes',
        'cards',
        'payments',
        'dashboard',
        'customers',
        'profile_view',
        'profile_edit',
        'assign_card',
        'refund_if_needed',
        'ban_car',
        'waitlist',
        'customers_create',
        'gate_view',
      ].sort(),
    );
  });

  it('ambassador: denied checklist_view, revenue_view, gate_devices; anything else denied', () => {
    expect([...CAPABILITY_TABLE.ambassador.denied].sort()).toEqual(
      ['checklist_view', 'revenue_view', 'gate_devices'].sort(),
    );
    expect(CAPABILITY_TABLE.ambassador.wildcard).toBe(false);
  });

  it('names every route feature of the admin area', () => {
    const features: Capability[] = [
      'customers',
      'profile_view',
      'passes',
      'sales_history',
      'cards',
      'admin_panel',
      'payments',
      'admin',
      'events',
      'waitlist',
    ];
    for (const feature of features) expect(CAPABILITIES).toContain(feature);
  });
});

describe('can()', () => {
  const expected: Record<'admin' | 'ambassador', Record<Capability, boolean>> = {
    admin: {
      customers: true,
      profile_view: true,
      passes: true,
      sales_history: true,
      cards: true,
      admin_panel: true,
      payments: true,
      admin: true,
      events: true,
      dashboard: true,
      checklist_view: true,
      revenue_view: true,
      status_edit: false,
      profile_edit: false,
      assign_card: false,
      refund_if_needed: false,
      ban_car: false,
      waitlist: true,
      customers_create: true,
      gate_devices: true,
      gate_view: true,
      staff_users: true,
      audit_view: true,
      refund_approve: true,
      privacy_requests: true,
      garage_details: true,
    },
    ambassador: {
      customers: true,
      profile_view: true,
      passes: true,
      sales_history: false,
      cards: true,
      admin_panel: false,
      payments: true,
      admin: false,
      events: false,
      dashboard: true,
      checklist_view: false,
      revenue_view: false,
      status_edit: false,
      profile_edit: true,
      assign_card: true,
      refund_if_needed: true,
      ban_car: true,
      waitlist: true,
      customers_create: true,
      gate_devices: false,
      gate_view: true,
      staff_users: false,
      audit_view: false,
      refund_approve: false,
      privacy_requests: false,
      garage_details: false,
    },
  };

  for (const role of ['admin', 'ambassador'] as const) {
    for (const capability of CAPABILITIES) {
      it(`${role} ${expected[role][capability] ? 'may' : 'may not'} use ${capability}`, () => {
        expect(can(role, capability)).toBe(expected[role][capability]);
      });
    }
  }

  it('gives a manager every capability either the admin or the ambassador holds, and only those', () => {
    for (const capability of CAPABILITIES) {
      expect(can('manager', capability)).toBe(can('admin', capability) || can('ambassador', capability));
    }
  });

  it('denies everything to an absent or unknown role', () => {
    for (const capability of CAPABILITIES) {
      expect(can(null, capability)).toBe(false);
      expect(can(undefined, capability)).toBe(false);
      expect(can('superuser', capability)).toBe(false);
      expect(can('', capability)).toBe(false);
    }
  });
});
