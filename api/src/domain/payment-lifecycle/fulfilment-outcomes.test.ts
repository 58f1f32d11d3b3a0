import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buyAutopay, buyOneTime } from '../../../test/checkout-fixtures';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstRow } from '../../db/rows';
import { invoices, plans, subscriptions } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { applyRenewal, endAutopay, recordRenewalFailure } from './autopay-renewals';
import { applyPayment } from './checkout-fulfilment';

// What each fulfilment step answers its caller (the provider-events service) when an event comes twice,
// late, or for something unknown: the outcome decides what follows the commit (receipts, notices).

let t: TestApp;
afterEach(() => t?.cleanup());

const NOW = new Date('2026-03-01T14:00:00Z');

function deps(): PaymentDeps {
  return { db: t.db, config: t.config, now: () => NOW, payments: t.payments, mail: t.mail, log: () => {} };
}

async function autopayPass(nextRenewalDate: string) {
  const pass = await insertPass(t.db, { nextRenewalDate });
  await t.db
    .update(subscriptions)
    .set({ autopay: true, providerSubscriptionId: 'sub_outcomes' })
    .where(eq(subscriptions.id, pass.id));
  return pass;
}

const passRow = async (id: number) =>
  firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1));

const renewal = (eventId: string, invoiceId: string, periodStart: Date | null = NOW) => ({
  eventId,
  eventType: 'invoice.paid',
  providerSubscriptionId: 'sub_outcomes',
  invoiceId,
  amountCents: 25_000,
  periodStart,
});

describe('applyRenewal', () => {
  it('renews once: the same event is a duplicate, the same invoice under another event is ignored', async () => {
    t = await createTestApp();
    const pass = await autopayPass('2026-03-01');
    const first = await applyRenewal(deps(), renewal('evt_1', 'in_1'));
    expect(first).toEqual({ kind: 'renewed', subscriptionId: pass.id, amountCents: 25_000 });
    const renewed = await passRow(pass.id);
    expect(renewed?.nextRenewalDate && renewed.nextRenewalDate > '2026-03-01').toBe(true);

    expect(await applyRenewal(deps(), renewal('evt_1', 'in_1'))).toEqual({ kind: 'duplicate' });
    expect(await applyRenewal(deps(), renewal('evt_2', 'in_1'))).toEqual({
      kind: 'ignored',
      reason: 'payment already recorded',
    });
    expect((await passRow(pass.id))?.nextRenewalDate).toBe(renewed?.nextRenewalDate);
    const plan = await firstRow(t.db.select().from(plans).where(eq(plans.id, 1)).limit(1));
    expect((await t.db.select().from(invoices)).map((row) => row.concept)).toEqual([
      `${plan?.name} – renewal`,
    ]);
  });

  it('records a late invoice of an older period without moving the pass back', async () => {
    t = await createTestApp();
    const pass = await autopayPass('2026-06-01');
    expect((await applyRenewal(deps(), renewal('evt_late', 'in_late'))).kind).toBe('renewed');
    expect(await passRow(pass.id)).toMatchObject({
      nextRenewalDate: '2026-06-01',
      currentPeriodStart: '2025-01-01',
    });
    expect(await t.db.select().from(invoices)).toHaveLength(1);
  });

  it('ignores a renewal of a subscription it does not know', async () => {
    t = await createTestApp();
    await autopayPass('2026-03-01');
    const stray = { ...renewal('evt_x', 'in_x'), providerSubscriptionId: 'sub_nobody' };
    expect(await applyRenewal(deps(), stray)).toEqual({ kind: 'ignored', reason: 'unknown subscription' });
    expect(await t.db.select().from(invoices)).toEqual([]);
  });
});

describe('recordRenewalFailure', () => {
  const failure = (eventId: string, nextAttemptAt: Date | null, providerSubscriptionId = 'sub_outcomes') => ({
    eventId,
    eventType: 'invoice.payment_failed',
    providerSubscriptionId,
    amountCents: 25_000,
    declineCode: 'generic_decline',
    attempt: nextAttemptAt ? 1 : 3,
    nextAttemptAt,
  });

  it('keeps autopay on while the provider will try again, and turns it off after the last attempt', async () => {
    t = await createTestApp();
    const pass = await autopayPass('2026-03-01');
    const retry = new Date('2026-03-04T14:00:00Z');
    expect(await recordRenewalFailure(deps(), failure('evt_f1', retry))).toMatchObject({
      kind: 'renewal_failed',
      attempt: 1,
      nextAttemptAt: retry.toISOString(),
    });
    expect((await passRow(pass.id))?.autopay).toBe(true);
    expect(await recordRenewalFailure(deps(), failure('evt_f1', retry))).toEqual({ kind: 'duplicate' });
    expect((await recordRenewalFailure(deps(), failure('evt_f3', null))).kind).toBe('renewal_failed');
    expect((await passRow(pass.id))?.autopay).toBe(false);
  });

  it('ignores a failure of a subscription it does not know', async () => {
    t = await createTestApp();
    await autopayPass('2026-03-01');
    expect(await recordRenewalFailure(deps(), failure('evt_fx', null, 'sub_nobody'))).toEqual({
      kind: 'ignored',
      reason: 'unknown subscription',
    });
  });
});

describe('endAutopay', () => {
  const ended = (eventId: string, providerSubscriptionId = 'sub_outcomes') => ({
    eventId,
    eventType: 'customer.subscription.deleted',
    providerSubscriptionId,
  });

  it('turns autopay off once, says so, and answers a replay as a duplicate', async () => {
    t = await createTestApp();
    const pass = await autopayPass('2026-03-01');
    expect(await endAutopay(deps(), ended('evt_e1'))).toEqual({
      kind: 'ignored',
      reason: 'autopay turned off',
    });
    expect((await passRow(pass.id))?.autopay).toBe(false);
    expect(await endAutopay(deps(), ended('evt_e1'))).toEqual({ kind: 'duplicate' });
    expect(await endAutopay(deps(), ended('evt_e2'))).toEqual({
      kind: 'ignored',
      reason: 'autopay already off',
    });
    expect(await endAutopay(deps(), ended('evt_e3', 'sub_nobody'))).toEqual({
      kind: 'ignored',
      reason: 'unknown subscription',
    });
  });
});

describe('applyPayment', () => {
  it('ignores a payment for a checkout it does not know, and a replay of it is a duplicate', async () => {
    t = await createTestApp();
    const stray = {
      eventId: 'evt_p1',
      eventType: 'payment_intent.succeeded',
      checkoutId: 999,
      providerPaymentId: 'pi_stray',
      paymentIntentId: 'pi_stray',
      invoiceId: null,
      providerSubscriptionId: null,
      amountCents: 25_000,
      cardBrand: 'visa',
    };
    expect(await applyPayment(deps(), stray)).toEqual({ kind: 'ignored', reason: 'unknown checkout' });
    expect(await applyPayment(deps(), stray)).toEqual({ kind: 'duplicate' });
    expect(await t.db.select().from(invoices)).toEqual([]);
  });

  it('ignores a second payment reported for a checkout that already became a pass', async () => {
    t = await createTestApp();
    await buyOneTime(t);
    const again = {
      eventId: 'evt_again',
      eventType: 'charge.succeeded',
      checkoutId: 1,
      providerPaymentId: 'pi_other',
      paymentIntentId: 'pi_other',
      invoiceId: null,
      providerSubscriptionId: null,
      amountCents: 25_000,
      cardBrand: 'visa',
    };
    expect(await applyPayment(deps(), again)).toEqual({
      kind: 'ignored',
      reason: 'checkout already fulfilled',
    });
    expect(await t.db.select().from(subscriptions)).toHaveLength(1);
    expect(await t.db.select().from(invoices)).toHaveLength(1);
  });
});

describe('a new pass', () => {
  it('from a one-time payment: no discount cycles and no autopay consent on it', async () => {
    t = await createTestApp();
    await buyOneTime(t);
    expect(await firstRow(t.db.select().from(subscriptions).limit(1))).toMatchObject({
      autopay: false,
      discountCyclesLeft: 0,
      autopayConsentId: null,
    });
  });

  it('from an autopay plan without a discount: no discount cycles', async () => {
    t = await createTestApp();
    await t.db.update(plans).set({ discountPercent: 0 }).where(eq(plans.id, 2));
    await buyAutopay(t);
    const pass = await firstRow(t.db.select().from(subscriptions).limit(1));
    expect(pass).toMatchObject({ autopay: true, discountCyclesLeft: 0 });
    expect(pass?.autopayConsentId).not.toBeNull();
  });
});
