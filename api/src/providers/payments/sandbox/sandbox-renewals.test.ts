import { describe, expect, it } from 'vitest';
import { advanceTo, sandboxWithEvents, savedCard, subscribed } from '../../../../test/sandbox-fixtures';
import { addDays, todayInTimeZone } from '../../../contract/calendar-date';
import { renewalChargeAt } from '../../../contract/renewal-calendar';

const TZ = 'America/Los_Angeles';
const INSUFFICIENT_FUNDS = '4000000000009995';
const unix = (at: Date) => Math.floor(at.getTime() / 1000);

/** A pass's renewal date R a month minus a day ahead, and the instants of its charge and retries. */
function renewal(daysAfterR = 0) {
  const R = addDays(todayInTimeZone(TZ, new Date()), 29);
  return renewalChargeAt(addDays(R, daysAfterR), TZ);
}

describe('sandbox renewals', () => {
  it('retries a declined renewal at R+3 and R+7 at the charge hour, then cancels the subscription', async () => {
    const { sandbox, events } = sandboxWithEvents({ timeZone: TZ });
    const created = await subscribed(sandbox, INSUFFICIENT_FUNDS, {
      billingAnchor: renewal(),
      chargeFirstPeriodNow: false,
    });
    const failures = () => events.filter((event) => event.type === 'invoice.payment_failed');

    const first = await advanceTo(sandbox, renewal());
    expect(first.invoices).toEqual([expect.objectContaining({ status: 'open', amount_cents: 22_000 })]);
    expect(failures().at(-1)?.data.object).toMatchObject({
      billing_reason: 'subscription_cycle',
      attempt_count: 1,
      next_payment_attempt: unix(renewal(3)),
    });

    // Nothing is tried again before the next attempt is due.
    expect((await advanceTo(sandbox, renewal(2))).invoices).toEqual([]);
    await advanceTo(sandbox, renewal(3));
    expect(failures().at(-1)?.data.object).toMatchObject({
      attempt_count: 2,
      next_payment_attempt: unix(renewal(7)),
    });

    await advanceTo(sandbox, renewal(7));
    expect(failures().at(-1)?.data.object).toMatchObject({ attempt_count: 3, next_payment_attempt: null });
    expect(failures()).toHaveLength(3);
    const deleted = events.filter((event) => event.type === 'customer.subscription.deleted');
    expect(deleted.map((event) => event.data.object)).toEqual([
      expect.objectContaining({ id: created.id, status: 'canceled' }),
    ]);

    // A canceled subscription is never billed again, and a new card does not revive it.
    expect((await sandbox.advanceClock(40 * 86_400)).invoices).toEqual([]);
    expect(await sandbox.retryOpenInvoice(created.id)).toBe('none');
  });

  it('charges the open renewal again on a new card at once, without counting it as a scheduled attempt', async () => {
    const { sandbox, events } = sandboxWithEvents({ timeZone: TZ });
    const created = await subscribed(sandbox, INSUFFICIENT_FUNDS, {
      billingAnchor: renewal(),
      chargeFirstPeriodNow: false,
    });
    await advanceTo(sandbox, renewal());
    expect(await sandbox.retryOpenInvoice(created.id)).toBe('failed');
    expect(
      events.filter((event) => event.type === 'invoice.payment_failed').at(-1)?.data.object,
    ).toMatchObject({
      attempt_count: 2,
      // Still the schedule's second attempt: a retry the customer asked for does not use one up.
      next_payment_attempt: unix(renewal(3)),
    });

    const visa = await savedCard(sandbox, created.customerId, '4242424242424242', 'new-card');
    await sandbox.setDefaultPaymentMethod({
      customerId: created.customerId,
      paymentMethodId: visa,
      subscriptionId: created.id,
    });
    expect(await sandbox.getSavedCard(created.customerId)).toEqual({
      paymentMethodId: visa,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
    });
    expect(await sandbox.retryOpenInvoice(created.id)).toBe('paid');
    expect(events.filter((event) => event.type === 'invoice.paid').map((e) => e.data.object)).toEqual([
      expect.objectContaining({ billing_reason: 'subscription_cycle', amount_paid: 22_000, status: 'paid' }),
    ]);
    expect(await sandbox.retryOpenInvoice(created.id)).toBe('none');

    // Active again: the next period renews on the new card, still discounted (cycle 2 of 3).
    const next = await sandbox.advanceClock(31 * 86_400);
    expect(next.invoices).toEqual([expect.objectContaining({ status: 'paid', amount_cents: 22_000 })]);
  });

  it('refuses a card or a subscription of another customer', async () => {
    const { sandbox } = sandboxWithEvents({ timeZone: TZ });
    const created = await subscribed(sandbox);
    const other = await sandbox.createCustomer({
      email: 'b@example.com',
      name: 'B',
      metadata: {},
      idempotencyKey: 'b',
    });
    const othersCard = await savedCard(sandbox, other.id, '4242424242424242', 'b-card');
    await expect(
      sandbox.setDefaultPaymentMethod({
        customerId: created.customerId,
        paymentMethodId: othersCard,
        subscriptionId: null,
      }),
    ).rejects.toThrow(/not saved for this customer/);
    await expect(
      sandbox.setDefaultPaymentMethod({
        customerId: other.id,
        paymentMethodId: othersCard,
        subscriptionId: created.id,
      }),
    ).rejects.toThrow(/No such subscription/);
  });
});
