import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CARDS,
  card,
  challenge,
  confirm,
  consentFor,
  createIntentBody,
  humanPass,
  openSlots,
  setSpaces,
  wizardData,
} from '../../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { CreateIntentResponse } from '../../../contract/billing-response';
import type { WizardData } from '../../../contract/wizard-data';
import { checkouts, subscriptions, vehicles } from '../../../db/schema';
import { PaymentsUnavailableError } from '../../../providers/payments/payments-provider';

// What a stranger could do to the garage's online spaces through create-intent (issue 30): empty the
// availability with one solved CAPTCHA, or block one person's purchase knowing only their plate or
// e-mail. Each attack is replayed here and must fail.

let t: TestApp;
afterEach(() => t?.cleanup());

type Started = { status: number; body: CreateIntentResponse & { code?: string } };

/** create-intent from one client address, as its browser sends it. */
async function start(
  wizard: WizardData,
  from: { ip: string; pass: string; checkoutToken?: string; planId?: number },
): Promise<Started> {
  const res = await t.call('POST', '/api/billing/create-intent', {
    headers: { 'X-Forwarded-For': from.ip },
    body: createIntentBody(wizard, {
      captchaPass: from.pass,
      planId: from.planId ?? 1,
      ...(from.checkoutToken ? { checkoutToken: from.checkoutToken } : {}),
    }),
  });
  return { status: res.status, body: (await res.json()) as Started['body'] };
}

/** A person: their own client address and their own solved CAPTCHA. */
async function person(ip: string) {
  return { ip, pass: await humanPass(t, ip) };
}

const statuses = async () =>
  (await t.db.select({ status: checkouts.status }).from(checkouts).orderBy(checkouts.id)).map(
    (row) => row.status,
  );

const passPlates = async () =>
  (
    await t.db
      .select({ plate: vehicles.plate })
      .from(subscriptions)
      .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
  ).map((row) => row.plate);

// The probe reused one pass from 6 IPv6 /64s, 2 checkouts each, and held all 10 free spaces; the
// page's heartbeat kept them, and real buyers got 409 spaces_taken.
describe('one solved CAPTCHA holds at most one space', () => {
  it('refuses the pass from other networks and a second checkout from its own', async () => {
    t = await createTestApp();
    await setSpaces(t, 10);
    const pass = await humanPass(t, '2001:db8:a0:1::1');
    const answers: Started[] = [];
    for (let network = 1; network <= 6; network += 1) {
      for (let n = 1; n <= 2; n += 1) {
        answers.push(await start(wizardData(), { ip: `2001:db8:a0:${network}::${n}`, pass }));
      }
    }
    const held = answers.filter((answer) => answer.status === 200);
    expect(held).toHaveLength(1);
    expect(answers[1]).toMatchObject({ status: 403, body: { code: 'captcha_pass_used' } });
    for (const answer of answers.slice(2)) {
      expect(answer).toMatchObject({ status: 403, body: { code: 'captcha_pass_required' } });
    }
    expect(await openSlots(t)).toBe(9);

    // The heartbeat keeps only that one hold; a real buyer still gets a space.
    const kept = await t.call('POST', '/api/billing/hold/keepalive', {
      body: { checkoutToken: held[0]?.body.checkoutToken },
    });
    expect(kept.status).toBe(200);
    const buyer = await start(wizardData(), await person('198.51.100.20'));
    expect(buyer.status).toBe(200);
    expect(await openSlots(t)).toBe(8);
  });

  it('still lets its own browser retry, change plan or fix the plate without a new CAPTCHA', async () => {
    t = await createTestApp();
    const me = await person('2001:db8:a1:1::1');
    const buyer = wizardData();
    const first = await start(buyer, me);
    const planChange = await start(buyer, { ...me, planId: 2, checkoutToken: first.body.checkoutToken });
    expect(planChange.status).toBe(200);
    const otherPlate = { ...buyer, vehicle: { ...buyer.vehicle, plate: 'FIXED30' } };
    // Another address of the same /64: a phone's IPv6 privacy address changes, its network does not.
    const fixed = await start(otherPlate, {
      ip: '2001:db8:a1:1::beef',
      pass: me.pass,
      checkoutToken: planChange.body.checkoutToken,
    });
    expect(fixed.status).toBe(200);
    expect(await statuses()).toEqual(['superseded', 'superseded', 'open']);
    expect(await openSlots(t)).toBe(39);

    // A second, parallel checkout with the same pass (no token of the checkout that spent it) is not a retry.
    const second = await start(wizardData(), me);
    expect(second).toMatchObject({ status: 403, body: { code: 'captcha_pass_used' } });
    // Nor is a token of a checkout already paid for.
    expect((await confirm(t, fixed.body.clientSecret, CARDS.visa)).body).toMatchObject({
      status: 'succeeded',
    });
    const afterPaying = await start(wizardData(), { ...me, checkoutToken: fixed.body.checkoutToken });
    expect(afterPaying).toMatchObject({ status: 403, body: { code: 'captcha_pass_used' } });
    // A new CAPTCHA starts a new checkout.
    expect((await start(wizardData(), await person('2001:db8:a1:1::2'))).status).toBe(200);
  });

  it('frees the pass of a checkout the payment provider could not start', async () => {
    let failing = true;
    t = await createTestApp();
    const sandbox = t.payments;
    const create = sandbox.createPaymentIntent.bind(sandbox);
    sandbox.createPaymentIntent = async (input) => {
      if (failing) throw new PaymentsUnavailableError('provider down');
      return create(input);
    };
    const me = await person('203.0.113.30');
    const down = await start(wizardData(), me);
    expect(down).toMatchObject({ status: 503, body: { code: 'payment_provider_unavailable' } });
    failing = false;
    expect((await start(wizardData(), me)).status).toBe(200);
  });
});

// A stranger who knew only someone's plate or e-mail started a checkout with it; the person's own
// checkout then answered 409 checkout_in_progress until the stranger's hold lapsed (up to 30 minutes
// with the heartbeat).
describe("a stranger's unpaid checkout does not block the real buyer", () => {
  it.each([
    ['plate and e-mail', (victim: WizardData) => victim],
    ['plate only', (victim: WizardData) => wizardData({ vehicle: { plate: victim.vehicle.plate } })],
    ['e-mail only', (victim: WizardData) => wizardData({ personal: { email: victim.personal.email } })],
  ])('the buyer replaces a checkout started with their %s, and pays', async (_, copy) => {
    t = await createTestApp();
    const victim = wizardData();
    const stranger = await start(copy(victim), await person('2001:db8:b0:1::1'));
    expect(stranger.status).toBe(200);
    const keptAlive = await t.call('POST', '/api/billing/hold/keepalive', {
      body: { checkoutToken: stranger.body.checkoutToken },
    });
    expect(keptAlive.status).toBe(200);

    const own = await start(victim, await person('198.51.100.31'));
    expect(own.status).toBe(200);
    expect(await statuses()).toEqual(['superseded', 'open']);
    expect(await openSlots(t)).toBe(39);
    // The stranger's payment cannot go through any more: nothing is charged twice for one space.
    expect((await confirm(t, stranger.body.clientSecret, CARDS.visa)).body.status).not.toBe('succeeded');
    expect((await confirm(t, own.body.clientSecret, CARDS.visa)).body).toMatchObject({
      status: 'succeeded',
    });
    expect(await passPlates()).toEqual([victim.vehicle.plate]);
  });

  it('a declined card blocks neither the same person in a new tab nor anyone else', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const firstTab = await start(buyer, await person('203.0.113.32'));
    const declined = await confirm(t, firstTab.body.clientSecret, CARDS.declined);
    expect(declined.body.status).toBe('requires_payment_method');
    // A new tab has neither the first one's token nor its CAPTCHA pass.
    const newTab = await start(buyer, await person('203.0.113.32'));
    expect(newTab.status).toBe(200);
    expect(await statuses()).toEqual(['superseded', 'open']);
    expect((await confirm(t, newTab.body.clientSecret, CARDS.visa)).body.status).toBe('succeeded');
  });

  it('an abandoned 3-D Secure step does not block the next try', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const first = await start(buyer, await person('203.0.113.33'));
    expect((await confirm(t, first.body.clientSecret, CARDS.threeDSecure)).body.status).toBe(
      'requires_action',
    );
    expect((await challenge(t, first.body.clientSecret, 'fail')).body.status).toBe('requires_payment_method');
    const again = await start(buyer, await person('203.0.113.34'));
    expect(again.status).toBe(200);
  });
});

// What checkout_in_progress is for: a payment already at the provider is never cancelled nor paid twice.
describe('a payment under way still refuses anyone else', () => {
  it('refuses while the one-time payment waits for its 3-D Secure step, which then completes', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const paying = await start(buyer, await person('203.0.113.40'));
    expect((await confirm(t, paying.body.clientSecret, CARDS.threeDSecure)).body.status).toBe(
      'requires_action',
    );
    const other = await start(buyer, await person('2001:db8:b1:1::1'));
    expect(other).toMatchObject({ status: 409, body: { code: 'checkout_in_progress' } });
    expect(await statuses()).toEqual(['open']);
    expect((await challenge(t, paying.body.clientSecret, 'complete')).body.status).toBe('succeeded');
    expect(await passPlates()).toEqual([buyer.vehicle.plate]);
  });

  it('refuses while autopay saves the card with 3-D Secure, and once the card is saved', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const paying = await start(buyer, { ...(await person('203.0.113.41')), planId: 2 });
    const secret = paying.body.clientSecret;
    expect((await confirm(t, secret, CARDS.threeDSecure)).body.status).toBe('requires_action');
    const rivalFrom = await person('2001:db8:b2:1::1');
    const rival = () => start(wizardData({ vehicle: { plate: buyer.vehicle.plate } }), rivalFrom);
    expect(await rival()).toMatchObject({ status: 409, body: { code: 'checkout_in_progress' } });
    const saved = await challenge(t, secret, 'complete');
    expect(saved.body.status).toBe('succeeded');
    // The card is saved: the subscription and its first charge follow at once.
    expect(await rival()).toMatchObject({ status: 409, body: { code: 'checkout_in_progress' } });
    const subscribed = await t.call('POST', '/api/billing/subscribe', {
      body: {
        customerId: paying.body.checkoutToken,
        paymentMethod: saved.body.paymentMethod,
        carId: null,
        planId: 2,
        wizardData: buyer,
        website: '',
        consent: consentFor(2),
      },
    });
    expect(subscribed.status).toBe(200);
    expect(await statuses()).toEqual(['fulfilled']);
  });

  it('refuses when the card is confirmed while the replacement is being decided', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const paying = await start(buyer, await person('203.0.113.44'));
    const sandbox = t.payments;
    const cancel = sandbox.cancelPaymentIntent.bind(sandbox);
    sandbox.cancelPaymentIntent = async (id) => {
      // The buyer's click on Pay reaches the provider just before the cancel does.
      await confirm(t, paying.body.clientSecret, CARDS.visa);
      return cancel(id);
    };
    const other = await start(buyer, await person('2001:db8:b3:1::1'));
    expect(other).toMatchObject({ status: 409, body: { code: 'checkout_in_progress' } });
    expect(await statuses()).toEqual(['fulfilled']);
    expect(await passPlates()).toEqual([buyer.vehicle.plate]);
  });

  it('refuses when autopay’s subscribe starts while the replacement is being decided', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const paying = await start(buyer, { ...(await person('203.0.113.45')), planId: 2 });
    const sandbox = t.payments;
    const read = sandbox.getSetupIntent.bind(sandbox);
    sandbox.getSetupIntent = async (id) => {
      const found = await read(id);
      // Subscribe fixes the billing anchor in its last transaction before the provider charges.
      await t.db
        .update(checkouts)
        .set({ billingAnchor: '2025-04-01T13:00:00.000Z' })
        .where(eq(checkouts.token, paying.body.checkoutToken));
      return found;
    };
    const other = await start(buyer, await person('2001:db8:b4:1::1'));
    expect(other).toMatchObject({ status: 409, body: { code: 'checkout_in_progress' } });
    expect(await statuses()).toEqual(['open']);
  });

  it('autopay’s subscribe charges nothing once its checkout was replaced on the way', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const paying = await start(buyer, { ...(await person('203.0.113.46')), planId: 2 });
    const saved = await confirm(t, paying.body.clientSecret, CARDS.visa);
    const sandbox = t.payments;
    const readCard = sandbox.getPaymentMethod.bind(sandbox);
    const charge = sandbox.createSubscription.bind(sandbox);
    let charged = 0;
    sandbox.createSubscription = (input) => {
      charged += 1;
      return charge(input);
    };
    sandbox.getPaymentMethod = async (id) => {
      // Another create-intent replaces the checkout while subscribe reads the card.
      await t.db
        .update(checkouts)
        .set({ status: 'superseded' })
        .where(eq(checkouts.token, paying.body.checkoutToken));
      return readCard(id);
    };
    const subscribed = await t.call('POST', '/api/billing/subscribe', {
      body: {
        customerId: paying.body.checkoutToken,
        paymentMethod: saved.body.paymentMethod,
        carId: null,
        planId: 2,
        wizardData: buyer,
        website: '',
        consent: consentFor(2),
      },
    });
    expect(subscribed.status).toBe(409);
    expect(await subscribed.json()).toMatchObject({ code: 'checkout_not_found' });
    expect(charged).toBe(0);
  });

  it('lets the next try through once autopay’s first charge was declined', async () => {
    t = await createTestApp();
    const buyer = wizardData();
    const paying = await start(buyer, { ...(await person('203.0.113.42')), planId: 2 });
    const saved = await t.call('POST', '/api/sandbox/confirm', {
      body: { clientSecret: paying.body.clientSecret, card: card(CARDS.insufficientFunds) },
    });
    const { paymentMethod } = (await saved.json()) as { paymentMethod: string };
    const subscribed = await t.call('POST', '/api/billing/subscribe', {
      body: {
        customerId: paying.body.checkoutToken,
        paymentMethod,
        carId: null,
        planId: 2,
        wizardData: buyer,
        website: '',
        consent: consentFor(2),
      },
    });
    expect(subscribed.status).toBe(402);
    const again = await start(buyer, await person('203.0.113.43'));
    expect(again.status).toBe(200);
    expect(await statuses()).toEqual(['superseded', 'open']);
  });
});
