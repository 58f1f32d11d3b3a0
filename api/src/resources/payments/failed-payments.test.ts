import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClockTo, changeCard } from '../../../test/autopay-fixtures';
import { buyAutopay, CARDS } from '../../../test/checkout-fixtures';
import { insertPass } from '../../../test/fixtures';
import { signIn } from '../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays } from '../../contract/calendar-date';
import type { FailedPaymentsResponse, PaymentsListResponse } from '../../contract/payments';
import { renewalChargeAt } from '../../contract/renewal-calendar';
import { firstRow } from '../../db/rows';
import { passPayments, subscriptions, vehicles } from '../../db/schema';

// Payments' Failed filter lists who is behind: failed charges the system records, while nothing paid
// them since (issue 31, item 6: the filter was always empty, failed charges are not invoices).

let t: TestApp;
afterEach(() => t?.cleanup());

const HOUR = 3_600_000;

async function failed(query = '', token?: string): Promise<FailedPaymentsResponse> {
  const res = await t.call('GET', `/api/payments/failed${query}`, { token: token ?? t.tokens.ambassador });
  expect(res.status).toBe(200);
  return (await res.json()) as FailedPaymentsResponse;
}

const passOf = async (plate: string) =>
  (await firstRow(
    t.db
      .select({ s: subscriptions })
      .from(subscriptions)
      .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
      .where(eq(vehicles.plate, plate))
      .limit(1),
  ))!.s;

async function failAutopay(
  pass: { id: number },
  fields: { at: string; cents?: number; reason: string | null; retryAt?: string | null },
) {
  await t.db
    .update(subscriptions)
    .set({
      autopay: fields.retryAt !== null,
      autopayFailedAt: fields.at,
      autopayFailedCents: fields.cents ?? 25000,
      autopayFailureReason: fields.reason,
      autopayRetryAt: fields.retryAt ?? null,
    })
    .where(eq(subscriptions.id, pass.id));
}

let paymentToken = 0;
async function savedCardCharge(
  pass: { id: number },
  status: 'failed' | 'paid' | 'open',
  at: string,
  lastError: string | null = null,
) {
  paymentToken += 1;
  await t.db.insert(passPayments).values({
    token: `test-payment-${paymentToken}`,
    kind: 'loss_fee',
    subscriptionId: pass.id,
    amountCents: 2500,
    status,
    method: 'saved_card',
    lastError,
    createdAt: at,
    updatedAt: at,
  });
}

describe('GET /api/payments/failed', () => {
  it('lists a real failed autopay charge with its reason and next attempt, until a new card pays it', async () => {
    t = await createTestApp();
    const { wizard } = await buyAutopay(t);
    const key = { email: wizard.personal.email, plate: wizard.vehicle.plate };
    await signIn(t, key);
    expect((await changeCard(t, key, CARDS.insufficientFunds)).status).toBe(200);
    const R = (await passOf(key.plate)).nextRenewalDate as string;
    const chargeOn = (date: string) => renewalChargeAt(date, t.config.garageTz);
    expect((await failed()).total).toBe(0);

    await advanceClockTo(t, new Date(chargeOn(R).getTime() + HOUR));
    const list = await failed();
    expect(list).toEqual({
      total: 1,
      data: [
        {
          id: `autopay-${(await passOf(key.plate)).id}`,
          kind: 'autopay_renewal',
          subscription_id: (await passOf(key.plate)).id,
          client_id: (await passOf(key.plate)).customerId,
          customer_name: `${wizard.personal.firstName} ${wizard.personal.lastName}`.trim(),
          customer_email: key.email,
          plate: key.plate,
          amount_cents: expect.any(Number),
          reason: 'insufficient_funds',
          decline_code: null,
          failed_at: expect.any(String),
          next_retry_at: chargeOn(addDays(R, 3)).toISOString(),
        },
      ],
    });
    expect(list.data[0]?.amount_cents).toBeGreaterThan(0);
    // The invoice list's own Failed filter stays what it was: failed charges are not invoices.
    const invoices = await t.call('GET', '/api/payments?status=failed', { token: t.tokens.ambassador });
    expect(((await invoices.json()) as PaymentsListResponse).total).toBe(0);

    // A card that works is charged at once: nobody is behind any more.
    await signIn(t, key);
    expect((await changeCard(t, key, CARDS.visa)).status).toBe(200);
    expect((await failed()).total).toBe(0);
  });

  it('words every reason as a code, keeps the saved-card failures not paid since, and leaves ended passes out', async () => {
    t = await createTestApp();
    const a = await insertPass(t.db, {
      nextRenewalDate: '2099-01-01',
      firstName: 'Ana',
      lastName: 'Ruiz',
      plate: 'ANA1',
    });
    await failAutopay(a, {
      at: '2026-11-05T15:00:00.000Z',
      reason: 'Your card has insufficient funds.',
      retryAt: '2026-11-08T15:00:00.000Z',
    });
    const b = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'BOB2' });
    await failAutopay(b, { at: '2026-11-06T15:00:00.000Z', reason: 'do_not_honor', retryAt: null });
    const c = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'CY3' });
    await failAutopay(c, { at: '2026-11-07T15:00:00.000Z', reason: 'Some English the bank made up.' });
    // Ended since: owes nothing.
    const ended = await insertPass(t.db, {
      nextRenewalDate: '2099-01-01',
      plate: 'END4',
      statusKey: 'canceled',
    });
    await failAutopay(ended, { at: '2026-11-07T16:00:00.000Z', reason: 'expired_card' });
    // A lost-card fee tried twice on the saved card: the newest failure only.
    const d = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'DI5' });
    await savedCardCharge(d, 'failed', '2026-11-08T10:00:00.000Z', 'Your card was declined.');
    await savedCardCharge(d, 'failed', '2026-11-08T11:00:00.000Z', 'Your card has expired.');
    await savedCardCharge(d, 'open', '2026-11-08T12:00:00.000Z');
    // Paid later with another try: not behind.
    const e = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'ED6' });
    await savedCardCharge(e, 'failed', '2026-11-08T10:00:00.000Z', 'Your card was declined.');
    await savedCardCharge(e, 'paid', '2026-11-08T10:05:00.000Z');

    const all = await failed();
    expect(all.total).toBe(4);
    expect(
      all.data.map((row) => [row.plate, row.kind, row.reason, row.decline_code, row.next_retry_at]),
    ).toEqual([
      ['DI5', 'loss_fee', 'expired_card', null, null],
      ['CY3', 'autopay_renewal', 'declined', null, null],
      ['BOB2', 'autopay_renewal', 'declined', 'do_not_honor', null],
      ['ANA1', 'autopay_renewal', 'insufficient_funds', null, '2026-11-08T15:00:00.000Z'],
    ]);
    expect(JSON.stringify(all)).not.toMatch(/Your card|English/);

    // Searched like every staff list (name, e-mail or plate prefix), by garage day, and paged.
    expect((await failed('?q=ana')).data.map((row) => row.plate)).toEqual(['ANA1']);
    expect((await failed('?q=bo')).data.map((row) => row.plate)).toEqual(['BOB2']);
    expect((await failed('?from=2026-11-06&to=2026-11-07')).data.map((row) => row.plate)).toEqual([
      'CY3',
      'BOB2',
    ]);
    const page2 = await failed('?limit=3&offset=3');
    expect([page2.total, page2.data.map((row) => row.plate)]).toEqual([4, ['ANA1']]);
    // The admin has Payments too (wildcard); nobody signed out does.
    expect((await failed('', t.tokens.admin)).total).toBe(4);
    expect((await t.call('GET', '/api/payments/failed')).status).toBe(401);
    const bad = await t.call('GET', '/api/payments/failed?from=2026-11-08&to=2026-11-01', {
      token: t.tokens.ambassador,
    });
    expect(bad.status).toBe(400);
  });
});
