/** /change-card. Spanish: ./messages.es.ts, typed from this file. */
export const changeCardMessagesEn = {
  changeCard: {
    title: 'Change your card',
    signInIntro:
      'Sign in to change the card of your pass: enter its e-mail and plate, and we e-mail you a 6-digit code.',
    forPlate: 'New card for the pass of plate {plate}.',
    save: 'Save new card',
    done: 'Card changed',
    saved: 'Card ending {last4} is saved; your next autopay charge uses it.',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/change-card': typeof changeCardMessagesEn;
  }
}
