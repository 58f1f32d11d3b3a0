import { getT } from 'design-system/i18n/language';
import { notCompletedText, paymentErrorText } from './payment-error-text';

const en = getT('en');
const es = getT('es');
const card = (code: string, decline_code?: string) => ({
  type: 'card_error' as const,
  code,
  ...(decline_code ? { decline_code } : {}),
  message: 'provider text',
});

describe('payment error messages (SPEC section 8)', () => {
  it.each([
    [
      card('card_declined', 'generic_decline'),
      'Your card was declined. Please use another card. (code: card_declined, generic_decline)',
    ],
    [
      card('card_declined', 'insufficient_funds'),
      'Your card has insufficient funds. Please use another card. (code: card_declined, insufficient_funds)',
    ],
    [
      card('payment_intent_authentication_failure'),
      'Your bank could not confirm this payment (3-D Secure). Please try again or use another card. (code: payment_intent_authentication_failure)',
    ],
    [
      card('setup_intent_authentication_failure'),
      'Your bank could not confirm this payment (3-D Secure). Please try again or use another card. (code: setup_intent_authentication_failure)',
    ],
    [
      card('authentication_required'),
      'Your bank needs you to confirm this payment. Please try again and complete the check. (code: authentication_required)',
    ],
    [
      card('card_declined', 'authentication_required'),
      'Your bank needs you to confirm this payment. Please try again and complete the check. (code: card_declined, authentication_required)',
    ],
    [
      card('incomplete_cvc'),
      "Your card's security code (CVV) is incomplete or incorrect. (code: incomplete_cvc)",
    ],
    [card('incomplete_number'), 'Your card number is incomplete or incorrect. (code: incomplete_number)'],
    [
      card('incomplete_expiry'),
      "Your card's expiration date is incomplete or invalid. (code: incomplete_expiry)",
    ],
    [card('processing_error'), 'provider text (code: processing_error)'],
    [{ ...card('weird'), message: '' }, 'Payment failed (code: weird)'],
  ])('%o', (error, expected) => {
    expect(paymentErrorText(error, en)).toBe(expected);
  });

  it('refuses American Express with exactly its sentence', () => {
    expect(paymentErrorText(card('amex_not_accepted'), en)).toBe(
      'We do not accept American Express. Please use Visa or Mastercard.',
    );
  });

  it('speaks Spanish too, keeping the codes', () => {
    expect(paymentErrorText(card('card_declined', 'insufficient_funds'), es)).toBe(
      'Su tarjeta no tiene fondos suficientes. Por favor use otra tarjeta. (código: card_declined, insufficient_funds)',
    );
  });

  it('words unfinished intents with their status', () => {
    expect(notCompletedText('payment', 'processing', en)).toBe('Payment not completed (processing)');
    expect(notCompletedText('setup', 'canceled', en)).toBe('Setup not completed (canceled)');
  });
});
