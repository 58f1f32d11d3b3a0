import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCard, insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstRow, returnedRow } from '../../db/rows';
import { cards, events, invoices, passPayments, sales, subscriptions } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { applyPassPayment } from './pass-payment';

// What applying a portal payment (a renewal by hand, a lost-card fee) answers its caller, the webhook
// handler, and leaves behind: for a payment the rules allow, for one they no longer allow, and for
// an event that comes twice, under another id, or for something unknown.

// 11:00 on 2026-03-10 in the garage's zone (America/Los_Angeles).
const NOW = new Date('2026-03-10T18:00:00Z');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterEach(() => t.cleanup());

const deps = (): PaymentDeps => ({
  db: t.db,
  config: t.config,
  now: () => NOW,
  payments: t.payments,
  mail: t.mail,
  log: () => {},
});

let seq = 0;
/** A started portal payment, as `POST renew` / `POST lost-card` leave it before the provider reports. */
async function started(kind: 'renewal' | 'loss_fee', pass: { id: number; nextRenewalDate: string | null }) {
  seq += 1;
  return returnedRow(
    t.db
      .insert(passPayments)
      .values({
        token: `pp_${seq}`,
        kind,
        subscriptionId: pass.id,
        amountCents: kind === 'renewal' ? 25_000 : 2_500,
        baseRenewalDate: kind === 'renewal' ? pass.nextRenewalDate : null,
      })
      .returning(),
  );
}

const paid = (token: string, overrides: { eventId?: string; cardBrand?: string | null } = {}) => ({
  eventId: overrides.eventId ?? `evt_${token}`,
  eventType: 'payment_intent.succeeded',
  passPayment: token,
  paymentIntentId: `pi_${token}`,
  amountCents: 25_000,
  cardBrand: overrides.cardBrand === undefined ? 'visa' : overrides.cardBrand,
});

const paymentRow = async (token: string) =>
  firstRow(t.db.select().from(passPayments).where(eq(passPayments.token, token)).limit(1));
const passRow = async (id: number) =>
  firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1));
const staffEvents = async () =>
  (await t.db.select().from(events)).map((event) => ({
    action: event.action,
    payload: JSON.parse(event.payload) as Record<string, unknown>,
  }));

/** Whose pass the staff event names. */
const names = (pass: { id: number; customerId: number }) => ({
  client_id: pass.customerId,
  subscription_id: pass.id,
  customer: expect.any(String),
  plate: expect.any(String),
});

describe('a renewal by hand', () => {
  it('moves the pass on from R+1, as one manual sale, and marks the payment paid with its invoice', async () => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2026-03-20' });
    const payment = await started('renewal', pass);

    expect(await applyPassPayment(deps(), paid(payment.token))).toEqual({
      kind: 'pass_paid',
      passPayment: payment.token,
    });

    expect(await passRow(pass.id)).toMatchObject({
      statusKey: 'active',
      currentPeriodStart: '2026-03-21',
      nextRenewalDate: '2026-04-20',
    });
    const [invoice] = await t.db.select().from(invoices);
    expect(invoice).toMatchObject({
      concept: 'Monthly pass – manual renewal',
      statusKey: 'paid',
      amountCents: 25_000,
      providerPaymentId: `pi_${payment.token}`,
      subscriptionId: pass.id,
    });
    expect(await t.db.select().from(sales)).toEqual([expect.objectContaining({ type: 'manual' })]);
    expect(await paymentRow(payment.token)).toMatchObject({
      status: 'paid',
      invoiceId: invoice?.id,
      providerIntentId: `pi_${payment.token}`,
      lastError: null,
    });
    expect(await staffEvents()).toEqual([
      {
        action: 'Manual renewal',
        payload: {
          ...names(pass),
          type: 'car',
          amount_usd: '250.00',
          payment_intent: `pi_${payment.token}`,
          plan: 'Monthly pass',
          invoice: invoice?.id,
          current_period_start: '2026-03-21',
          next_renewal_date: '2026-04-20',
        },
      },
    ]);
  });

  it('reactivates a canceled pass from the day it is paid, as Subscription reactivated', async () => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2026-01-15', statusKey: 'canceled' });
    const payment = await started('renewal', pass);

    expect((await applyPassPayment(deps(), paid(payment.token))).kind).toBe('pass_paid');

    expect(await passRow(pass.id)).toMatchObject({
      statusKey: 'active',
      currentPeriodStart: '2026-03-10',
      nextRenewalDate: '2026-04-09',
    });
    expect((await staffEvents()).map((event) => event.action)).toEqual(['Subscription reactivated']);
  });
});

describe('a lost-card fee', () => {
  it('makes the card lost at once and puts the pass back on the needs-card list, as a sale named for the card', async () => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2026-03-20' });
    const card = await insertCard(t.db, '004711', { pass });
    const payment = await started('loss_fee', pass);

    expect((await applyPassPayment(deps(), paid(payment.token))).kind).toBe('pass_paid');

    expect(await firstRow(t.db.select().from(cards).where(eq(cards.id, card.id)).limit(1))).toMatchObject({
      statusKey: 'lost',
      subscriptionId: pass.id,
    });
    expect((await passRow(pass.id))?.cardId).toBeNull();
    const [invoice] = await t.db.select().from(invoices);
    expect(invoice?.concept).toBe('Loss fee – card 004711');
    expect(await paymentRow(payment.token)).toMatchObject({ status: 'paid', invoiceId: invoice?.id });
    expect(await staffEvents()).toEqual([
      {
        action: 'Card lost – fee paid',
        payload: expect.objectContaining({
          ...names(pass),
          card: '004711',
          card_id: card.id,
          invoice: invoice?.id,
          payment_intent: `pi_${payment.token}`,
        }),
      },
    ]);
  });
});

describe('a payment the rules no longer allow', () => {
  it.each([
    ['an American Express card', 'amex', 'Manual renewal – refunded: American Express is not accepted'],
    [
      'a pass renewed meanwhile (paid twice)',
      'already_renewed',
      'Manual renewal – refunded: the pass had already been renewed (paid twice)',
    ],
    [
      'a pass whose autopay was turned on meanwhile',
      'not_renewable',
      'Manual renewal – refunded: the pass could not be renewed any more when the payment completed',
    ],
  ])('is refunded, never applied: %s', async (_what, reason, concept) => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2026-03-20' });
    const payment = await started('renewal', pass);
    if (reason === 'already_renewed') {
      await t.db
        .update(subscriptions)
        .set({ nextRenewalDate: '2026-04-20' })
        .where(eq(subscriptions.id, pass.id));
    }
    if (reason === 'not_renewable') {
      await t.db.update(subscriptions).set({ autopay: true }).where(eq(subscriptions.id, pass.id));
    }
    const before = await passRow(pass.id);

    expect(
      await applyPassPayment(deps(), paid(payment.token, { cardBrand: reason === 'amex' ? 'amex' : 'visa' })),
    ).toEqual({ kind: 'pass_refund', passPayment: payment.token });

    expect(await passRow(pass.id)).toMatchObject({
      currentPeriodStart: before?.currentPeriodStart,
      nextRenewalDate: before?.nextRenewalDate,
    });
    expect(await t.db.select().from(invoices)).toEqual([
      expect.objectContaining({
        concept,
        statusKey: 'refunded',
        amountCents: 25_000,
        providerPaymentId: `pi_${payment.token}`,
        subscriptionId: pass.id,
      }),
    ]);
    expect(await t.db.select().from(sales)).toEqual([]);
    expect(await paymentRow(payment.token)).toMatchObject({
      status: 'refund_pending',
      refundReason: reason,
      providerIntentId: `pi_${payment.token}`,
      invoiceId: null,
    });
    expect(await staffEvents()).toEqual([]);
  });

  it('refunds a lost-card fee when no card is assigned any more, and sells nothing', async () => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2026-03-20' });
    const card = await insertCard(t.db, '004712', { pass });
    const payment = await started('loss_fee', pass);
    // Another payment of the fee got there first: the card is already lost, the pass holds none.
    await t.db.update(cards).set({ statusKey: 'lost' }).where(eq(cards.id, card.id));
    await t.db.update(subscriptions).set({ cardId: null }).where(eq(subscriptions.id, pass.id));

    expect((await applyPassPayment(deps(), paid(payment.token))).kind).toBe('pass_refund');

    expect((await firstRow(t.db.select().from(invoices).limit(1)))?.concept).toBe(
      'Loss fee – refunded: no card was assigned any more when the payment completed',
    );
    expect((await paymentRow(payment.token))?.refundReason).toBe('no_card_assigned');
    expect((await firstRow(t.db.select().from(cards).where(eq(cards.id, card.id)).limit(1)))?.statusKey).toBe(
      'lost',
    );
    expect(await t.db.select().from(sales)).toEqual([]);
  });
});

describe('events that change nothing', () => {
  it('a replay is a duplicate; the same payment under another event id is ignored, whatever its state', async () => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2026-03-20' });
    const payment = await started('renewal', pass);
    expect((await applyPassPayment(deps(), paid(payment.token))).kind).toBe('pass_paid');

    expect(await applyPassPayment(deps(), paid(payment.token))).toEqual({ kind: 'duplicate' });
    for (const status of ['paid', 'refund_pending', 'refunded'] as const) {
      await t.db.update(passPayments).set({ status }).where(eq(passPayments.token, payment.token));
      expect(await applyPassPayment(deps(), paid(payment.token, { eventId: `evt_again_${status}` }))).toEqual(
        {
          kind: 'ignored',
          reason: `pass payment already ${status}`,
        },
      );
    }
    expect(await t.db.select().from(invoices)).toHaveLength(1);
    expect((await passRow(pass.id))?.nextRenewalDate).toBe('2026-04-20');
  });

  it('ignores a payment it does not know, and money already invoiced under another payment', async () => {
    expect(await applyPassPayment(deps(), paid('pp_unknown'))).toEqual({
      kind: 'ignored',
      reason: 'unknown pass payment',
    });
    expect(await applyPassPayment(deps(), paid('pp_unknown'))).toEqual({ kind: 'duplicate' });

    const pass = await insertPass(t.db, { nextRenewalDate: '2026-03-20' });
    const first = await started('renewal', pass);
    const second = await started('renewal', pass);
    await applyPassPayment(deps(), paid(first.token));
    // The provider reports the first payment's intent again, now naming the second payment.
    expect(
      await applyPassPayment(deps(), { ...paid(second.token), paymentIntentId: `pi_${first.token}` }),
    ).toEqual({ kind: 'ignored', reason: 'payment already recorded' });
    expect((await paymentRow(second.token))?.status).toBe('open');
    expect(await t.db.select().from(invoices)).toHaveLength(1);
  });
});
