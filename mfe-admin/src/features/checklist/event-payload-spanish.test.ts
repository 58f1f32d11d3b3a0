import { DECLINE_REASONS } from 'api/contract/decline-reasons';
import type { EventAction } from 'api/contract/event-actions';
import type {
  AutopayChangeReason,
  CheckoutRefundReason,
  EventPayloads,
  OfferEndReason,
} from 'api/contract/event-payloads';
import { getT, type MessageKey } from 'design-system/i18n/language';
import { describe, expect, it } from 'vitest';
import { englishInSpanish } from '../../../../tooling/english-in-spanish';
import { type PayloadText, payloadRows } from './event-payload';

// The checklist read in Spanish: every action's payload as its writer writes it (typed by the
// contract, so a new action or field fails to compile here until it has a sample), every reason and
// decline code, and the English sentences older rows hold, through the labels and values the card
// shows. Nothing may read as English (tooling/english-in-spanish.ts).

const names = { client_id: 4, subscription_id: 9, customer: 'Ana López', plate: 'ABC123' };
const offer = { waitlist_entry_id: 3, customer: 'Ana López', email: 'ana@example.com', plate: 'ABC123' };
const card = { card_id: 7, previous_card_id: 6, card: '0042', previous_card: '0041' };
const renewal = {
  ...names,
  type: 'car' as const,
  amount_usd: '250.00',
  payment_intent: 'pi_3Q',
  plan: 'Monthly pass',
  invoice: 12,
  current_period_start: '2026-11-28',
  next_renewal_date: '2026-12-27',
};
const lostCard = {
  ...names,
  type: 'motorcycle' as const,
  amount_usd: '25.00',
  payment_intent: 'pi_3R',
  card: '0042',
  card_id: 7,
  invoice: 13,
};

/** One realistic payload per action, as the API writes it. */
const SAMPLES: { [A in EventAction]: EventPayloads[A] } = {
  'Card assigned': { ...names, ...card, previous_card_id: null, previous_card: null },
  'Card re-assigned (same)': { ...names, ...card },
  'Card replaced (reactivation)': { ...names, ...card },
  'Subscription reactivated': renewal,
  'Manual renewal': renewal,
  'Card lost paid': lostCard,
  'Card lost – fee paid': lostCard,
  'Payment received': {
    ...names,
    type: 'car',
    plan: 'Monthly pass',
    amount_usd: '250.00',
    invoice: 12,
    autopay: false,
    start_date: '2026-11-28',
    current_period_start: '2026-11-28',
    next_renewal_date: '2026-12-27',
  },
  'Vehicle banned': {
    ...names,
    type: 'car',
    email: 'ana@example.com',
    previous_status: 'active',
    card: '0042',
    card_id: 7,
  },
  'Subscription canceled': {
    ...names,
    type: 'car',
    previous_status: 'expired',
    card: null,
    card_id: null,
    autopay: true,
    next_renewal_date: '2026-12-27',
  },
  'Subscription refunded': {
    ...names,
    type: 'car',
    previous_status: 'active',
    card: '0042',
    card_id: 7,
    amount_usd: '250.00',
    invoice: 12,
    refund: 're_3Q',
  },
  'Autopay toggled': {
    ...names,
    autopay: false,
    discount_cycles_left: 0,
    next_renewal_date: '2026-12-27',
    reason: 'customer_saved_card',
  },
  'Auto-Pay charged': {
    ...names,
    plan: 'Monthly pass – Autopay',
    amount_usd: '220.00',
    invoice: 14,
    current_period_start: '2026-12-28',
    next_renewal_date: '2027-01-27',
    discount_cycles_left: 1,
  },
  'Auto-Pay failed': {
    ...names,
    amount_usd: '220.00',
    decline_code: 'insufficient_funds',
    attempt: 1,
    next_attempt_at: '2026-12-30T14:00:00.000Z',
    next_renewal_date: '2026-12-27',
  },
  // Its reason is the mail server's own answer, diagnostic text shown as it came (not checked below).
  'Receipt e-mail failed': { ...names, email: 'ana@example.com', reason: '421 Service not available' },
  'Waitlist offer sent': { ...offer, offer_expires_at: '2026-12-30T14:00:00.000Z', hold_hours: 48 },
  'Waitlist offer bought': { ...offer, subscription_id: 9 },
  'Waitlist offer expired': { ...offer, reason: 'not_bought' },
  'Waitlist offer e-mail failed': {
    ...offer,
    offer_expires_at: '2026-12-30T14:00:00.000Z',
    reason: '421 Service not available',
  },
  'Renewal refunded – no space': {
    ...names,
    amount_usd: '220.00',
    reason: 'no_space',
    next_renewal_date: '2026-12-27',
  },
  'Auto-Pay needs confirmation': {
    ...names,
    amount_usd: '220.00',
    next_renewal_date: '2026-12-27',
    last_attempt_date: '2027-01-03',
  },
  'Customer added': {
    ...names,
    type: 'car',
    email: 'ana@example.com',
    plan: 'Monthly pass',
    start_date: '2026-11-28',
    next_renewal_date: '2026-12-27',
    card: '0042',
    source: 'csv',
  },
  'Online limit exceeded': { ...names, online_sales_spaces: 40, live_passes: 41 },
  'Plate changed': { ...names, type: 'car', previous_plate: 'OLD123' },
  'Refund approval requested': {
    ...names,
    type: 'car',
    amount_usd: '400.00',
    invoice: 12,
    refund_request_id: 3,
  },
};

const AUTOPAY_REASONS = Object.keys({
  checkout: 1,
  customer_portal_on: 1,
  customer_portal_off: 1,
  customer_saved_card: 1,
  customer_email_link: 1,
  staff_on: 1,
  staff_off: 1,
  provider_canceled: 1,
  renewal_failed: 1,
  lapsed_no_space: 1,
} satisfies Record<AutopayChangeReason, 1>);
const REFUND_REASONS = Object.keys({ no_space: 1, plate_taken: 1, amex: 1 } satisfies Record<
  CheckoutRefundReason,
  1
>);
const OFFER_END_REASONS = Object.keys({
  not_bought: 1,
  left: 1,
  declined: 1,
  removed_by_staff: 1,
} satisfies Record<OfferEndReason, 1>);

/** Rows written before the codes: the English sentences the API wrote then. */
const OLD_ROWS: [EventAction, Record<string, unknown>][] = [
  ...[
    'Signed up with autopay at checkout',
    'Turned off by the customer in the Payments portal',
    'Turned on by the customer in the Payments portal',
    'Turned on by the customer after saving a card',
    'Turned on by the customer through the e-mailed link',
    'Turned off by staff',
    'Turned on by staff',
    'Autopay ended: the payment provider canceled the subscription',
    'Autopay ended: the renewal charge failed on every attempt',
    'Autopay ended: a renewal was paid after the pass lapsed, no space left',
  ].map((reason): [EventAction, Record<string, unknown>] => ['Autopay toggled', { reason }]),
  ...[
    'Not bought before the offer ended',
    'The customer left the waitlist',
    'Declined by the customer',
    'Removed by staff',
  ].map((reason): [EventAction, Record<string, unknown>] => ['Waitlist offer expired', { reason }]),
  ['Waitlist offer sent', { reason: 'Space held for 48 hours' }],
  ['Subscription refunded', { reason: 'no online space left when the payment completed (hold expired)' }],
  ['Subscription refunded', { reason: 'the plate already had a live pass or is banned' }],
  ['Subscription refunded', { reason: 'American Express is not accepted' }],
  [
    'Renewal refunded – no space',
    { reason: 'no space was free any more when the payment for the lapsed pass completed' },
  ],
  ...[
    'Your card has insufficient funds.',
    'Your card was declined.',
    'Your card has expired.',
    "Your card's security code is incorrect.",
    'Your card was declined. This transaction requires authentication.',
    'The card was declined',
  ].map((reason): [EventAction, Record<string, unknown>] => ['Auto-Pay failed', { reason }]),
];

/** Every payload the checklist may show: the samples, each code in its place, and old rows. */
function everyPayload(): [EventAction, Record<string, unknown>][] {
  const rows: [EventAction, Record<string, unknown>][] = Object.entries(SAMPLES).map(([action, payload]) => [
    action as EventAction,
    payload,
  ]);
  const variant = (action: EventAction, field: string, values: readonly (string | null)[]) =>
    values.map((value): [EventAction, Record<string, unknown>] => [
      action,
      { ...SAMPLES[action], [field]: value },
    ]);
  return [
    ...rows,
    ...variant('Autopay toggled', 'reason', AUTOPAY_REASONS),
    ...variant('Subscription refunded', 'reason', REFUND_REASONS),
    ...variant('Waitlist offer expired', 'reason', OFFER_END_REASONS),
    ...variant('Auto-Pay failed', 'decline_code', [
      ...DECLINE_REASONS,
      'generic_decline',
      'do_not_honor',
      null,
    ]),
    ...OLD_ROWS,
  ];
}

const RAW_CODE = /^[a-z0-9]+(_[a-z0-9]+)+$/;

const DIAGNOSTIC = new Set(['Receipt e-mail failed reason', 'Waitlist offer e-mail failed reason']);

/** Each Spanish label or value of the checklist that reads as English, as 'action field: why'. */
function englishOnCards(rows: [EventAction, Record<string, unknown>][]): string[] {
  const t = getT('es');
  const text = (part: PayloadText) => ('key' in part ? t(part.key, part.params) : part.text);
  const found = new Set<string>();
  for (const [action, payload] of rows) {
    const title = t(`admin.checklist.actions.${action}` as MessageKey);
    const titleWhy = englishInSpanish(title, action);
    if (titleWhy) found.add(`${action}: ${titleWhy}`);
    // The card shows the plan by its Spanish name (the API sends it beside the stored English one).
    for (const row of payloadRows(action, payload, 'es', 'Pase mensual')) {
      if (DIAGNOSTIC.has(`${action} ${row.field}`)) continue;
      for (const shown of [text(row.label), text(row.value)]) {
        // A code shown as stored ('customer_saved_card') is no Spanish either.
        const why = RAW_CODE.test(shown) ? `code shown as stored: "${shown}"` : englishInSpanish(shown);
        if (why) found.add(`${action} ${row.field}: ${why}`);
      }
    }
  }
  return [...found];
}

describe('the checklist in Spanish', () => {
  it('shows every action, field, reason, decline and date with no English, old rows included', () => {
    expect(englishOnCards(everyPayload())).toEqual([]);
  });

  it('shows the bank’s reason and the next attempt as a Spanish reader reads them', () => {
    const t = getT('es');
    const rows = payloadRows('Auto-Pay failed', SAMPLES['Auto-Pay failed'], 'es');
    const shown = Object.fromEntries(
      rows.map((row) => [
        row.field,
        'key' in row.value ? t(row.value.key, row.value.params) : row.value.text,
      ]),
    );
    expect(shown).toMatchObject({
      decline_code: 'Fondos insuficientes',
      next_attempt_at: '12-30-2026 a las 6:00 a.m.',
    });
  });

  it('catches a decline or reason left in English', () => {
    expect(
      englishOnCards([
        ['Auto-Pay failed', { reason: 'Your bank refused: see your statement.' }],
        ['Autopay toggled', { reason: 'Turned on by the owner' }],
      ]),
    ).toEqual([
      'Auto-Pay failed reason: English word "Your" in "Your bank refused: see your statement."',
      'Autopay toggled reason: English word "Turned" in "Turned on by the owner"',
    ]);
  });
});
