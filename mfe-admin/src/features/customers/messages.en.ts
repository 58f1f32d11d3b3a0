/** The customers page: search and pending cars (SPEC section 2). Spanish: ./messages.es.ts. */
export const customersMessagesEn = {
  admin: {
    customers: {
      title: 'Customers',
      searchLabel: 'Search customers',
      searchHint: 'Name, e-mail, card number or plate; at least 3 characters, then Enter.',
      search: 'Search',
      tooShort: 'Type at least 3 characters.',
      resultsHeading: 'Results',
      noResults: 'No customer found with that data.',
      columns: {
        firstName: 'First name',
        lastName: 'Last name',
        cardCode: 'Card code',
        plate: 'Plate',
        action: 'Action',
      },
      view: 'View',
      viewCustomer: 'View {name}',
      noSubscription: 'No subscription',
      pendingHeading: 'Pending cars',
      noPending: 'No pending cars',
      searchError: 'Search failed',
      pendingError: 'Pending cars could not be loaded',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/customers': typeof customersMessagesEn;
  }
}
