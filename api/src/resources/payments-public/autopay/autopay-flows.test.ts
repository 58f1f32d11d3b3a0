import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  advanceClockTo,
  changeCard,
  completeHostedSetup,
  lastLinkTokenTo,
} from '../../../../test/autopay-fixtures';
import { buyAutopay, buyOneTime, CARDS, confirm } from '../../../../test/checkout-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { renewalChargeAt } from '../../../contract/renewal-calendar';
import { firstRow } from '../../../db/rows';
import { consents, events, subscriptions, vehicles } from '../../../db/schema';

// The autopay flows end to end over the sandbox: toggles, the hosted set-up (portal and e-mailed link),
// the card change, each signed in first, and what the test clock then charges.

const CONSENT = 'I authorize Border Garage to charge my card every month on my renewal date.';

describe('autopay flows (sandbox)', () => {
  let t: TestApp;
  beforeEach(async () => {
    // The app's clock follows the sandbox test clock (the plan's one clock; app.ts does not wire it yet).
    t = await createTestApp({ now: () => t?.sandbox?.clockNow() ?? new Date() });
  });
  afterEach(() => t.cleanup());

  const key = (wizard: { personal: { email: string }; vehicle: { plate: string } }) => ({
    email: wizard.personal.email,
    plate: wizard.vehicle.plate,
  });
  const passOf = async (plate: string) =>
    (await firstRow(
      t.db
        .select({ s: subscriptions })
        .from(subscriptions)
        .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
        .where(eq(vehicles.plate, plate))
        .limit(1),
    ))!.s;
  const payloads = async (action: string) =>
    (await t.db.select().from(events).where(eq(events.action, action))).map(
      (row) => JSON.parse(row.payload) as Record<string, unknown>,
    );
  const toggle = (body: object) => t.call('POST', '/api/payments-public/toggle-autopay', { body });
  const chargeDayOf = async (plate: string) =>
    renewalChargeAt((await passOf(plate)).nextRenewalDate as string, t.config.garageTz);

  it('toggle off, then on with the saved card, then the test clock charges it on R at full price', async () => {
    const { wizard, subscribed } = await buyAutopay(t);
    expect(subscribed.status).toBe(200);
    const pass = key(wizard);
    const before = await passOf(pass.plate);
    expect(before.autopay).toBe(true);
    await signIn(t, pass);

    const off = await toggle({ ...pass, enable: false });
    expect(await off.json()).toMatchObject({ autopay_enabled: false, discount_cycles_left: 0 });

    const on = await toggle({ ...pass, enable: true, consent_text: CONSENT, language: 'en' });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({
      autopay_enabled: true,
      discount_cycles_left: 0,
      next_renewal_date: before.nextRenewalDate,
    });
    const after = await passOf(pass.plate);
    expect(after.providerSubscriptionId).not.toBe(before.providerSubscriptionId);
    const consent = await firstRow(
      t.db
        .select()
        .from(consents)
        .where(eq(consents.id, after.autopayConsentId ?? -1))
        .limit(1),
    );
    expect(consent).toMatchObject({ kind: 'autopay', text: CONSENT, language: 'en' });
    expect((await payloads('Autopay toggled')).at(-1)).toMatchObject({
      plate: pass.plate,
      autopay: true,
      discount_cycles_left: 0,
      next_renewal_date: before.nextRenewalDate,
    });

    // Nothing is charged before R; on R the full price (no signup discount) and the pass moves on.
    await advanceClockTo(t, new Date((await chargeDayOf(pass.plate)).getTime() - 3_600_000));
    expect(await payloads('Auto-Pay charged')).toHaveLength(0);
    await advanceClockTo(t, new Date((await chargeDayOf(pass.plate)).getTime() + 3_600_000));
    expect(await payloads('Auto-Pay charged')).toEqual([expect.objectContaining({ amount_usd: '250.00' })]);
    expect((await passOf(pass.plate)).nextRenewalDate).not.toBe(before.nextRenewalDate);
  });

  it('off -> on without a saved card: 402, then the portal set-up turns autopay on, and setup-result says so', async () => {
    const { wizard } = await buyOneTime(t);
    const pass = key(wizard);
    await signIn(t, pass);
    const refused = await toggle({ ...pass, enable: true, consent_text: CONSENT });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'need_setup', needSetup: true });

    const portal = await t.call('POST', '/api/payments-public/portal', {
      body: { ...pass, language: 'es', consent_text: CONSENT },
    });
    expect(portal.status).toBe(200);
    const { url } = (await portal.json()) as { url: string };
    const done = await completeHostedSetup(t, url, CARDS.visa);
    expect(done.redirect).toContain(`/payment-setup?session_id=${done.sessionId}`);

    const result = await t.call('GET', `/api/payments-public/setup-result?session_id=${done.sessionId}`);
    expect(await result.json()).toEqual({
      purpose: 'enable_autopay',
      status: 'complete',
      autopay_enabled: true,
      next_renewal_date: (await passOf(pass.plate)).nextRenewalDate,
      card_last4: '4242',
    });
    const row = await passOf(pass.plate);
    expect(row).toMatchObject({ autopay: true, discountCyclesLeft: 0 });
    expect(row.autopayConsentId).not.toBeNull();
    // Applied once, whether the webhook or the page saw it first.
    expect(await payloads('Autopay toggled')).toHaveLength(1);
  });

  it('enable by e-mailed link: init gives the hosted page, the link is used up once the card is saved', async () => {
    const { wizard } = await buyOneTime(t);
    const pass = key(wizard);
    await signIn(t, pass);
    await t.call('POST', '/api/payments-public/send-autopay-enable-link', { body: pass });
    const token = lastLinkTokenTo(t, pass.email);
    const init = await t.call('GET', `/api/checkout/init/${token}`);
    expect(init.status).toBe(200);
    const { url } = (await init.json()) as { url: string };
    await completeHostedSetup(t, url, CARDS.mastercard);
    const row = await passOf(pass.plate);
    expect(row.autopay).toBe(true);
    const consent = await firstRow(
      t.db
        .select()
        .from(consents)
        .where(eq(consents.id, row.autopayConsentId ?? -1))
        .limit(1),
    );
    expect(consent?.text).toContain('By saving a card through this link');
    const again = await t.call('GET', `/api/checkout/init/${token}`);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ code: 'link_expired' });
  });

  it('a card changed while signed in is the one the next renewal charges', async () => {
    const { wizard } = await buyAutopay(t);
    const pass = key(wizard);
    await signIn(t, pass);
    // From a good card to one the bank refuses: R's charge fails on the new card.
    const changed = await changeCard(t, pass, CARDS.insufficientFunds);
    expect(changed.status).toBe(200);
    const renewal = (await passOf(pass.plate)).nextRenewalDate;
    // Nothing was due: the answer says nothing was charged and what the next charge will be.
    expect(changed.body).toEqual({
      card_last4: '9995',
      brand: 'visa',
      charged_now: null,
      next_charge: { amount_cents: expect.any(Number), date: renewal },
    });
    const promised = (changed.body.next_charge as { amount_cents: number }).amount_cents;
    await advanceClockTo(t, new Date((await chargeDayOf(pass.plate)).getTime() + 3_600_000));
    expect(await payloads('Auto-Pay failed')).toEqual([
      expect.objectContaining({ plate: pass.plate, attempt: 1 }),
    ]);
    expect((await passOf(pass.plate)).nextRenewalDate).toBe(renewal);

    // Back to a good card: the past-due renewal is retried at once and the pass moves on.
    // A month on the test clock outlives the 30-day session: sign in again, as the e-mail's link would.
    await signIn(t, pass);
    expect((await passOf(pass.plate)).autopayFailedCents).toBe(promised);
    const fixed = await changeCard(t, pass, CARDS.visa);
    expect(await payloads('Auto-Pay charged')).toHaveLength(1);
    const moved = await passOf(pass.plate);
    expect(moved.nextRenewalDate).not.toBe(renewal);
    // The answer tells what happened: the failed renewal charged now to the new card, and the next charge.
    expect(fixed.body).toEqual({
      card_last4: '4242',
      brand: 'visa',
      charged_now: { status: 'paid', amount_cents: promised },
      next_charge: { amount_cents: expect.any(Number), date: moved.nextRenewalDate },
    });
  });

  it("one customer cannot use another's session or setup intent", async () => {
    const mine = key((await buyAutopay(t)).wizard);
    const theirs = key((await buyAutopay(t)).wizard);
    const myCookie = await signIn(t, mine);
    const setup = await t.call('POST', '/api/payments-public/card/setup', { body: mine });
    const myIntent = (await setup.json()) as { client_secret: string; setup_intent_id: string };
    await confirm(t, myIntent.client_secret, CARDS.mastercard);

    // Their e-mail and plate with my session.
    for (const path of ['card/setup', 'card/confirm']) {
      const res = await t.call('POST', `/api/payments-public/${path}`, {
        body: { ...theirs, setup_intent_id: myIntent.setup_intent_id },
        cookie: myCookie,
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'sign_in_required' });
    }
    // Their own session, but my setup intent: as if it did not exist.
    await signIn(t, theirs);
    const steal = await t.call('POST', '/api/payments-public/card/confirm', {
      body: { ...theirs, setup_intent_id: myIntent.setup_intent_id },
    });
    expect(steal.status).toBe(404);
    expect(await steal.json()).toMatchObject({ code: 'setup_not_found' });
    // A forged cookie.
    const forged = await t.call('POST', '/api/payments-public/card/setup', {
      body: mine,
      cookie: 'garage_portal=forged',
    });
    expect(forged.status).toBe(401);
  });
});
