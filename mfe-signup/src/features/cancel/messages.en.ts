/** /cancel: the visitor left the card payment provider's page without paying. Spanish: ./messages.es.ts, typed from this file. */
export const cancelMessagesEn = {
  paymentCancel: {
    title: 'Payment cancelled',
    message: 'Your payment was cancelled. No charge was made to your card.',
    retryHint: 'You can start again from the home page whenever you are ready.',
    home: 'Back to home',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/cancel': typeof cancelMessagesEn;
  }
}
