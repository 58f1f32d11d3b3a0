/** The embedded card form of /checkout (Stripe Elements or the offline sandbox). Spanish: ./messages.es.ts, typed from this file. */
export const paymentFormMessagesEn = {
  paymentForm: {
    unavailable: 'The payment form could not be loaded.',
    card: {
      legend: 'Card',
      sandboxNote: 'Test mode: no real card is charged. Use a test card such as 4242 4242 4242 4242.',
      number: 'Card number',
      expiry: 'Expiration date',
      expiryPlaceholder: 'MM/YY',
      cvc: 'Security code (CVC)',
      zip: 'ZIP / postal code',
      amex: 'We do not accept American Express. Please use Visa or Mastercard.',
      numberIncomplete: 'Your card number is incomplete.',
      expiryIncomplete: "Your card's expiration date is incomplete.",
      expiryPast: "Your card's expiration date is in the past.",
      cvcIncomplete: "Your card's security code is incomplete.",
      zipIncomplete: 'Your postal code is incomplete.',
    },
    challenge: {
      title: 'Confirm this payment with your bank',
      description: 'Your bank asks for an extra check (3-D Secure).',
      amount: 'Amount: {amount}',
      saveCard: 'Your bank asks you to confirm that this card may be saved for autopay.',
      sandboxNote: 'Test page: choose whether the bank check passes or fails.',
      complete: 'Complete authentication',
      fail: 'Fail authentication',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/payment-form': typeof paymentFormMessagesEn;
  }
}
