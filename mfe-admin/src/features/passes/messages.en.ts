/** The passes list (SPEC sections 2 'Subscriptions list' and 4). Spanish: ./messages.es.ts. */
export const passesMessagesEn = {
  admin: {
    passes: {
      title: 'Subscriptions',
      status: 'Status',
      search: 'Search',
      searchPlaceholder: 'Plate or customer',
      filters: {
        all: 'All',
        live: 'Live',
        expired: 'Expired',
        canceled: 'Canceled',
        refunded: 'Refunded',
        banned: 'Banned',
      },
      standing: {
        live: 'Live',
        expired: 'Expired',
        canceled: 'Canceled',
        refunded: 'Refunded',
        inactive: 'Inactive',
        banned: 'Banned',
        none: 'Sin suscripción',
      },
      caption: 'Subscriptions',
      columns: {
        id: '#',
        plate: 'Plate',
        status: 'Status',
        start: 'Start',
        currentPeriod: 'Current period',
        renewal: 'Renewal',
        customer: 'Customer',
        action: 'Action',
      },
      noRenewal: 'Ended — no renewal',
      view: 'View',
      viewPass: 'View the customer of plate {plate}',
      empty: 'No subscriptions found',
      loadError: 'Subscriptions could not be loaded.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/passes': typeof passesMessagesEn;
  }
}
