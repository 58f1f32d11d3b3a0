/** The shared card form (Stripe Elements or the offline sandbox) of /checkout and the portal's payments. Spanish: ./messages.es.ts, typed from this file. */
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
    errors: {
      amex: 'We do not accept American Express. Please use Visa or Mastercard.',
      authenticationFailed:
        'Your bank could not confirm this payment (3-D Secure). Please try again or use another card.',
      authenticationRequired:
        'Your bank needs you to confirm this payment. Please try again and complete the check.',
      insufficientFunds: 'Your card has insufficient funds. Please use another card.',
      cardDeclined: 'Your card was declined. Please use another card.',
      expiredCard: 'Your card has expired. Please use another card.',
      incompleteCvc: "Your card's security code (CVV) is incomplete or incorrect.",
      incompleteNumber: 'Your card number is incomplete or incorrect.',
      incompleteExpiry: "Your card's expiration date is incomplete or invalid.",
      incompleteZip: 'Your ZIP / postal code is incomplete.',
      codeSuffix: '(code: {codes})',
      paymentFailed: 'Payment failed',
      paymentNotCompleted: 'Payment not completed ({status})',
      setupNotCompleted: 'Setup not completed ({status})',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'payment-ui/payment-form': typeof paymentFormMessagesEn;
  }
}
