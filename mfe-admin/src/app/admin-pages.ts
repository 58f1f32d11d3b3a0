import type { AdminPage } from '../features/admin-routes/admin-route-table';

/**
 * Every admin page, registered once: path, the feature a role needs (SPEC section 2 'Admin'), its
 * sidebar place and its code. The router, the feature checks and the sidebar all read this list, in
 * this order (the sidebar's, per SPEC). Adding a page is one entry here. A page without `load` is not
 * built yet and shows the not-found state, never a mock screen.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { id: 'customers', title: 'Customers', path: '/admin/customers', feature: 'customers', sidebar: {} },
  {
    id: 'customer-profile',
    title: 'Customer profile',
    path: '/admin/customers/:id',
    feature: 'profile_view',
  },
  {
    id: 'passes',
    title: 'Subscriptions',
    path: '/admin/passes',
    feature: 'passes',
    sidebar: { group: 'Passes' },
  },
  {
    id: 'sales-history',
    title: 'Sales History',
    path: '/admin/passes/history',
    feature: 'sales_history',
    sidebar: { group: 'Passes' },
  },
  { id: 'cards', title: 'Inventory', path: '/admin/cards', feature: 'cards', sidebar: { group: 'Cards' } },
  {
    id: 'cards-new-batch',
    title: 'Add Batch',
    path: '/admin/cards/new-batch',
    feature: 'admin_panel',
    sidebar: { group: 'Cards' },
  },
  { id: 'payments', title: 'Payments', path: '/admin/payments', feature: 'payments', sidebar: {} },
  { id: 'checklist', title: 'Checklist', path: '/admin/checklist', feature: 'events', sidebar: {} },
  {
    id: 'plans',
    title: 'Plans & Items',
    path: '/admin/plans',
    feature: 'admin',
    sidebar: {},
    load: () => import('../features/plans/plans-page').then((module) => ({ default: module.PlansPage })),
  },
];
