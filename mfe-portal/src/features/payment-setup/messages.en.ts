/** /payment-setup. Spanish: ./messages.es.ts, typed from this file. */
export const paymentSetupMessagesEn = {
  paymentSetup: {
    title: 'Card set-up',
    done: 'All set',
    autopayOn: 'Autopay is on. Your card will be charged on {date}.',
    newCard: 'Card ending {last4} is saved for your next charges.',
    open: 'The card set-up was not finished. Nothing changed.',
    missing: 'This page needs the set-up session from the payment page.',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/payment-setup': typeof paymentSetupMessagesEn;
  }
}
