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
import type { PassPauseState } from '../../../contract/pass-pause';
import { renewalChargeAt } from '../../../contract/renewal-calendar';
import { auditLog } from '../../../db/schema';
import { passAccess } from '../../../domain/gate/pass-access';
import { sendPauseReminders } from '../../../domain/passes/pass-pause';

// Pause over the sandbox's clock (docs/decisions/pass-pause.md): nothing billed while paused, the gate
// denies, the resume day charges exactly what the screen promised, and the pass renews again after.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const deps = () => jobDepsOf(t);
type Key = PassKey;
const keyOf = passKeyOf;
const state = async (key: Key) => {
  const res = await t.call(
    'GET',
    `/api/payments-public/pause?email=${encodeURIComponent(key.email)}&plate=${key.plate}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as PassPauseState;
};
const pause = (key: Key, months: unknown) =>
  t.call('POST', '/api/payments-public/pause', { body: { ...key, months } });
const passOf = async (plate: string) => passOfPlate(t, plate);
const invoicesOf = async (id: number) => invoicesOfPass(t, id);
const gate = async (plate: string, at: Date) =>
  passAccess({ ...(await passOf(plate)), vehicleStatus: 'active' }, at.getTime(), t.config.garageTz);

describe('pausing an autopay pass', () => {
  it('bills nothing while paused, denies the gate, charges the promised amount on resume and renews after', async () => {
    const { wizard, subscribed } = await buyAutopay(t);
    expect(subscribed.status).toBe(200);
    const key = keyOf(wizard);
    await signIn(t, key);
    const pass = await passOf(key.plate);
    const renewal = pass.nextRenewalDate!;

    const offer = await state(key);
    expect(offer.refusal).toBeNull();
    const one = offer.options.find((option) => option.months === 1)!;
    expect(one.first_day).toBe(addDays(renewal, 1));
    expect(one.resume_day).toBe(addDays(one.last_day, 1));
    expect(one.resume_amount_cents).toBeGreaterThan(0);

    const outOfRange = await pause(key, 3);
    expect(outOfRange.status).toBe(400);
    expect(await outOfRange.json()).toMatchObject({ code: 'invalid_input', rule: 'pause_months' });

    const paused = await pause(key, 1);
    expect(paused.status).toBe(200);
    expect(((await paused.json()) as PassPauseState).current).toEqual({
      months: 1,
      first_day: one.first_day,
      last_day: one.last_day,
      resume_day: one.resume_day,
    });
    const mail = lastMailTo(t, key.email) ?? '';
    expect(mail).toContain('Your parking pass is paused');
    expect(mail).toContain('/pause');
    const again = await pause(key, 1);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'pass_already_paused' });

    const paidBefore = (await invoicesOf(pass.id)).length;
    // R's charge time passes: nothing billed, and the day after R the gate denies.
    await advanceClockTo(t, new Date(renewalChargeAt(one.first_day, t.config.garageTz).getTime()));
    expect(await invoicesOf(pass.id)).toHaveLength(paidBefore);
    expect(await gate(key.plate, t.sandbox!.clockNow())).toMatchObject({ state: 'paused', mayEnter: false });

    // 8 days before the last day: no reminder yet; 7 days before: one, and only one.
    await advanceClockTo(t, new Date(renewalChargeAt(addDays(one.last_day, -8), t.config.garageTz)));
    expect(await sendPauseReminders(deps())).toBe(0);
    await advanceClockTo(t, new Date(renewalChargeAt(addDays(one.last_day, -7), t.config.garageTz)));
    expect(await sendPauseReminders(deps())).toBe(1);
    expect(lastMailTo(t, key.email)).toContain('Your parking pass resumes soon');
    expect(await sendPauseReminders(deps())).toBe(0);
    expect(await invoicesOf(pass.id)).toHaveLength(paidBefore);

    // The last paused day's charge time: charged exactly the promised amount, the pass works again.
    await advanceClockTo(t, new Date(renewalChargeAt(one.last_day, t.config.garageTz).getTime() + 3_600_000));
    const afterResume = await invoicesOf(pass.id);
    expect(afterResume).toHaveLength(paidBefore + 1);
    expect(afterResume.at(-1)?.amountCents).toBe(one.resume_amount_cents);
    const resumed = await passOf(key.plate);
    expect(resumed.nextRenewalDate! > one.last_day).toBe(true);
    expect((await gate(key.plate, new Date(renewalChargeAt(one.resume_day, t.config.garageTz)))).state).toBe(
      'active',
    );

    // And the month after, it renews on its own again.
    await advanceClockTo(
      t,
      new Date(renewalChargeAt(resumed.nextRenewalDate!, t.config.garageTz).getTime() + 3_600_000),
    );
    expect(await invoicesOf(pass.id)).toHaveLength(paidBefore + 2);

    // Once a year: asking again names the day it is allowed.
    await signIn(t, key);
    const tooSoon = await pause(key, 1);
    expect(tooSoon.status).toBe(409);
    const body = (await tooSoon.json()) as { code: string; allowed_from: string };
    expect(body.code).toBe('pause_too_recent');
    expect(body.allowed_from > one.last_day).toBe(true);
  });

  it('refuses a pass that is not on autopay', async () => {
    const { wizard } = await buyOneTime(t);
    const key = keyOf(wizard);
    await signIn(t, key);
    expect((await state(key)).refusal).toBe('pause_needs_autopay');
    const res = await pause(key, 1);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'pause_needs_autopay' });
  });
});

describe('the pause rule staff set', () => {
  const rules = (body: unknown, token = t.tokens.admin) =>
    t.call('PUT', '/api/locations/1/pause-rules', { token, body });

  it('is read and changed by staff with the admin panel only, and recorded', async () => {
    const read = await t.call('GET', '/api/locations/1/pause-rules', { token: t.tokens.admin });
    expect(await read.json()).toEqual({ max_months: 2, every_months: 12, keeps_space: true });
    expect(
      (await rules({ max_months: 1, every_months: 6, keeps_space: false }, t.tokens.ambassador)).status,
    ).toBe(403);
    const bad = await rules({ max_months: 3, every_months: 6, keeps_space: false });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ rule: 'pause_max_months' });
    const saved = await rules({ max_months: 1, every_months: 6, keeps_space: false });
    expect(await saved.json()).toEqual({ max_months: 1, every_months: 6, keeps_space: false });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'pause_rules_changed'))).toHaveLength(
      1,
    );
  });

  it('offers only the lengths it allows, and a paused pass gives its space to the waitlist when it says so', async () => {
    await setSpaces(t, 1);
    const { wizard } = await buyAutopay(t);
    const key = keyOf(wizard);
    await signIn(t, key);
    expect((await rules({ max_months: 1, every_months: 12, keeps_space: false })).status).toBe(200);
    const offer = await state(key);
    expect(offer.keeps_space).toBe(false);
    expect(offer.options.map((option) => option.months)).toEqual([1]);
    const tooLong = await pause(key, 2);
    expect(tooLong.status).toBe(409);
    expect(await tooLong.json()).toMatchObject({ code: 'pause_too_long' });
    expect((await pause(key, 1)).status).toBe(200);

    const pass = await passOf(key.plate);
    expect(await openSlots(t)).toBe(0);
    // The first paused day: the space is free for someone else.
    await advanceClockTo(t, new Date(renewalChargeAt(addDays(pass.nextRenewalDate!, 1), t.config.garageTz)));
    expect(await openSlots(t)).toBe(1);
  });
});
