// A payment that completes after its checkout's hold lapsed: the pass, or a refund when the space is gone.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buyOneTime,
  CARDS,
  confirm,
  createIntent,
  openSlots,
  passCount,
  setSpaces,
  wizardData,
} from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstRow } from '../../db/rows';
import { checkouts, events, invoices, vehicles } from '../../db/schema';
import { PaymentsUnavailableError } from '../../providers/payments/payments-provider';

let t: TestApp;
afterEach(async () => {
  await t?.cleanup();
  vi.restoreAllMocks();
});

describe('hold expiry', () => {
  it('refunds a payment that completes after its hold lapsed when the space was sold meanwhile', async () => {
    let now = new Date('2025-06-10T17:00:00Z');
    t = await createTestApp({ now: () => now }, { env: { HOLD_MINUTES: '30' } });
    await setSpaces(t, 1);
    const late = await createIntent(t, wizardData(), 1, 'es');
    expect(await openSlots(t)).toBe(0);

    now = new Date('2025-06-10T17:31:00Z');
    expect(await openSlots(t)).toBe(1);
    const onTime = await buyOneTime(t);
    expect(onTime.confirmed?.body.status).toBe('succeeded');

    const paid = await confirm(t, late.body.clientSecret, CARDS.visa);
    expect(paid.body.status).toBe('succeeded');
    expect(await passCount(t)).toBe(1);
    const lateCheckout = await firstRow(t.db.select().from(checkouts).where(eq(checkouts.id, 1)).limit(1));
    expect(lateCheckout).toMatchObject({
      status: 'refunded',
      refundReason: 'no_space',
      providerRefundId: expect.stringMatching(/^re_sbx_/),
    });
    expect((await t.db.select().from(invoices)).map((row) => row.statusKey).sort()).toEqual([
      'paid',
      'refunded',
    ]);
    // The Payments list tells staff why this money went back.
    const refunded = await firstRow(
      t.db.select().from(invoices).where(eq(invoices.statusKey, 'refunded')).limit(1),
    );
    expect(refunded?.concept).toMatch(/^.+ – refunded: no online space left when the payment completed/);
    const refundEvent = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Subscription refunded')).limit(1),
    );
    expect(JSON.parse(refundEvent?.payload ?? '{}')).toMatchObject({
      amount_usd: '250.00',
      reason: 'no_space',
    });
    const receipt = await t.client.api.billing.receipt.$get({
      query: { payment_intent: late.body.clientSecret },
    });
    expect(receipt.status).toBe(409);
    expect(await receipt.json()).toEqual({
      error:
        'Sorry, all online spaces were taken before your payment completed. Your payment has been refunded.',
      code: 'checkout_refunded',
      refund_reason: 'no_space',
    });
    expect(await openSlots(t)).toBe(0);
  });

  it('treats a hold as lapsed at the very instant it expires', async () => {
    let now = new Date('2025-06-10T17:00:00Z');
    t = await createTestApp({ now: () => now }, { env: { HOLD_MINUTES: '30' } });
    await setSpaces(t, 1);
    const late = await createIntent(t, wizardData());
    now = new Date('2025-06-10T17:30:00Z');
    expect(await openSlots(t)).toBe(1);
    expect((await buyOneTime(t)).confirmed?.body.status).toBe('succeeded');
    await confirm(t, late.body.clientSecret, CARDS.visa);
    expect(await passCount(t)).toBe(1);
    expect(await firstRow(t.db.select().from(checkouts).where(eq(checkouts.id, 1)).limit(1))).toMatchObject({
      status: 'refunded',
      refundReason: 'no_space',
    });
  });

  it('refunds a payment whose visitor had left the checkout (hold released) once the space was sold', async () => {
    t = await createTestApp();
    await setSpaces(t, 1);
    const left = await createIntent(t, wizardData());
    const release = await t.call('POST', '/api/billing/hold/release', {
      body: { checkoutToken: left.body.checkoutToken },
    });
    expect(release.status).toBe(204);
    expect((await buyOneTime(t)).confirmed?.body.status).toBe('succeeded');
    await confirm(t, left.body.clientSecret, CARDS.visa);
    expect(await passCount(t)).toBe(1);
    expect(await firstRow(t.db.select().from(checkouts).where(eq(checkouts.id, 1)).limit(1))).toMatchObject({
      status: 'refunded',
      refundReason: 'no_space',
    });
  });

  it('still sells the pass after the hold lapsed when a space is free', async () => {
    let now = new Date('2025-06-10T17:00:00Z');
    t = await createTestApp({ now: () => now });
    await setSpaces(t, 2);
    const intent = await createIntent(t, wizardData());
    now = new Date('2025-06-10T18:00:00Z');
    await confirm(t, intent.body.clientSecret, CARDS.visa);
    expect(await passCount(t)).toBe(1);
    expect((await firstRow(t.db.select().from(checkouts).limit(1)))?.status).toBe('fulfilled');
  });

  it('keeps retrying a refund the provider refused, without a second pass or event', async () => {
    let now = new Date('2025-06-10T17:00:00Z');
    t = await createTestApp({ now: () => now });
    await setSpaces(t, 1);
    const late = await createIntent(t, wizardData());
    now = new Date('2025-06-10T17:45:00Z');
    await buyOneTime(t);
    const refund = vi.spyOn(t.sandbox!, 'refund').mockRejectedValueOnce(new PaymentsUnavailableError('down'));
    await confirm(t, late.body.clientSecret, CARDS.visa);
    expect(await firstRow(t.db.select().from(checkouts).where(eq(checkouts.id, 1)).limit(1))).toMatchObject({
      status: 'refund_pending',
      lastError: expect.stringContaining('Refund failed'),
    });
    const { retryPendingRefunds } = await import('./refunds');
    const settled = await retryPendingRefunds({
      db: t.db,
      config: t.config,
      now: () => now,
      payments: t.payments,
      mail: t.mail,
      log: () => {},
    });
    expect(settled).toBe(1);
    expect(refund).toHaveBeenCalledTimes(2);
    expect((await firstRow(t.db.select().from(checkouts).where(eq(checkouts.id, 1)).limit(1)))?.status).toBe(
      'refunded',
    );
    expect(await t.db.select().from(events).where(eq(events.action, 'Subscription refunded'))).toHaveLength(
      1,
    );
  });
});

describe('a payment for a customer banned while paying', () => {
  it('is refunded with the plate_taken text the visitor reads and the reason staff read', async () => {
    t = await createTestApp();
    const email = 'banned-meanwhile@example.com';
    const first = await buyOneTime(t, wizardData({ personal: { email, confirmEmail: email } }));
    expect(first.confirmed?.body.status).toBe('succeeded');
    const second = await createIntent(
      t,
      wizardData({ personal: { email, confirmEmail: email }, vehicle: { plate: 'NEW2PLT' } }),
    );
    expect(second.status).toBe(200);
    // Staff ban the customer's first vehicle before the second payment completes.
    await t.db
      .update(vehicles)
      .set({ status: 'banned' })
      .where(eq(vehicles.plate, first.wizard.vehicle.plate));
    await confirm(t, second.body.clientSecret, CARDS.visa);
    expect(await passCount(t)).toBe(1);
    const receipt = await t.client.api.billing.receipt.$get({
      query: { payment_intent: second.body.clientSecret },
    });
    expect(await receipt.json()).toEqual({
      error: 'That plate already has a monthly pass or is banned. Your payment has been refunded.',
      code: 'checkout_refunded',
      refund_reason: 'plate_taken',
    });
    const refunded = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Subscription refunded')).limit(1),
    );
    expect(JSON.parse(refunded?.payload ?? '{}')).toMatchObject({
      plate: 'NEW2PLT',
      amount_usd: '250.00',
      reason: 'plate_taken',
    });
  });
});
