import { type AdminPage, EVERY_STAFF_MEMBER } from '../features/admin-routes/admin-route-table';

/**
 * Every admin page, registered once: path, the feature a role needs (SPEC section 2 'Admin'), its
 * sidebar place and its code. The router, the feature checks and the sidebar all read this list, in
 * this order (the sidebar's, per SPEC). Adding a page is one entry here. A page without `load` is not
 * built yet and shows the not-found state, never a mock screen.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    id: 'customers',
    title: 'admin.sidebar.customers',
    path: '/admin/customers',
    feature: 'customers',
    sidebar: {},
    load: () =>
      import(/* webpackChunkName: "page-customers" */ './customers-entry').then((module) => ({
        default: module.CustomersEntry,
      })),
  },
  {
    id: 'customer-profile',
    title: 'admin.sidebar.customerProfile',
    path: '/admin/customers/:id',
    feature: 'profile_view',
    load: () =>
      import(
        /* webpackChunkName: "page-customer-profile" */ '../features/customer-profile/customer-profile-page'
      ).then((module) => ({
        default: module.CustomerProfilePage,
      })),
  },
  {
    id: 'customers-import',
    title: 'admin.customerImport.importCustomers',
    path: '/admin/customers/import',
    feature: 'customers_create',
    load: () =>
      import(
        /* webpackChunkName: "page-customers-import" */ '../features/customer-import/import-customers-page'
      ).then((module) => ({
        default: module.ImportCustomersPage,
      })),
  },
  {
    id: 'passes',
    title: 'admin.sidebar.subscriptions',
    path: '/admin/passes',
    feature: 'passes',
    sidebar: { group: 'admin.sidebar.passes' },
    load: () =>
      import(/* webpackChunkName: "page-passes" */ '../features/passes/passes-page').then((module) => ({
        default: module.PassesPage,
      })),
  },
  {
    id: 'sales-history',
    title: 'admin.sidebar.salesHistory',
    path: '/admin/passes/history',
    feature: 'sales_history',
    sidebar: { group: 'admin.sidebar.passes' },
    load: () =>
      import(
        /* webpackChunkName: "page-sales-history" */ '../features/sales-history/sales-history-page'
      ).then((module) => ({
        default: module.SalesHistoryPage,
      })),
  },
  {
    id: 'cancellations',
    title: 'admin.cancellations.title',
    path: '/admin/passes/cancellations',
    feature: 'revenue_view',
    sidebar: { group: 'admin.sidebar.passes' },
    load: () =>
      import(
        /* webpackChunkName: "page-cancellations" */ '../features/cancellations/cancellations-page'
      ).then((module) => ({
        default: module.CancellationsPage,
      })),
  },
  {
    id: 'pause-rules',
    title: 'admin.pauseRules.title',
    path: '/admin/passes/pause-rules',
    feature: 'admin_panel',
    sidebar: { group: 'admin.sidebar.passes' },
    load: () =>
      import(/* webpackChunkName: "page-pause-rules" */ '../features/pause-rules/pause-rules-page').then(
        (module) => ({
          default: module.PauseRulesPage,
        }),
      ),
  },
  {
    id: 'cards',
    title: 'admin.sidebar.inventory',
    path: '/admin/cards',
    feature: 'cards',
    sidebar: { group: 'admin.sidebar.cards' },
    load: () =>
      import(/* webpackChunkName: "page-cards" */ '../features/cards/cards-page').then((module) => ({
        default: module.CardsPage,
      })),
  },
  {
    id: 'cards-new-batch',
    title: 'admin.sidebar.addBatch',
    path: '/admin/cards/new-batch',
    feature: 'admin_panel',
    sidebar: { group: 'admin.sidebar.cards' },
    load: () =>
      import(/* webpackChunkName: "page-cards-new-batch" */ '../features/cards-batch/cards-batch-page').then(
        (module) => ({
          default: module.CardsBatchPage,
        }),
      ),
  },
  {
    id: 'payments',
    title: 'admin.sidebar.payments',
    path: '/admin/payments',
    feature: 'payments',
    sidebar: {},
    load: () =>
      import(/* webpackChunkName: "page-payments" */ '../features/payments/payments-page').then((module) => ({
        default: module.PaymentsPage,
      })),
  },
  {
    id: 'waitlist',
    title: 'admin.sidebar.waitlist',
    path: '/admin/waitlist',
    feature: 'waitlist',
    sidebar: {},
    load: () =>
      import(/* webpackChunkName: "page-waitlist" */ '../features/waitlist/waitlist-page').then((module) => ({
        default: module.WaitlistPage,
      })),
  },
  {
    id: 'gate-decisions',
    title: 'admin.sidebar.gateDecisions',
    path: '/admin/gate/decisions',
    feature: 'gate_view',
    sidebar: { group: 'admin.sidebar.gate' },
    load: () =>
      import(
        /* webpackChunkName: "page-gate-decisions" */ '../features/gate-decisions/gate-decisions-page'
      ).then((module) => ({ default: module.GateDecisionsPage })),
  },
  {
    id: 'gate-devices',
    title: 'admin.sidebar.gateDevices',
    path: '/admin/gate/devices',
    feature: 'gate_devices',
    sidebar: { group: 'admin.sidebar.gate' },
    load: () =>
      import(/* webpackChunkName: "page-gate-devices" */ '../features/gate-devices/gate-devices-page').then(
        (module) => ({ default: module.GateDevicesPage }),
      ),
  },
  {
    id: 'checklist',
    title: 'admin.sidebar.checklist',
    path: '/admin/checklist',
    feature: 'events',
    sidebar: {},
    // The staff dashboard (/admin/dashboard lands here): the checklist, with who is inside the garage.
    load: () =>
      import(/* webpackChunkName: "page-checklist" */ './checklist-entry').then((module) => ({
        default: module.ChecklistEntry,
      })),
  },
  {
    id: 'plans',
    title: 'admin.sidebar.plans',
    path: '/admin/plans',
    feature: 'admin',
    sidebar: {},
    load: () =>
      import(/* webpackChunkName: "page-plans" */ '../features/plans/plans-page').then((module) => ({
        default: module.PlansPage,
      })),
  },
  {
    id: 'garage-details',
    title: 'admin.sidebar.garageDetails',
    path: '/admin/garage-details',
    feature: 'garage_details',
    sidebar: {},
    load: () =>
      import(
        /* webpackChunkName: "page-garage-details" */ '../features/garage-details/garage-details-page'
      ).then((module) => ({ default: module.GarageDetailsPage })),
  },
  {
    id: 'activity',
    title: 'admin.sidebar.activity',
    path: '/admin/activity',
    feature: 'audit_view',
    sidebar: {},
    load: () =>
      import(/* webpackChunkName: "page-activity" */ '../features/activity/activity-page').then((module) => ({
        default: module.ActivityPage,
      })),
  },
  {
    id: 'staff-users',
    title: 'admin.sidebar.staff',
    path: '/admin/staff',
    feature: 'staff_users',
    sidebar: {},
    load: () =>
      import(/* webpackChunkName: "page-staff-users" */ '../features/staff-users/staff-users-page').then(
        (module) => ({ default: module.StaffUsersPage }),
      ),
  },
  {
    id: 'account',
    title: 'admin.sidebar.account',
    path: '/admin/account',
    feature: EVERY_STAFF_MEMBER,
    sidebar: {},
    // Also where the shell sends a person who still owes set-up (a new password, a second factor).
    load: () =>
      import(/* webpackChunkName: "page-account" */ '../features/account/account-page').then((module) => ({
        default: module.AccountPage,
      })),
  },
];
