/** Live count of online spaces on the landing page. Spanish: ./messages.es.ts, typed from this file. */
export const availabilityMessagesEn = {
  landing: {
    availability: {
      spacesOne: '1 space available online',
      spacesOther: '{count} spaces available online',
      none: 'No spaces available online right now',
      checking: 'Checking availability…',
      fullBadge: 'Full',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/availability': typeof availabilityMessagesEn;
  }
}
