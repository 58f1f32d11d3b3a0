import type { Capability } from 'api/contract/capabilities';

/** One admin page and the feature (SPEC section 2 'Admin') a role needs to open it. */
export type AdminRoute = {
  id: AdminRouteId;
  /** Absolute path pattern, in react-router syntax. */
  path: string;
  feature: Capability;
  /** Page name, used in links to it. */
  title: string;
};

export type AdminRouteId =
  | 'customers'
  | 'customer-profile'
  | 'passes'
  | 'sales-history'
  | 'cards'
  | 'cards-new-batch'
  | 'payments'
  | 'plans'
  | 'checklist';

export const ADMIN_BASE = '/admin';
export const ADMIN_CUSTOMERS_PATH = '/admin/customers';
export const ADMIN_CHECKLIST_PATH = '/admin/checklist';

/** Where /admin and the legacy /admin/dashboard send a visitor before the feature check. */
export const ADMIN_DEFAULT_PATH = ADMIN_CHECKLIST_PATH;

/** Paths that only forward to the default page. */
export const ADMIN_ALIASES: readonly string[] = [ADMIN_BASE, '/admin/dashboard'];

/** Query parameter that opens a customer's profile on /admin/customers (SPEC: "or client query"). */
export const CLIENT_QUERY_PARAM = 'client';

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { id: 'customers', title: 'Customers', path: '/admin/customers', feature: 'customers' },
  {
    id: 'customer-profile',
    title: 'Customer profile',
    path: '/admin/customers/:id',
    feature: 'profile_view',
  },
  { id: 'passes', title: 'Subscriptions', path: '/admin/passes', feature: 'passes' },
  { id: 'sales-history', title: 'Sales History', path: '/admin/passes/history', feature: 'sales_history' },
  { id: 'cards', title: 'Inventory', path: '/admin/cards', feature: 'cards' },
  { id: 'cards-new-batch', title: 'Add Batch', path: '/admin/cards/new-batch', feature: 'admin_panel' },
  { id: 'payments', title: 'Payments', path: '/admin/payments', feature: 'payments' },
  { id: 'plans', title: 'Plans & Items', path: '/admin/plans', feature: 'admin' },
  { id: 'checklist', title: 'Checklist', path: '/admin/checklist', feature: 'events' },
];

/** Landing pages tried in order for a visitor who may not open the page asked for (SPEC section 4). */
export const ADMIN_FALLBACKS: readonly { path: string; feature: Capability }[] = [
  { path: ADMIN_CUSTOMERS_PATH, feature: 'customers' },
  { path: ADMIN_CHECKLIST_PATH, feature: 'events' },
];

/** Where a visitor with no admin page at all ends up. */
export const OUTSIDE_ADMIN_PATH = '/';
