// The one capability table (SPEC section 6). The API enforces it and the UI reads it, so this
// file must stay browser-safe: no node imports, no server code.

// A manager holds both sets: an owner who runs the office and also serves customers at the desk.
export const ROLES = ['admin', 'ambassador', 'manager'] as const;
export type Role = (typeof ROLES)[number];

export const CAPABILITIES = [
  // Features that gate admin sections (routes).
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
  // Finer-grained actions and views.
  'dashboard',
  'checklist_view',
  'revenue_view',
  'status_edit',
  'profile_edit',
  'assign_card',
  'refund_if_needed',
  'ban_car',
  // Adding existing parkers (one by one or from a CSV file).
  'customers_create',
  // The gate (docs/decisions/gate-access-feed.md): registering devices and their keys, the location's
  // anti-passback; and reading the gate's decisions and who is inside.
  'gate_devices',
  'gate_view',
  // Staff accounts (docs/decisions/staff-accounts.md): invite, role, disable, reset links.
  'staff_users',
  // The record of every staff action and security event, and its CSV export.
  'audit_view',
  // Approving or declining a refund above the threshold someone else asked for; setting the threshold.
  'refund_approve',
  // A customer's privacy requests: export everything held, erase on request.
  'privacy_requests',
  // The garage's legal name, address, tax id and office contact (docs/decisions/garage-details.md).
  'garage_details',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export type RoleRule = {
  /** Answer for any capability the role does not list. */
  readonly wildcard: boolean;
  readonly allowed: readonly Capability[];
  readonly denied: readonly Capability[];
};

export const CAPABILITY_TABLE: Readonly<Record<Role, RoleRule>> = {
  admin: {
    wildcard: true,
    allowed: [
      'dashboard',
      'customers',
      'profile_view',
      'events',
      'admin_panel',
      'checklist_view',
      'revenue_view',
    ],
    denied: ['status_edit', 'profile_edit', 'assign_card', 'refund_if_needed', 'ban_car'],
  },
  ambassador: {
    wildcard: false,
    allowed: [
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
      // Not in SPEC: staff at the desk bring existing parkers in (admin has it through its wildcard).
      'customers_create',
      // The desk answers "why did the gate not open?" and sees how full the garage is.
      'gate_view',
    ],
    denied: ['checklist_view', 'revenue_view', 'gate_devices'],
  },
  // The union of the admin's and the ambassador's sets: everything but what neither holds.
  manager: { wildcard: true, allowed: [], denied: ['status_edit'] },
};

export function isRole(value: unknown): value is Role {
  // Stryker disable next-line ConditionalExpression: equivalent, includes() never matches a non-string.
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Listed for the role -> that answer; else the role's wildcard; unknown or absent role -> false. */
export function can(role: string | null | undefined, capability: Capability): boolean {
  if (!isRole(role)) return false;
  const rule = CAPABILITY_TABLE[role];
  if (rule.allowed.includes(capability)) return true;
  if (rule.denied.includes(capability)) return false;
  return rule.wildcard;
}
