/** The admin layout: phone menu, sidebar (SPEC section 2), signed-in user, logout. Spanish: ./messages.es.ts. */
export const adminLayoutMessagesEn = {
  admin: {
    layout: {
      menu: 'Admin menu',
      navLabel: 'Admin',
      signedInAs: 'Signed in as',
      logout: 'Logout',
      logoutDialog: {
        title: 'Log out?',
        message: 'You will need to sign in again to use the admin area.',
        confirm: 'Log out',
      },
      roles: { admin: 'Admin', ambassador: 'Ambassador', manager: 'Manager', none: 'No role' },
    },
    sidebar: {
      customers: 'Customers',
      passes: 'Passes',
      subscriptions: 'Subscriptions',
      salesHistory: 'Sales History',
      cards: 'Cards',
      inventory: 'Inventory',
      addBatch: 'Add Batch',
      payments: 'Payments',
      checklist: 'Checklist',
      plans: 'Plans & Items',
      garageDetails: 'Garage details',
      customerProfile: 'Customer profile',
      waitlist: 'Waitlist',
      gate: 'Gate',
      gateDecisions: 'Gate decisions',
      gateDevices: 'Gate devices',
      activity: 'Activity',
      staff: 'Staff',
      account: 'My account',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/admin-layout': typeof adminLayoutMessagesEn;
  }
}
