/** /sandbox-invoice: the offline hosted invoice page (3-D Secure for a renewal). Spanish: ./messages.es.ts. */
export const sandboxInvoiceMessagesEn = {
  sandboxInvoice: {
    title: 'Confirm your payment',
    intro: 'Your bank asks you to confirm this autopay charge for your monthly pass.',
    amount: 'Amount: {amount}',
    confirm: 'Confirm with my bank',
    paid: 'Thank you: the payment is confirmed and your pass is renewed.',
    failed: 'Your bank did not confirm the payment. Try again, or change your card in the Payments page.',
    missing: 'This page needs an invoice. Open the link in our e-mail again.',
    back: 'Go to the Payments page',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/sandbox-invoice': typeof sandboxInvoiceMessagesEn;
  }
}
