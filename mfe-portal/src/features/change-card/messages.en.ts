/** /change-card. Spanish: ./messages.es.ts, typed from this file. */
export const changeCardMessagesEn = {
  changeCard: {
    title: 'Change your card',
    signInIntro:
      'Sign in to change the card of your pass: enter its e-mail and plate, and we e-mail you a 6-digit code.',
    forPlate: 'New card for the pass of plate {plate}.',
    save: 'Save new card',
    done: 'Card changed',
    doneCharged: 'Card changed and renewal paid',
    saved: 'Card ending {last4} is saved; your next autopay charge uses it.',
    savedNext: 'Card ending {last4} is saved. Your next automatic charge is {amount} on {date}.',
    chargedNow:
      'We charged {amount} to card ending {last4} just now, for the renewal your old card could not pay.',
    nextCharge: 'Your next automatic charge is {amount} on {date}.',
    chargeDeclined:
      'Card ending {last4} is saved, but its bank declined the {amount} renewal we charged to it just now. Try another card.',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/change-card': typeof changeCardMessagesEn;
  }
}
