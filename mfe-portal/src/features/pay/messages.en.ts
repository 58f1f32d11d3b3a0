/** /pay?token=. Spanish: ./messages.es.ts, typed from this file. */
export const payMessagesEn = {
  pay: {
    opening: 'Opening the secure page…',
    missing: 'Missing token',
    missingText: 'This link is incomplete. Open the whole link from the e-mail, or ask for a new one.',
    expired: 'Link expired',
    expiredText: 'This link has expired or was already used. Ask for a new one from the Payments page.',
    failed: 'The link could not be opened',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/pay': typeof payMessagesEn;
  }
}
