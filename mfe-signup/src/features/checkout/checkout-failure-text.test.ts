import { ERROR_CODES } from 'api/contract/error-codes';
import { getT } from 'design-system/i18n/language';
import { failureText, SERVER_CODE_KEYS } from './checkout-failure-text';

const en = getT('en');
const es = getT('es');

describe('checkout failure messages (SPEC section 8)', () => {
  it('shows a card refusal through the shared payment form text, codes kept', () => {
    expect(
      failureText(
        {
          kind: 'payment',
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'x',
          },
        },
        en,
      ),
    ).toBe(
      'Your card has insufficient funds. Please use another card. (code: card_declined, insufficient_funds)',
    );
  });

  it('words a used CAPTCHA pass and a replaced checkout in both languages', () => {
    expect(failureText({ kind: 'captchaUsed' }, en)).toBe(
      'This security check was already used to start a checkout. Please tick the box again below, then pay.',
    );
    expect(failureText({ kind: 'captchaUsed' }, es)).toMatch(/^Esta verificación de seguridad ya se usó/);
    expect(failureText({ kind: 'checkoutReplaced' }, en)).toMatch(/Press Pay to start over\.$/);
    expect(failureText({ kind: 'checkoutReplaced' }, es)).toMatch(/Presione Pagar para empezar de nuevo\.$/);
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
    'checkout_in_progress',
    'too_many_holds',
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
