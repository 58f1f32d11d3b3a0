import { describe, expect, it } from 'vitest';
import { eventClientId, isIdLikeField, payloadObject, payloadRows } from './event-payload';

const shown = (action: string, payload: unknown) =>
  payloadRows(action, payload, 'en').map(({ field, label, value }) => [
    field,
    'key' in label ? label.key : label.text,
    'key' in value ? value.key : value.text,
  ]);

describe('payloadRows', () => {
  it("shows old rows' English reasons, statuses and sources through the catalog", () => {
    const value = (field: string, stored: string) =>
      payloadRows('Subscription refunded', { [field]: stored }, 'en')[0]?.value;
    expect(value('reason', 'Signed up with autopay at checkout')).toEqual({
      key: 'admin.checklist.reasons.autopayAtCheckout',
    });
    expect(value('reason', 'Refunded by staff (admin)')).toEqual({
      key: 'admin.checklist.reasons.refundedByStaff',
      params: { actor: 'admin' },
    });
    expect(value('reason', 'Space held for 48 hours')).toEqual({
      key: 'admin.checklist.reasons.spaceHeld',
      params: { hours: '48' },
    });
    expect(value('previous_status', 'active')).toEqual({ key: 'admin.checklist.statuses.active' });
    expect(value('source', 'csv')).toEqual({ key: 'admin.checklist.sources.csv' });
    expect(value('reason', 'Declined by the customer')).toEqual({
      key: 'admin.checklist.reasons.declinedOffer',
    });
    expect(value('reason', 'Turned on by the customer after saving a card')).toEqual({
      key: 'admin.checklist.reasons.customerSavedCard',
    });
    // A sentence this app never wrote has no translation: it is shown as stored.
    expect(value('reason', 'called the office')).toEqual({ text: 'called the office' });
  });

  it('words the reason codes each action writes', () => {
    const reason = (action: string, code: string) => payloadRows(action, { reason: code }, 'en')[0]?.value;
    expect(reason('Autopay toggled', 'customer_saved_card')).toEqual({
      key: 'admin.checklist.reasons.customerSavedCard',
    });
    expect(reason('Autopay toggled', 'renewal_failed')).toEqual({
      key: 'admin.checklist.reasons.renewalFailed',
    });
    expect(reason('Waitlist offer expired', 'declined')).toEqual({
      key: 'admin.checklist.reasons.declinedOffer',
    });
    // One code, two meanings: the action tells which.
    expect(reason('Subscription refunded', 'no_space')).toEqual({
      key: 'admin.checklist.reasons.noOnlineSpace',
    });
    expect(reason('Renewal refunded – no space', 'no_space')).toEqual({
      key: 'admin.checklist.reasons.lapsedNoSpaceRefund',
    });
    // A code of another action is no reason here.
    expect(reason('Autopay toggled', 'no_space')).toEqual({ text: 'no_space' });
  });

  it("words a failed charge's decline code; an old row's provider message too", () => {
    const failed = (payload: Record<string, unknown>) => shown('Auto-Pay failed', payload);
    expect(failed({ decline_code: 'insufficient_funds' })).toEqual([
      ['decline_code', 'admin.checklist.fields.decline_code', 'admin.checklist.declines.insufficient_funds'],
    ]);
    // Staff see what the customer is not told.
    expect(failed({ decline_code: 'stolen_card' })[0]?.[2]).toBe('admin.checklist.declines.stolen_card');
    expect(failed({ decline_code: 'generic_decline' })[0]?.[2]).toBe('admin.checklist.declines.declined');
    expect(failed({ decline_code: null })[0]?.[2]).toBe('admin.checklist.declines.declined');
    expect(payloadRows('Auto-Pay failed', { decline_code: 'do_not_honor' }, 'en')[0]?.value).toEqual({
      key: 'admin.checklist.declines.unknown',
      params: { code: 'do_not_honor' },
    });
    expect(failed({ reason: 'Your card has insufficient funds.' })).toEqual([
      ['reason', 'admin.checklist.fields.reason', 'admin.checklist.declines.insufficient_funds'],
    ]);
    // An old message nobody knows stays as the provider wrote it.
    expect(failed({ reason: 'Something else went wrong.' })[0]?.[2]).toBe('Something else went wrong.');
  });

  it("shows timestamps as the date and time in the reader's language", () => {
    const at = (language: 'en' | 'es') =>
      payloadRows('Auto-Pay failed', { next_attempt_at: '2026-12-30T14:00:00.000Z' }, language)[0]?.value;
    expect(at('en')).toEqual({
      key: 'admin.checklist.values.dateTime',
      params: { date: '12-30-2026', time: '6:00 AM' },
    });
    expect(at('es')).toEqual({
      key: 'admin.checklist.values.dateTime',
      params: { date: '12-30-2026', time: '6:00 a.m.' },
    });
    expect(shown('Waitlist offer sent', { offer_expires_at: 'soon', hold_hours: 48 })).toEqual([
      ['offer_expires_at', 'admin.checklist.fields.offer_expires_at', 'soon'],
      ['hold_hours', 'admin.checklist.fields.hold_hours', '48'],
    ]);
  });

  it('shows the listed fields in order, formatted, with ids hidden', () => {
    expect(
      shown('Payment received', {
        client_id: 4,
        subscription_id: 9,
        customer: 'Ana Ruiz',
        plate: 'ABC123',
        type: 'motorcycle',
        plan: 'Monthly',
        amount_usd: '250.00',
        invoice: 12,
        autopay: false,
        start_date: '2026-03-01',
        current_period_start: '2026-03-01',
        next_renewal_date: '2026-04-01',
      }),
    ).toEqual([
      ['customer', 'admin.checklist.fields.customer', 'Ana Ruiz'],
      ['plate', 'admin.checklist.fields.plate', 'ABC123'],
      ['type', 'admin.checklist.fields.type', 'admin.checklist.values.motorcycle'],
      ['plan', 'admin.checklist.fields.plan', 'Monthly'],
      ['amount_usd', 'admin.checklist.fields.amount_usd', '$250.00'],
      ['invoice', 'admin.checklist.fields.invoice', '12'],
      ['autopay', 'admin.checklist.fields.autopay', 'admin.checklist.values.no'],
      ['start_date', 'admin.checklist.fields.start_date', '03-01-2026'],
      ['current_period_start', 'admin.checklist.fields.current_period_start', '03-01-2026'],
      ['next_renewal_date', 'admin.checklist.fields.next_renewal_date', '04-01-2026'],
    ]);
  });

  it('shows empty values as a dash, Car, Yes, and unknown fields with a readable label', () => {
    expect(
      shown('Card assigned', {
        card_id: 3,
        previous_card_id: null,
        clientId: 5,
        card: 'C-0001',
        previous_card: null,
        type: 'car',
        autopay: true,
        reason: '  ',
        extraNote: 'see desk',
      }),
    ).toEqual([
      ['type', 'admin.checklist.fields.type', 'admin.checklist.values.car'],
      ['card', 'admin.checklist.fields.card', 'C-0001'],
      ['previous_card', 'admin.checklist.fields.previous_card', '—'],
      ['autopay', 'admin.checklist.fields.autopay', 'admin.checklist.values.yes'],
      ['reason', 'admin.checklist.fields.reason', '—'],
      ['extraNote', 'Extra note', 'see desk'],
    ]);
  });

  it("labels every field a writer sends, in the checklist's order: a staff refund", () => {
    expect(
      shown('Subscription refunded', {
        client_id: 4,
        subscription_id: 9,
        customer: 'Ana Ruiz',
        plate: 'ABC123',
        type: 'car',
        amount_usd: '250.00',
        invoice: 12,
        refund: 're_1',
        previous_status: 'active',
        card: null,
        card_id: null,
      }),
    ).toEqual([
      ['customer', 'admin.checklist.fields.customer', 'Ana Ruiz'],
      ['plate', 'admin.checklist.fields.plate', 'ABC123'],
      ['type', 'admin.checklist.fields.type', 'admin.checklist.values.car'],
      ['card', 'admin.checklist.fields.card', '—'],
      ['amount_usd', 'admin.checklist.fields.amount_usd', '$250.00'],
      ['invoice', 'admin.checklist.fields.invoice', '12'],
      ['refund', 'admin.checklist.fields.refund', 're_1'],
      ['previous_status', 'admin.checklist.fields.previous_status', 'admin.checklist.statuses.active'],
    ]);
    expect(
      shown('Auto-Pay failed', { attempt: 2, next_attempt_at: null, decline_code: 'card_declined' }).map(
        ([, label]) => label,
      ),
    ).toEqual([
      'admin.checklist.fields.attempt',
      'admin.checklist.fields.decline_code',
      'admin.checklist.fields.next_attempt_at',
    ]);
  });

  it('hides subscription_id and payment_intent on Manual renewal only', () => {
    const payload = { subscription_id: 2, payment_intent: 'pi_1', plate: 'X1' };
    expect(shown('Manual renewal', payload).map(([field]) => field)).toEqual(['plate']);
    expect(shown('Auto-Pay failed', payload).map(([field]) => field)).toEqual(['plate', 'payment_intent']);
  });

  it('hides the ids and days_left on Autopay toggled', () => {
    const payload = { client_id: 1, subscription_id: 2, autopay: true, days_left: 4, reason: 'portal' };
    expect(shown('Autopay toggled', payload).map(([field]) => field)).toEqual(['autopay', 'reason']);
    expect(shown('Auto-Pay charged', { days_left: 4 }).map(([field]) => field)).toEqual(['days_left']);
  });

  it('reads JSON text and plain text payloads', () => {
    expect(shown('Vehicle banned', '{"plate":"Z9","client_id":3}')).toEqual([
      ['plate', 'admin.checklist.fields.plate', 'Z9'],
    ]);
    expect(shown('Vehicle banned', 'called the office')).toEqual([
      ['details', 'admin.checklist.fields.details', 'called the office'],
    ]);
    expect(payloadObject(null)).toEqual({});
    expect(payloadObject('')).toEqual({});
  });
});

describe('ids', () => {
  it('treats client, subscription and card ids as id-like', () => {
    for (const field of ['id', 'client_id', 'subscription_id', 'card_id', 'previous_card_id', 'clientId']) {
      expect(isIdLikeField(field)).toBe(true);
    }
    for (const field of ['card', 'invoice', 'paid', 'plate']) expect(isIdLikeField(field)).toBe(false);
  });

  it('finds the profile from client_id or clientId', () => {
    expect(eventClientId({ client_id: 7 })).toBe(7);
    expect(eventClientId({ clientId: '8' })).toBe(8);
    expect(eventClientId('{"clientId":9}')).toBe(9);
    expect(eventClientId({ client_id: 0 })).toBeNull();
    expect(eventClientId({ client_id: 'abc' })).toBeNull();
    expect(eventClientId({})).toBeNull();
  });
});
