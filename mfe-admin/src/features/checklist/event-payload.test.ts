import { describe, expect, it } from 'vitest';
import { eventClientId, isIdLikeField, payloadObject, payloadRows } from './event-payload';

const shown = (action: string, payload: unknown) =>
  payloadRows(action, payload).map(({ field, label, value }) => [
    field,
    'key' in label ? label.key : label.text,
    'key' in value ? value.key : value.text,
  ]);

describe('payloadRows', () => {
  it('shows stored English reasons, statuses and sources through the catalog', () => {
    const value = (field: string, stored: string) =>
      payloadRows('Subscription refunded', { [field]: stored })[0]?.value;
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
    // A provider's own decline text has no translation: it is shown as stored.
    expect(value('reason', 'Your card was declined.')).toEqual({ text: 'Your card was declined.' });
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
      shown('Auto-Pay failed', { attempt: 2, next_attempt_at: null, reason: 'card_declined' }).map(
        ([, label]) => label,
      ),
    ).toEqual([
      'admin.checklist.fields.attempt',
      'admin.checklist.fields.next_attempt_at',
      'admin.checklist.fields.reason',
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
