import type { MessageKey } from 'design-system/i18n/language';

// Event payloads store a few values as English words or sentences (the API writes them once and rows
// keep them for years): the reason of an autopay change, refund or waitlist offer, the pass status
// before a staff action, where a customer was added from. The checklist shows each known one in the
// reader's language; anything else (a provider's decline message, a typed reason) is shown as stored.

export type TranslatedValue = { key: MessageKey; params?: Record<string, string | number> };

const REASONS: Readonly<Record<string, MessageKey>> = {
  'Signed up with autopay at checkout': 'admin.checklist.reasons.autopayAtCheckout',
  'Turned off by the customer in the Payments portal': 'admin.checklist.reasons.customerTurnedOff',
  'Turned on by the customer in the Payments portal': 'admin.checklist.reasons.customerTurnedOn',
  'Turned off by staff': 'admin.checklist.reasons.staffTurnedOff',
  'Turned on by staff': 'admin.checklist.reasons.staffTurnedOn',
  'Autopay ended: the payment provider canceled the subscription': 'admin.checklist.reasons.providerCanceled',
  'Autopay ended: a renewal was paid after the pass lapsed, no space left':
    'admin.checklist.reasons.lapsedNoSpace',
  'Not bought before the offer ended': 'admin.checklist.reasons.offerEnded',
  'The customer left the waitlist': 'admin.checklist.reasons.leftWaitlist',
  'Removed by staff': 'admin.checklist.reasons.removedByStaff',
  'no online space left when the payment completed (hold expired)': 'admin.checklist.reasons.noOnlineSpace',
  'the plate already had a live pass or is banned': 'admin.checklist.reasons.plateTaken',
  'American Express is not accepted': 'admin.checklist.reasons.amex',
  'no space was free any more when the payment for the lapsed pass completed':
    'admin.checklist.reasons.lapsedNoSpaceRefund',
};

const REASON_PATTERNS: ReadonlyArray<{ pattern: RegExp; key: MessageKey; param: string }> = [
  { pattern: /^Refunded by staff \((.+)\)$/, key: 'admin.checklist.reasons.refundedByStaff', param: 'actor' },
  { pattern: /^Space held for (\d+) hours$/, key: 'admin.checklist.reasons.spaceHeld', param: 'hours' },
];

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

/** The catalog text for a stored English value of `field`, or null to show the value as stored. */
export function translatedValue(field: string, value: string): TranslatedValue | null {
  const text = value.trim();
  if (field === 'previous_status') return keyOf(STATUSES[text.toLowerCase()]);
  if (field === 'source') return keyOf(SOURCES[text.toLowerCase()]);
  if (field !== 'reason') return null;
  const exact = REASONS[text];
  if (exact) return { key: exact };
  for (const { pattern, key, param } of REASON_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1]) return { key, params: { [param]: match[1] } };
  }
  return null;
}

const keyOf = (key: MessageKey | undefined): TranslatedValue | null => (key ? { key } : null);
