import { describe, expect, it } from 'vitest';
import { CARD_ERRORS } from '../providers/payments/sandbox/test-cards';
import {
  customerDeclineReason,
  DECLINE_REASONS,
  declineReasonOf,
  knownDeclineReason,
  providerDeclineCode,
} from './decline-reasons';

describe('decline codes', () => {
  it("stores the bank's decline code before the error's own code, and nothing that is not a code", () => {
    expect(providerDeclineCode({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'insufficient_funds',
    );
    expect(providerDeclineCode({ code: 'processing_error' })).toBe('processing_error');
    expect(providerDeclineCode({ code: ' Expired_Card ' })).toBe('expired_card');
    expect(providerDeclineCode({ code: 'Your card was declined.' })).toBeNull();
    expect(providerDeclineCode({ decline_code: '', code: null })).toBeNull();
    expect(providerDeclineCode(null)).toBeNull();
  });

  it('reads every sandbox test card as the reason Stripe gives for it', () => {
    const reasons = Object.fromEntries(
      Object.entries(CARD_ERRORS).map(([card, error]) => [card, declineReasonOf(providerDeclineCode(error))]),
    );
    expect(reasons).toMatchObject({
      generic: 'declined',
      insufficientFunds: 'insufficient_funds',
      lostCard: 'lost_card',
      stolenCard: 'stolen_card',
      velocityExceeded: 'card_velocity_exceeded',
      expiredCard: 'expired_card',
      processingError: 'processing_error',
      incorrectCvc: 'incorrect_cvc',
      incorrectNumber: 'incorrect_number',
      invalidCvc: 'incorrect_cvc',
      authenticationRequired: 'authentication_required',
      liveCardInTestMode: 'declined',
    });
  });

  it("reads an old row's English message back as its reason; anything unknown is a plain decline", () => {
    // The messages a renewal charge on a saved card can fail with (the cards that can be saved).
    for (const error of [
      CARD_ERRORS.generic,
      CARD_ERRORS.insufficientFunds,
      CARD_ERRORS.lostCard,
      CARD_ERRORS.stolenCard,
      CARD_ERRORS.velocityExceeded,
      CARD_ERRORS.expiredCard,
      CARD_ERRORS.processingError,
      CARD_ERRORS.incorrectCvc,
      CARD_ERRORS.authenticationRequired,
    ]) {
      expect(knownDeclineReason(error.message)).not.toBeNull();
    }
    expect(declineReasonOf('Your card has insufficient funds.')).toBe('insufficient_funds');
    expect(declineReasonOf('The card was declined')).toBe('declined');
    expect(knownDeclineReason('do_not_honor')).toBeNull();
    expect(declineReasonOf('do_not_honor')).toBe('declined');
    expect(declineReasonOf(null)).toBe('declined');
    for (const reason of DECLINE_REASONS) expect(declineReasonOf(reason)).toBe(reason);
  });

  it('never tells a cardholder that the card was reported lost or stolen', () => {
    expect(customerDeclineReason('lost_card')).toBe('declined');
    expect(customerDeclineReason('stolen_card')).toBe('declined');
    expect(customerDeclineReason('insufficient_funds')).toBe('insufficient_funds');
  });
});
