/** The card inventory and its Mark as Found dialog (SPEC sections 2 'Cards' and 8). Spanish: ./messages.es.ts. */
export const cardsMessagesEn = {
  admin: {
    cards: {
      title: 'Card Inventory',
      status: 'Status',
      search: 'Search',
      searchPlaceholder: 'Card # / Plate / Customer',
      statuses: {
        all: 'All',
        unassigned: 'Unassigned',
        assigned: 'Assigned',
        lost: 'Lost',
        replaced: 'Replaced',
      },
      badges: { unassigned: 'Unassigned', assigned: 'Assigned', lost: 'Lost', replaced: 'Replaced' },
      tiles: 'Cards by status',
      caption: 'Cards',
      columns: { code: 'Card #', plate: 'Plate', status: 'Status', customer: 'Customer', actions: 'Actions' },
      view: 'View',
      viewCard: 'View the customer of card {code}',
      markFound: 'Mark as Found',
      markFoundCard: 'Mark as Found: card {code}',
      empty: 'No cards found',
      loadError: 'Failed to load cards',
      foundTitle: 'Mark as Found?',
      foundMessage:
        'Card {code} returns to the inventory as unassigned, and its links to earlier passes are cleared.',
      foundConfirm: 'Yes, mark as found',
      foundCancel: 'Cancel',
      foundDone: 'Card returned to inventory 🎉',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/cards': typeof cardsMessagesEn;
  }
}
