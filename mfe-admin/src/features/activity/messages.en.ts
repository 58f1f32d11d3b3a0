/** Activity (/admin/activity): the record of staff actions. Spanish: ./messages.es.ts. */
export const activityMessagesEn = {
  admin: {
    activity: {
      title: 'Activity',
      description:
        'Every change staff made and every sign-in, newest first: who, what, before and after, from where. Nobody can edit or delete a row.',
      filters: {
        person: 'Person',
        personHint: 'Their username',
        action: 'Action',
        anyAction: 'All actions',
        customer: 'Customer number',
        from: 'From',
        to: 'To',
      },
      caption: 'Activity',
      empty: 'Nothing recorded yet.',
      emptyFiltered: 'Nothing matches these filters.',
      loadError: 'The activity could not be loaded.',
      more: 'Show older',
      downloadCsv: 'Download CSV',
      downloading: 'Preparing…',
      downloadFailed: 'The CSV could not be downloaded.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/activity': typeof activityMessagesEn;
  }
}
