import { type DeclineReason, knownDeclineReason } from 'api/contract/decline-reasons';
import type { EventAction } from 'api/contract/event-actions';
import type { AutopayChangeReason, CheckoutRefundReason, OfferEndReason } from 'api/contract/event-payloads';
import type { MessageKey } from 'design-system/i18n/language';

// Event payloads say why something happened with a code (api/contract/event-payloads.ts): the reason
// of an autopay change, refund or ended waitlist offer, the bank's decline code of a failed charge, the
// pass status before a staff action, where a customer was added from. The checklist words each in the
// reader's language. Rows written before the codes hold English sentences: the ones this app wrote
// (and the providers' usual decline messages) are worded too; anything else is shown as stored.

export type TranslatedValue = { key: MessageKey; params?: Record<string, string | number> };

const AUTOPAY_REASONS: Readonly<Record<AutopayChangeReason, MessageKey>> = {
  checkout: 'admin.checklist.reasons.autopayAtCheckout',
  customer_portal_on: 'admin.checklist.reasons.customerTurnedOn',
  customer_portal_off: 'admin.checklist.reasons.customerTurnedOff',
  customer_saved_card: 'admin.checklist.reasons.customerSavedCard',
  customer_email_link: 'admin.checklist.reasons.customerEmailLink',
  staff_on: 'admin.checklist.reasons.staffTurnedOn',
  staff_off: 'admin.checklist.reasons.staffTurnedOff',
  provider_canceled: 'admin.checklist.reasons.providerCanceled',
  renewal_failed: 'admin.checklist.reasons.renewalFailed',
  lapsed_no_space: 'admin.checklist.reasons.lapsedNoSpace',
};

const CHECKOUT_REFUND_REASONS: Readonly<Record<CheckoutRefundReason, MessageKey>> = {
  no_space: 'admin.checklist.reasons.noOnlineSpace',
  plate_taken: 'admin.checklist.reasons.plateTaken',
  amex: 'admin.checklist.reasons.amex',
};

const OFFER_END_REASONS: Readonly<Record<OfferEndReason, MessageKey>> = {
  not_bought: 'admin.checklist.reasons.offerEnded',
  left: 'admin.checklist.reasons.leftWaitlist',
  declined: 'admin.checklist.reasons.declinedOffer',
  removed_by_staff: 'admin.checklist.reasons.removedByStaff',
};

/** The reason codes each action writes: one code may mean different things under two actions. */
const REASON_CODES: { readonly [A in EventAction]?: Readonly<Record<string, MessageKey>> } = {
  'Autopay toggled': AUTOPAY_REASONS,
  'Subscription refunded': CHECKOUT_REFUND_REASONS,
  'Renewal refunded – no space': { no_space: 'admin.checklist.reasons.lapsedNoSpaceRefund' },
  'Waitlist offer expired': OFFER_END_REASONS,
};

/** What rows written before the codes hold: this app's English sentences. */
const OLD_REASONS: Readonly<Record<string, MessageKey>> = {
  'Signed up with autopay at checkout': 'admin.checklist.reasons.autopayAtCheckout',
  'Turned off by the customer in the Payments portal': 'admin.checklist.reasons.customerTurnedOff',
  'Turned on by the customer in the Payments portal': 'admin.checklist.reasons.customerTurnedOn',
  'Turned on by the customer after saving a card': 'admin.checklist.reasons.customerSavedCard',
  'Turned on by the customer through the e-mailed link': 'admin.checklist.reasons.customerEmailLink',
  'Turned off by staff': 'admin.checklist.reasons.staffTurnedOff',
  'Turned on by staff': 'admin.checklist.reasons.staffTurnedOn',
  'Autopay ended: the payment provider canceled the subscription': 'admin.checklist.reasons.providerCanceled',
  'Autopay ended: the renewal charge failed on every attempt': 'admin.checklist.reasons.renewalFailed',
  'Autopay ended: a renewal was paid after the pass lapsed, no space left':
    'admin.checklist.reasons.lapsedNoSpace',
  'Not bought before the offer ended': 'admin.checklist.reasons.offerEnded',
  'The customer left the waitlist': 'admin.checklist.reasons.leftWaitlist',
  'Declined by the customer': 'admin.checklist.reasons.declinedOffer',
  'Removed by staff': 'admin.checklist.reasons.removedByStaff',
  'no online space left when the payment completed (hold expired)': 'admin.checklist.reasons.noOnlineSpace',
  'the plate already had a live pass or is banned': 'admin.checklist.reasons.plateTaken',
  'American Express is not accepted': 'admin.checklist.reasons.amex',
  'no space was free any more when the payment for the lapsed pass completed':
    'admin.checklist.reasons.lapsedNoSpaceRefund',
};

const OLD_REASON_PATTERNS: ReadonlyArray<{ pattern: RegExp; key: MessageKey; param: string }> = [
  { pattern: /^Refunded by staff \((.+)\)$/, key: 'admin.checklist.reasons.refundedByStaff', param: 'actor' },
  { pattern: /^Space held for (\d+) hours$/, key: 'admin.checklist.reasons.spaceHeld', param: 'hours' },
];

/** The bank's reason of a failed charge, as staff read it (lost and stolen cards included). */
const DECLINES: Readonly<Record<DeclineReason, MessageKey>> = {
  insufficient_funds: 'admin.checklist.declines.insufficient_funds',
  expired_card: 'admin.checklist.declines.expired_card',
  incorrect_cvc: 'admin.checklist.declines.incorrect_cvc',
  incorrect_number: 'admin.checklist.declines.incorrect_number',
  processing_error: 'admin.checklist.declines.processing_error',
  authentication_required: 'admin.checklist.declines.authentication_required',
  card_velocity_exceeded: 'admin.checklist.declines.card_velocity_exceeded',
  lost_card: 'admin.checklist.declines.lost_card',
  stolen_card: 'admin.checklist.declines.stolen_card',
  declined: 'admin.checklist.declines.declined',
};

const STATUSES: Readonly<Record<string, MessageKey>> = {
  active: 'admin.checklist.statuses.active',
  inactive: 'admin.checklist.statuses.inactive',
  expired: 'admin.checklist.statuses.expired',
  banned: 'admin.checklist.statuses.banned',
  canceled: 'admin.checklist.statuses.canceled',
  refunded: 'admin.checklist.statuses.refunded',
  none: 'admin.checklist.statuses.none',
};

const SOURCES: Readonly<Record<string, MessageKey>> = {
  form: 'admin.checklist.sources.form',
  csv: 'admin.checklist.sources.csv',
};

/** The catalog text for a stored value of `field` in an `action`'s payload, or null to show it as stored. */
export function translatedValue(action: string, field: string, value: string): TranslatedValue | null {
  const text = value.trim();
  if (field === 'previous_status') return keyOf(STATUSES[text.toLowerCase()]);
  if (field === 'source') return keyOf(SOURCES[text.toLowerCase()]);
  if (field === 'decline_code') return declineText(text);
  if (field !== 'reason') return null;
  const code = REASON_CODES[action as EventAction]?.[text];
  if (code) return { key: code };
  const old = OLD_REASONS[text];
  if (old) return { key: old };
  for (const { pattern, key, param } of OLD_REASON_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1]) return { key, params: { [param]: match[1] } };
  }
  // An 'Auto-Pay failed' row from before the codes: the provider's English decline message.
  if (action === 'Auto-Pay failed') return keyOf(maybeDecline(text));
  return null;
}

/** A decline code in words; one the app does not word is a plain decline, its code kept for support. */
function declineText(code: string): TranslatedValue {
  const reason = knownDeclineReason(code);
  return reason ? { key: DECLINES[reason] } : { key: 'admin.checklist.declines.unknown', params: { code } };
}

const maybeDecline = (message: string): MessageKey | undefined => {
  const reason = knownDeclineReason(message);
  return reason ? DECLINES[reason] : undefined;
};

const keyOf = (key: MessageKey | undefined): TranslatedValue | null => (key ? { key } : null);
