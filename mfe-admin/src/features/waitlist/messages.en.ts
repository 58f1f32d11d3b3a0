/** The staff waitlist screen (/admin/waitlist). Spanish: ./messages.es.ts. */
export const waitlistMessagesEn = {
  admin: {
    waitlist: {
      title: 'Waitlist',
      description:
        'People waiting for a space, in line order. When a space frees up, the first confirmed person gets an e-mail and the space is held for them for {hours} hours.',
      offerNext: 'Send next offer now',
      offerSent: 'Offer sent to {email}.',
      tiles: 'Waitlist summary',
      waiting: 'Waiting',
      offersOut: 'Offers out',
      averageWait: 'Average wait',
      spacesFree: 'Free spaces',
      days: '{days} days',
      caption: 'Waitlist entries',
      empty: 'Nobody is on the waitlist.',
      loadError: 'The waitlist could not be loaded.',
      columns: {
        position: 'Place',
        name: 'Name',
        email: 'E-mail',
        plate: 'Plate',
        status: 'Status',
        joined: 'Joined',
        actions: 'Actions',
      },
      statuses: {
        unconfirmed: 'Not confirmed yet',
        waiting: 'Waiting · #{position}',
        offered: 'Offered until {time}',
        bought: 'Bought',
        expired: 'Offer expired',
        left: 'Left',
        removed: 'Removed',
      },
      remove: 'Remove',
      removeEntry: 'Remove {email} from the waitlist',
      removeDialog: {
        title: 'Remove from the waitlist?',
        message: '{email} will be taken off the list. A space held for them is offered to the next person.',
        confirm: 'Remove',
        cancel: 'Keep',
      },
      removed: '{email} was removed from the waitlist.',
      errors: {
        noSpace:
          'No space is free to offer: every online space is sold, held or already offered. Raise the online limit or wait for a pass to end.',
        empty: 'Nobody confirmed is waiting on the list, so there is no one to offer a space to.',
        notFound: 'This entry is no longer on the waitlist. The list has been refreshed.',
      },
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/waitlist': typeof waitlistMessagesEn;
  }
}
