import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advanceClockTo, lastMailTo } from '../../../../test/autopay-fixtures';
import { buyAutopay, buyOneTime, openSlots, setSpaces } from '../../../../test/checkout-fixtures';
import {
  invoicesOfPass,
  jobDepsOf,
  type PassKey,
  passKeyOf,
  passOfPlate,
} from '../../../../test/pass-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { addDays } from '../../../contract/calendar-date';
import type { CancellationsResponse, PassCancelState } from '../../../contract/pass-cancel';
import { renewalChargeAt } from '../../../contract/renewal-calendar';
import { cards, customers } from '../../../db/schema';
import { dayEndsAt } from '../../../domain/gate/pass-access';
import { endCancelledPasses } from '../../../domain/passes/pass-cancel';

// Cancel at period end over the sandbox's clock (docs/decisions/cancel-at-period-end.md): the pass
// works through its last day, nothing is charged after, the owner may undo until then, and the pass
// ends on its day.

let t: TestApp;
beforeEach(async () => {
  // The app's clock is real time plus the sandbox clock's offset (lib/app-clock.ts), as in production.
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const deps = () => jobDepsOf(t);
type Key = PassKey;
const keyOf = passKeyOf;
const state = async (key: Key) => {
  const res = await t.call(
    'GET',
    `/api/payments-public/cancel?email=${encodeURIComponent(key.email)}&plate=${key.plate}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as PassCancelState;
};
const cancel = (key: Key, body: Record<string, unknown>) =>
  t.call('POST', '/api/payments-public/cancel', { body: { ...key, ...body } });
const undo = (key: Key) => t.call('POST', '/api/payments-public/cancel/undo', { body: key });
const passOf = async (plate: string) => passOfPlate(t, plate);
const invoicesOf = async (id: number) => invoicesOfPass(t, id);

describe('cancel at period end (autopay)', () => {
  it('says what ends when, cancels with a reason, undoes, cancels again and ends on its day with nothing charged after', async () => {
    const { wizard, subscribed } = await buyAutopay(t);
    expect(subscribed.status).toBe(200);
    const key = keyOf(wizard);
    await signIn(t, key);
    const pass = await passOf(key.plate);
    const lastDay = pass.nextRenewalDate!;

    expect(await state(key)).toEqual({
      pending: null,
      cancelable: true,
      last_day: lastDay,
      autopay: true,
      discount_months_lost: pass.discountCyclesLeft,
      discount_percent: 12,
    });
    expect(pass.discountCyclesLeft).toBeGreaterThan(0);

    // 'other' needs the owner's words.
    const wordless = await cancel(key, { reason: 'other' });
    expect(wordless.status).toBe(400);
    expect(await wordless.json()).toMatchObject({ code: 'invalid_input', rule: 'cancel_reason_text' });

    const first = await cancel(key, { reason: 'moving' });
    expect(first.status).toBe(200);
    expect(((await first.json()) as PassCancelState).pending).toMatchObject({
      last_day: lastDay,
      reason: 'moving',
      reason_text: null,
    });
    const scheduledMail = lastMailTo(t, key.email) ?? '';
    expect(scheduledMail).toContain('Your parking pass will end');
    expect(scheduledMail).toContain('Nothing more will be charged');
    expect(scheduledMail).toContain('discounted autopay months you had left are given up');

    const twice = await cancel(key, { reason: 'price' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'cancel_already_pending' });

    const undone = await undo(key);
    expect(undone.status).toBe(200);
    expect(((await undone.json()) as PassCancelState).pending).toBeNull();
    expect(lastMailTo(t, key.email)).toContain('will renew by itself as before');
    const nothing = await undo(key);
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toMatchObject({ code: 'cancel_not_pending' });

    const again = await cancel(key, { reason: 'other', reason_text: 'Working from home now' });
    expect(again.status).toBe(200);
    const paidBefore = (await invoicesOf(pass.id)).length;

    // The renewal's charge time passes: the provider ends the subscription instead of billing it.
    await advanceClockTo(t, new Date(renewalChargeAt(lastDay, t.config.garageTz).getTime() + 3_600_000));
    expect(await invoicesOf(pass.id)).toHaveLength(paidBefore);
    // Still the owner's last day: the pass works and nothing has ended yet.
    expect(await endCancelledPasses(deps())).toBe(0);
    expect((await passOf(key.plate)).statusKey).toBe('active');

    // 23:45 on the last day: the pass ends, its card back to stock, the owner told.
    await advanceClockTo(t, new Date(dayEndsAt(t.config.garageTz, lastDay) + 60_000));
    expect(await endCancelledPasses(deps())).toBe(1);
    expect(await passOf(key.plate)).toMatchObject({ statusKey: 'canceled', autopay: false, cardId: null });
    expect(lastMailTo(t, key.email)).toContain('Your parking pass has ended');
    expect(await endCancelledPasses(deps())).toBe(0);

    // A month and more later: never charged again.
    await advanceClockTo(t, new Date(renewalChargeAt(addDays(lastDay, 40), t.config.garageTz)));
    expect(await invoicesOf(pass.id)).toHaveLength(paidBefore);

    // Staff's report has both asks: the one taken back and the one that ended the pass.
    const report = await t.call('GET', `/api/cancellations?from=2000-01-01&to=2099-12-31`, {
      token: t.tokens.admin,
    });
    expect(report.status).toBe(200);
    const body = (await report.json()) as CancellationsResponse;
    expect(body.rows.map((row) => [row.reason, row.status, row.reason_text])).toEqual([
      ['other', 'ended', 'Working from home now'],
      ['moving', 'undone', null],
    ]);
    expect(body.counts.find((c) => c.reason === 'other')?.count).toBe(1);
    expect(body.counts.find((c) => c.reason === 'moving')?.count).toBe(0);
  });

  it('renews as usual after an undo', async () => {
    const { wizard } = await buyAutopay(t);
    const key = keyOf(wizard);
    await signIn(t, key);
    const pass = await passOf(key.plate);
    expect((await cancel(key, { reason: 'price' })).status).toBe(200);
    expect((await undo(key)).status).toBe(200);
    const paidBefore = (await invoicesOf(pass.id)).length;
    await advanceClockTo(
      t,
      new Date(renewalChargeAt(pass.nextRenewalDate!, t.config.garageTz).getTime() + 60_000),
    );
    expect(await invoicesOf(pass.id)).toHaveLength(paidBefore + 1);
    expect((await passOf(key.plate)).nextRenewalDate! > pass.nextRenewalDate!).toBe(true);
  });
});

describe('cancel at period end (one-time pass)', () => {
  it('ends on its day and frees the space then, not before', async () => {
    await setSpaces(t, 1);
    const { wizard } = await buyOneTime(t);
    const key = keyOf(wizard);
    await signIn(t, key);
    const pass = await passOf(key.plate);
    expect(await state(key)).toMatchObject({ cancelable: true, autopay: false, discount_months_lost: 0 });
    const res = await cancel(key, { reason: 'temporary_absence' });
    expect(res.status).toBe(200);
    expect(lastMailTo(t, key.email)).toContain('keeps working through');

    const spaces = () => openSlots(t);
    const before = await spaces();
    await advanceClockTo(t, new Date(dayEndsAt(t.config.garageTz, pass.nextRenewalDate!) - 3_600_000));
    expect(await endCancelledPasses(deps())).toBe(0);
    expect(await spaces()).toBe(before);
    await advanceClockTo(t, new Date(dayEndsAt(t.config.garageTz, pass.nextRenewalDate!) + 60_000));
    expect(await endCancelledPasses(deps())).toBe(1);
    expect((await passOf(key.plate)).statusKey).toBe('canceled');
    expect(await spaces()).toBe(before + 1);
    expect(await t.db.select().from(cards).where(eq(cards.subscriptionId, pass.id))).toEqual([]);
  });

  it('refuses a pass that has lapsed, and tells a Spanish-speaking owner in Spanish', async () => {
    const { wizard } = await buyOneTime(t);
    const key = keyOf(wizard);
    await t.db.update(customers).set({ language: 'es' }).where(eq(customers.email, key.email));
    await signIn(t, key);
    expect((await cancel(key, { reason: 'other_parking' })).status).toBe(200);
    expect(lastMailTo(t, key.email)).toContain('Su pase de estacionamiento terminará');
    expect((await undo(key)).status).toBe(200);
    const pass = await passOf(key.plate);
    await advanceClockTo(t, new Date(dayEndsAt(t.config.garageTz, addDays(pass.nextRenewalDate!, 1))));
    await signIn(t, key);
    const late = await cancel(key, { reason: 'moving' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: 'pass_not_cancelable' });
  });
});
