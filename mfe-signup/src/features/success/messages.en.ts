/** /success: the pass after a purchase (SPEC sections 2 and 4). Spanish: ./messages.es.ts, typed from this file. */
export const successMessagesEn = {
  success: {
    title: 'Thank you for your purchase',
    titleNoPayment: 'No payment found',
    leadCharged: 'Your payment was received.',
    leadAutopay: 'Autopay is set up and your card is saved.',
    leadReceived: 'Your order was received.',
    noPaymentInformation: 'No payment information received',
    waiting: 'Getting your pass ready…',
    passTitle: 'Your monthly pass',
    plate: 'Plate',
    plan: 'Plan',
    planAutopay: 'Monthly pass with autopay',
    planOneTime: 'Monthly pass, paid once',
    amount: 'Amount paid',
    validity: 'Valid',
    validFromThrough: 'From {from} at {fromTime} through {through} at {throughTime}',
    autopayDiscountNoteOne: 'Autopay renews your pass on {date}. Your discount applies to the next renewal.',
    autopayDiscountNoteOther:
      'Autopay renews your pass on {date}. Your discount applies to the next {cycles} renewals.',
    autopayNote: 'Autopay renews your pass on {date}.',
    emailNote: 'We sent the receipt to {email}.',
    cardNote: 'Staff will set up your access card; bring the vehicle with this plate.',
    missingTitle: 'Payment received',
    refusedTitle: 'Payment refunded',
    missing:
      'Your payment was received. Your pass is still being set up, and the e-mail receipt will follow shortly.',
    home: 'Back to home',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/success': typeof successMessagesEn;
  }
}
