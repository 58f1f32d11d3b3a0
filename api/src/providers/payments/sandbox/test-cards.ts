import type { PaymentErrorInfo } from '../../../contract/billing-response';
import { type CardBrand, detectCardBrand } from '../../../contract/card-brand';

// Stripe's test-mode card numbers and what they do, shared by the offline sandbox and the fake
// Stripe server used in tests, so both behave like https://docs.stripe.com/testing.

export type CardBehaviour = {
  brand: CardBrand;
  /**
   * 'always': every payment needs the visitor's 3-D Secure step, except the first charge of an
   * autopay mandate the visitor just authenticated while saving the card; charges without the
   * visitor (renewals) fail with authentication_required. 'setup_once': the setup (or a one-time payment)
   * needs it; later charges on the saved card go through. 'none': never asked.
   */
  threeDSecure: 'always' | 'setup_once' | 'none';
  /** Charges on this card fail with this error. */
  chargeDecline: PaymentErrorInfo | null;
  /** Saving this card (setup intent) already fails with this error. */
  setupDecline: PaymentErrorInfo | null;
  /**
   * Saved with the sandbox clock's current month as its expiry, whatever the form said: a card that
   * expires within 30 days, so the expiry notices and the portal's banner can be tried (not a Stripe number).
   */
  expiresThisMonth?: true;
};

const declined = (decline_code: string, message: string): PaymentErrorInfo => ({
  type: 'card_error',
  code: 'card_declined',
  decline_code,
  message,
});

export const CARD_ERRORS = {
  generic: declined('generic_decline', 'Your card was declined.'),
  insufficientFunds: declined('insufficient_funds', 'Your card has insufficient funds.'),
  lostCard: declined('lost_card', 'Your card was declined.'),
  stolenCard: declined('stolen_card', 'Your card was declined.'),
  velocityExceeded: declined('card_velocity_exceeded', 'Your card has exceeded its velocity limit.'),
  liveCardInTestMode: declined(
    'test_mode_live_card',
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  ),
  expiredCard: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
  processingError: {
    type: 'card_error',
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  incorrectCvc: {
    type: 'card_error',
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  incorrectNumber: {
    type: 'card_error',
    code: 'incorrect_number',
    message: 'Your card number is incorrect.',
  },
  invalidExpiryMonth: {
    type: 'card_error',
    code: 'invalid_expiry_month',
    message: "Your card's expiration month is invalid.",
  },
  invalidExpiryYear: {
    type: 'card_error',
    code: 'invalid_expiry_year',
    message: "Your card's expiration year is in the past.",
  },
  invalidCvc: { type: 'card_error', code: 'invalid_cvc', message: "Your card's security code is invalid." },
  authenticationRequired: {
    type: 'card_error',
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  paymentAuthenticationFailed: {
    type: 'card_error',
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  setupAuthenticationFailed: {
    type: 'card_error',
    code: 'setup_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
} as const satisfies Record<string, PaymentErrorInfo>;

const ok = (brand: CardBrand): CardBehaviour => ({
  brand,
  threeDSecure: 'none',
  chargeDecline: null,
  setupDecline: null,
});

const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': ok('visa'),
  '4000056655665556': ok('visa'),
  '5555555555554444': ok('mastercard'),
  '2223003122003222': ok('mastercard'),
  '5200828282828210': ok('mastercard'),
  '378282246310005': ok('amex'),
  '371449635398431': ok('amex'),
  '6011111111111117': ok('discover'),
  '4000000000000002': {
    ...ok('visa'),
    chargeDecline: CARD_ERRORS.generic,
    setupDecline: CARD_ERRORS.generic,
  },
  // Saving the card works (no money moves); charging it does not.
  '4000000000009995': { ...ok('visa'), chargeDecline: CARD_ERRORS.insufficientFunds },
  '4000000000009987': {
    ...ok('visa'),
    chargeDecline: CARD_ERRORS.lostCard,
    setupDecline: CARD_ERRORS.lostCard,
  },
  '4000000000009979': {
    ...ok('visa'),
    chargeDecline: CARD_ERRORS.stolenCard,
    setupDecline: CARD_ERRORS.stolenCard,
  },
  '4000000000006975': { ...ok('visa'), chargeDecline: CARD_ERRORS.velocityExceeded },
  '4000000000000119': {
    ...ok('visa'),
    chargeDecline: CARD_ERRORS.processingError,
    setupDecline: CARD_ERRORS.processingError,
  },
  '4000000000000069': {
    ...ok('visa'),
    chargeDecline: CARD_ERRORS.expiredCard,
    setupDecline: CARD_ERRORS.expiredCard,
  },
  '4000000000000127': {
    ...ok('visa'),
    chargeDecline: CARD_ERRORS.incorrectCvc,
    setupDecline: CARD_ERRORS.incorrectCvc,
  },
  '4000002760003184': { ...ok('visa'), threeDSecure: 'always' },
  '4000002500003155': { ...ok('visa'), threeDSecure: 'setup_once' },
  '4000000000003030': { ...ok('visa'), expiresThisMonth: true },
};

/** The sandbox's card that always expires at the end of the clock's current month (card-expiry-notices.md). */
export const EXPIRING_TEST_CARD = '4000000000003030';

/** What a card number does; any other valid number is a "live card in test mode" decline, as in Stripe. */
export function cardBehaviour(number: string): CardBehaviour {
  const digits = number.replace(/\D/g, '');
  const known = TEST_CARDS[digits];
  if (known) return known;
  const brand = detectCardBrand(digits);
  return {
    brand,
    threeDSecure: 'none',
    chargeDecline: CARD_ERRORS.liveCardInTestMode,
    setupDecline: CARD_ERRORS.liveCardInTestMode,
  };
}

export function passesLuhn(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The checks Stripe.js and the card network make before any decline logic. */
export function cardFormError(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): PaymentErrorInfo | null {
  if (!passesLuhn(card.number)) return CARD_ERRORS.incorrectNumber;
  if (card.expMonth < 1 || card.expMonth > 12) return CARD_ERRORS.invalidExpiryMonth;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (card.expYear < year || (card.expYear === year && card.expMonth < month) || card.expYear > year + 50) {
    return CARD_ERRORS.invalidExpiryYear;
  }
  const cvcLength = detectCardBrand(card.number) === 'amex' ? 4 : 3;
  if (card.cvc.length !== cvcLength) return CARD_ERRORS.invalidCvc;
  return null;
}
