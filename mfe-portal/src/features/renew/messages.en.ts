/** /renew. Spanish: ./messages.es.ts, typed from this file. */
export const renewMessagesEn = {
  renew: {
    title: 'Renew your pass',
    signInIntro:
      'Sign in to renew: we e-mail a 6-digit code to the address on the pass. Paying for someone else? Ask them for the code.',
    summary: 'Your renewal',
    forPlate: 'Pass of plate {plate}.',
    period: 'New period: {start} through 23:45 on {end}.',
    amount: 'Total: {amount}',
    paid: 'Your pass is renewed',
    paidUntil: 'It is valid through 23:45 on {date}. We e-mailed you the receipt.',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/renew': typeof renewMessagesEn;
  }
}
