/** /admin/passes/cancellations. Spanish: ./messages.es.ts, typed from this file. */
export const cancellationsMessagesEn = {
  admin: {
    cancellations: {
      title: 'Cancellations',
      description:
        'Why owners cancel their pass in the portal. Taken-back cancellations are listed but not counted.',
      from: 'From',
      to: 'To',
      countsCaption: 'Cancellations by reason',
      reasonColumn: 'Reason',
      countColumn: 'Count',
      listCaption: 'Each cancellation',
      customer: 'Customer',
      plate: 'Plate',
      reason: 'Reason',
      lastDay: 'Last day',
      asked: 'Asked',
      status: 'Status',
      empty: 'No cancellations in these dates.',
      loadError: 'The cancellations could not be loaded. Try again.',
      reasons: {
        moving: 'Moving away',
        price: 'Price',
        other_parking: 'Found other parking',
        temporary_absence: 'Away for a while',
        other: 'Other',
      },
      statuses: { pending: 'Ends on its last day', ended: 'Ended', undone: 'Taken back' },
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/cancellations': typeof cancellationsMessagesEn;
  }
}
