import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastMailTo, portalPass } from '../../../../test/autopay-fixtures';
import { eventActions } from '../../../../test/fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { firstRow } from '../../../db/rows';
import { customers, events, subscriptions } from '../../../db/schema';

const CONSENT = 'I authorize Border Garage to charge my card every month on my renewal date.';

describe('POST /payments-public/toggle-autopay', () => {
  let t: TestApp;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date('2026-11-23T18:00:00Z');
    t = await createTestApp({ now: () => clock });
  });
  afterEach(() => t.cleanup());

  const toggle = async (body: { email: string; plate: string; [field: string]: unknown }) => {
    // Every change is made signed in as the pass's e-mail (docs/decisions/portal-sign-in.md).
    if (!t.cookie) await signIn(t, body);
    return t.call('POST', '/api/payments-public/toggle-autopay', { body });
  };
  const row = async (id: number) =>
    (await firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1)))!;

  it('on -> off forfeits the discounted cycles and writes Autopay toggled with the spec payload', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10', autopay: true, discountCyclesLeft: 2 });
    const res = await toggle({ email: p.email, plate: p.plate, enable: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      autopay_enabled: false,
      discount_cycles_left: 0,
      next_renewal_date: '2026-12-10',
    });
    expect(await row(p.id)).toMatchObject({ autopay: false, discountCyclesLeft: 0 });
    expect(lastMailTo(t, p.email)).toContain('Autopay was turned off for your parking pass');
    const event = (await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Autopay toggled')).limit(1),
    ))!;
    expect(JSON.parse(event.payload)).toMatchObject({
      customer: 'Test Driver',
      plate: p.plate,
      autopay: false,
      discount_cycles_left: 0,
      next_renewal_date: '2026-12-10',
      reason: 'customer_portal_off',
    });
    // Off again changes nothing and writes nothing.
    expect((await toggle({ email: p.email, plate: p.plate, enable: false })).status).toBe(200);
    expect((await eventActions(t.db)).filter((a) => a === 'Autopay toggled')).toHaveLength(1);
  });

  it('the notice tells the owner how to reach the office if it was not them: its phone and e-mail, in both languages', async () => {
    const { phone, email } = t.config.office;
    for (const [language, sentence] of [
      ['en', `call the garage office at ${phone} or write to ${email}.`],
      ['es', `llame a la oficina del estacionamiento al ${phone} o escriba a ${email}.`],
    ] as const) {
      const p = await portalPass(t, { nextRenewalDate: '2026-12-10', autopay: true, discountCyclesLeft: 2 });
      await t.db
        .update(customers)
        .set({ language })
        .where(eq(customers.id, (await row(p.id)).customerId));
      t.cookie = null;
      expect((await toggle({ email: p.email, plate: p.plate, enable: false })).status).toBe(200);
      const mail = lastMailTo(t, p.email)?.replace(/\s+/g, ' ') ?? '';
      expect(mail).toContain(sentence);
      expect(mail).not.toMatch(/call the garage\.|llame al estacionamiento\./);
    }
  });

  it('leaves a pass alone while its invite is not confirmed (409 invite_pending), as every portal call does', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10', autopay: true, discountCyclesLeft: 2 });
    await signIn(t, p);
    const { customerId } = await row(p.id);
    await t.db.update(customers).set({ invitePending: true }).where(eq(customers.id, customerId));
    const res = await toggle({ email: p.email, plate: p.plate, enable: false });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'invite_pending' });
    expect(await row(p.id)).toMatchObject({ autopay: true, discountCyclesLeft: 2 });
  });

  it('off -> on is refused for an expired pass (409 pass_expired)', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-11-22' });
    const res = await toggle({ email: p.email, plate: p.plate, enable: true, consent_text: CONSENT });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'pass_expired', error: 'Pass expired — renew first' });
  });

  it('off -> on needs the consent text (400 consent_required)', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10' });
    for (const consent of [undefined, '   ']) {
      const res = await toggle({ email: p.email, plate: p.plate, enable: true, consent_text: consent });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'consent_required' });
    }
  });

  it('off -> on without a saved card answers 402 need_setup with needSetup: true', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10' });
    const res = await toggle({ email: p.email, plate: p.plate, enable: true, consent_text: CONSENT });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ code: 'need_setup', needSetup: true });
    expect((await row(p.id)).autopay).toBe(false);
  });

  it("cannot switch another customer's pass: pass_not_found for a mismatched e-mail and plate", async () => {
    const mine = await portalPass(t, { nextRenewalDate: '2026-12-10' });
    const theirs = await portalPass(t, {
      nextRenewalDate: '2026-12-10',
      autopay: true,
      discountCyclesLeft: 3,
    });
    await signIn(t, mine);
    const res = await toggle({ email: mine.email, plate: theirs.plate, enable: false });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'pass_not_found' });
    // Their e-mail and plate with my session: not mine to change.
    const named = await toggle({ email: theirs.email, plate: theirs.plate, enable: false });
    expect(named.status).toBe(401);
    expect(await named.json()).toMatchObject({ code: 'sign_in_required' });
    expect(await row(theirs.id)).toMatchObject({ autopay: true, discountCyclesLeft: 3 });
  });

  it('validates the body', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10' });
    const res = await toggle({ email: p.email, plate: p.plate, enable: 'yes' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'invalid_input',
      field: 'enable',
      rule: 'enable_boolean',
    });
  });
});
