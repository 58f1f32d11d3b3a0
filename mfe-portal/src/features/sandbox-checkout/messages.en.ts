/** /sandbox-checkout: the offline hosted card set-up page. Spanish: ./messages.es.ts. */
export const sandboxCheckoutMessagesEn = {
  sandboxCheckout: {
    title: 'Save your card',
    intro: 'This card is charged on each renewal date while autopay is on.',
    save: 'Save card',
    cancel: 'Cancel and go back',
    missing: 'This page needs a set-up session. Start again from the Payments page.',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/sandbox-checkout': typeof sandboxCheckoutMessagesEn;
  }
}
