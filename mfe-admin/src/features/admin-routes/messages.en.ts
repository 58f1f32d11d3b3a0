/** The admin area's not-found state. Spanish: ./messages.es.ts. */
export const adminRoutesMessagesEn = {
  admin: {
    notFound: {
      title: 'Page not found',
      message: 'This page is not available yet.',
      // Deliberately free of sidebar labels, so 'Plans & Items' or 'Customers' names one link only.
      link: 'Go to an available page',
    },
    refused: {
      title: 'That page is not open to your role',
      message: 'Your role ({role}) cannot open {page}; ask an admin if you need it.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/admin-routes': typeof adminRoutesMessagesEn;
  }
}
