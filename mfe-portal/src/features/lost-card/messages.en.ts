/** /lost-card and /lost-card/checkout. Spanish: ./messages.es.ts, typed from this file. */
export const lostCardMessagesEn = {
  lostCard: {
    title: 'Lost access card',
    intro:
      'Sign in with the e-mail and plate of your pass: we e-mail you a 6-digit code. Then we block the lost card and issue you a new one.',
    feeTitle: 'Loss fee',
    forPlate: 'Replacement card for the pass of plate {plate}.',
    forCard: 'Replacement for access card {card}, of the pass of plate {plate}.',
    feeText: 'The replacement card costs {amount}. The lost card stops opening the gate as soon as you pay.',
    payFee: 'Pay {amount}',
    checkoutTitle: 'Pay the loss fee',
    paid: 'Fee paid',
    paidText: 'The lost card is blocked. Staff will give you a new card; we e-mailed you the receipt.',
    payWithSaved: 'Pay {amount} with {card}',
    savedCardHint: 'Charged now to the card saved on your pass. Nothing else changes.',
    useAnotherCard: 'Use another card',
    otherCardTitle: 'Pay with another card',
    savedCardDeclined:
      'Your saved card was declined: {reason} Pay with another card below; nothing was charged.',
    savedCardDeclinedPlain: 'Your saved card was declined. Pay with another card; nothing was charged.',
    savedCardNeedsAuthentication:
      'Your bank wants to confirm this payment with you, which it cannot do with a saved card. Pay with the card form below; nothing was charged.',
    noSavedCard: 'No card is saved on this pass any more. Pay with a card below.',
    replaceSavedCard:
      'Your saved card {card} was refused, and it is still the card saved on your pass. To save a card that works instead, change it (you type the card once more).',
    replaceSavedCardLink: 'Change my saved card',
    feeChanged: 'The fee is now {amount}. Check the new amount, then pay again; nothing was charged.',
    feeChangedPlain: 'The fee changed. Check the new amount, then pay again; nothing was charged.',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/lost-card': typeof lostCardMessagesEn;
  }
}
