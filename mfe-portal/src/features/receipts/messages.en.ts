/** /receipts. Spanish: ./messages.es.ts, typed from this file. */
export const receiptsMessagesEn = {
  receipts: {
    title: 'Your receipts',
    signInIntro:
      'Sign in to see the receipts of your pass: enter its e-mail and plate, and we e-mail you a 6-digit code.',
    listTitle: 'Payments of this pass',
    none: 'This pass has no payments yet.',
    number: 'Receipt {number}',
    period: 'Period: {start} to {end}',
    amount: 'Amount: {amount}',
    discount: 'Discount: {amount}',
    refunded: 'Refunded: {amount}',
    card: 'Paid with {card}',
    status: {
      paid: 'Paid',
      refunded: 'Refunded',
      failed: 'Failed',
      void: 'Void',
    },
    download: 'Download receipt {number} (PDF)',
    nextCharge: 'Next automatic charge: {amount} on {date}.',
    back: 'Back to your pass',
    link: 'Receipts: every payment, as a PDF',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/receipts': typeof receiptsMessagesEn;
  }
}
