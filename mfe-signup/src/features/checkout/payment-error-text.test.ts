import { ERROR_CODES } from 'api/contract/error-codes';
import { getT } from 'design-system/i18n/language';
import { failureText, paymentErrorText, SERVER_CODE_KEYS } from './payment-error-text';

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
    expect(failureText({ kind: 'notCompleted', intent: 'payment', status: 'processing' }, en)).toBe(
      'Payment not completed (processing)',
    );
    expect(failureText({ kind: 'notCompleted', intent: 'setup', status: 'canceled' }, en)).toBe(
      'Setup not completed (canceled)',
    );
    expect(failureText({ kind: 'noPaymentInformation' }, en)).toBe('No payment information received');
  });

  // Every code create-intent, subscribe and POST /vehicles can answer besides payment_failed (shown by
  // its card code) and invalid_input (shown by its rule).
  const CHECKOUT_CODES = [
    'spaces_taken',
    'honeypot',
    'email_mismatch',
    'plan_not_found',
    'autopay_only',
    'checkout_not_found',
    'vehicle_changed',
    'no_payment_information',
    'payment_provider_unavailable',
    'amex_not_accepted',
    'email_banned',
    'plate_not_allowed',
    'zip_state_mismatch',
    'body_too_large',
    'malformed_request',
    'server_error',
    'not_found',
  ] as const;

  it('has a catalog text for every error code the checkout can receive', () => {
    const unmapped = ['body_too_large', 'malformed_request'];
    for (const code of CHECKOUT_CODES) {
      expect(ERROR_CODES, code).toContain(code);
      const generic = code === 'server_error' || code === 'not_found';
      const text = failureText({ kind: 'server', code, ...(generic ? {} : { message: 'server text' }) }, es);
      if (unmapped.includes(code)) expect(text).toBe('server text');
      else expect(text, code).not.toMatch(/server text|_/);
    }
    for (const code of Object.keys(SERVER_CODE_KEYS)) expect(ERROR_CODES).toContain(code);
  });

  it('shows invalid input by its rule, and unknown codes with the server text', () => {
    expect(
      failureText({ kind: 'server', code: 'invalid_input', rule: 'invalid_email', message: 'x' }, es),
    ).toBe(es('wizard.rules.invalidEmail'));
    expect(failureText({ kind: 'server', code: 'plate_not_allowed', message: 'x' }, es)).toBe(
      es('wizard.rules.plateNotAllowed'),
    );
    expect(failureText({ kind: 'server', code: 'something_new', message: 'Something unknown' }, es)).toBe(
      'Something unknown',
    );
  });
});
