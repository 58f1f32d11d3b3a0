/** /cancel of mfe-signup: the visitor left the card payment provider's page without paying. */
export const paymentCancel = {
  title: 'Payment cancelled',
  message: 'Your payment was cancelled. No charge was made to your card.',
  retryHint: 'You can start again from the home page whenever you are ready.',
  home: 'Back to home',
} as const;
