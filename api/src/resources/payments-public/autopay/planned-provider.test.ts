import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastLinkTokenTo, lastMailTo, portalPass } from '../../../../test/autopay-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { firstRow } from '../../../db/rows';
import { events, plans, subscriptions } from '../../../db/schema';
import type { PaymentsProvider } from '../../../providers/payments/payments-provider';

// The provider-dependent paths against a recording fake of the planned provider methods
// (docs/decisions/customer-portal.md), so they are checked before the sandbox implements them.

type Call = { method: string; input: unknown };

function fakeProvider(calls: Call[], state: { savedCard: boolean; brand: string }) {
  const sessions = new Map<string, { metadata: Record<string, string>; customerId: string }>();
  const intents = new Map<string, { metadata: Record<string, string>; customerId: string }>();
  let n = 0;
  const record = (method: string, input: unknown) => calls.push({ method, input });
  const provider = {
    kind: 'sandbox',
    publishableKey: null,
    sandbox: null,
    createCustomer: async (input: unknown) => {
      record('createCustomer', input);
      return { id: `cus_${++n}` };
    },
    createSetupIntent: async (input: { customerId: string; metadata: Record<string, string> }) => {
      record('createSetupIntent', input);
      const id = `seti_${++n}`;
      intents.set(id, { metadata: input.metadata, customerId: input.customerId });
      return { id, clientSecret: `${id}_secret_x` };
    },
    getSetupIntent: async (id: string) => {
      const intent = intents.get(id);
      return intent ? { id, status: 'succeeded', paymentMethodId: `pm_of_${id}`, ...intent } : null;
    },
    getPaymentMethod: async (id: string) => ({ id, brand: state.brand, customerId: null }),
    createSubscription: async (input: unknown) => {
      record('createSubscription', input);
      return {
        id: `sub_${++n}`,
        firstPayment: { status: 'succeeded', paymentIntentId: null, clientSecret: null },
      };
    },
    cancelSubscription: async (id: string) => void record('cancelSubscription', id),
    createSetupSession: async (input: { customerId: string; metadata: Record<string, string> }) => {
      record('createSetupSession', input);
      const id = `cs_${++n}`;
      sessions.set(id, { metadata: input.metadata, customerId: input.customerId });
      return { id, url: `https://provider.example/setup/${id}` };
    },
    getSetupSession: async (id: string) => {
      const session = sessions.get(id);
      return session ? { id, status: 'complete', paymentMethodId: 'pm_hosted', ...session } : null;
    },
    setDefaultPaymentMethod: async (input: unknown) => {
      record('setDefaultPaymentMethod', input);
      state.savedCard = true;
    },
    retryOpenInvoice: async (id: string) => {
      record('retryOpenInvoice', id);
      return 'paid' as const;
    },
    getSavedCard: async () =>
      state.savedCard ? { paymentMethodId: 'pm_saved', brand: state.brand, last4: '4242' } : null,
    checkHealth: async () => true,
  };
  return provider as unknown as PaymentsProvider;
}

const CONSENT = 'I authorize monthly charges.';

describe('autopay against the planned provider methods', () => {
  let t: TestApp;
  let calls: Call[];
  let state: { savedCard: boolean; brand: string };
  const clock = new Date('2026-11-23T18:00:00Z');
  beforeEach(async () => {
    calls = [];
    state = { savedCard: true, brand: 'visa' };
    t = await createTestApp({ now: () => clock, payments: fakeProvider(calls, state) });
  });
  afterEach(() => t.cleanup());

  const pass = async (options: { autopay?: boolean } = {}) => {
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10', ...options });
    await signIn(t, p);
    await t.db
      .update(subscriptions)
      .set({
        providerCustomerId: `cus_pass${p.id}`,
        providerSubscriptionId: options.autopay ? 'sub_old' : null,
      })
      .where(eq(subscriptions.id, p.id));
    return p;
  };
  const row = async (id: number) =>
    (await firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1)))!;
  const of = (method: string) => calls.filter((c) => c.method === method).map((c) => c.input);
  const post = (path: string, body: object) => t.call('POST', `/api/payments-public/${path}`, { body });

  it('toggle on: anchored to R at 06:00 garage time, no discount, consent recorded and pointed to', async () => {
    const p = await pass();
    const res = await post('toggle-autopay', {
      email: p.email,
      plate: p.plate,
      enable: true,
      consent_text: CONSENT,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      autopay_enabled: true,
      discount_cycles_left: 0,
      next_renewal_date: '2026-12-10',
    });
    const [sub] = of('createSubscription') as {
      billingAnchor: Date;
      chargeFirstPeriodNow: boolean;
      plan: { discountPercent: number; discountCycles: number; couponId: string | null; priceCents: number };
      metadata: Record<string, string>;
    }[];
    expect(sub?.billingAnchor.toISOString()).toBe('2026-12-10T14:00:00.000Z');
    expect(sub?.chargeFirstPeriodNow).toBe(false);
    expect(sub?.plan).toMatchObject({
      discountPercent: 0,
      discountCycles: 0,
      couponId: null,
      priceCents: 25_000,
    });
    const after = await row(p.id);
    expect(after).toMatchObject({ autopay: true, providerSubscriptionId: expect.stringMatching(/^sub_/) });
    expect(sub?.metadata.consent_id).toBe(String(after.autopayConsentId));
    // Again: already on, nothing new.
    await post('toggle-autopay', { email: p.email, plate: p.plate, enable: true, consent_text: CONSENT });
    expect(of('createSubscription')).toHaveLength(1);
  });

  it('toggle off cancels the provider subscription', async () => {
    const p = await pass({ autopay: true });
    await post('toggle-autopay', { email: p.email, plate: p.plate, enable: false });
    expect(of('cancelSubscription')).toEqual(['sub_old']);
  });

  it('portal and e-mailed link open a hosted set-up; setup-result applies it once and uses the link up', async () => {
    state.savedCard = false;
    const p = await pass();
    const portal = await post('portal', { email: p.email, plate: p.plate, language: 'es' });
    expect(await portal.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/provider\.example\/setup\/cs_/),
    });
    const [opened] = of('createSetupSession') as {
      successUrl: string;
      cancelUrl: string;
      locale: string;
      metadata: Record<string, string>;
    }[];
    expect(opened?.successUrl).toBe(
      `${t.config.publicBaseUrl}/payment-setup?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(opened?.cancelUrl).toBe(`${t.config.publicBaseUrl}/payments`);
    expect(opened?.locale).toBe('es');
    expect(opened?.metadata).toMatchObject({ purpose: 'enable_autopay', subscription_id: String(p.id) });

    await post('send-autopay-enable-link', { email: p.email, plate: p.plate });
    const token = lastLinkTokenTo(t, p.email);
    const init = await t.call('GET', `/api/checkout/init/${token}`);
    const { url } = (await init.json()) as { url: string };
    const sessionId = url.split('/').at(-1) as string;
    for (let i = 0; i < 2; i++) {
      const result = await t.call('GET', `/api/payments-public/setup-result?session_id=${sessionId}`);
      expect(await result.json()).toEqual({
        purpose: 'enable_autopay',
        status: 'complete',
        autopay_enabled: true,
        next_renewal_date: '2026-12-10',
        card_last4: '4242',
      });
    }
    expect(of('createSubscription')).toHaveLength(1);
    // Applied once: the second read finds the session applied before asking the provider anything.
    expect(of('setDefaultPaymentMethod')).toHaveLength(1);
    expect(await t.db.select().from(events).where(eq(events.action, 'Autopay toggled'))).toHaveLength(1);
    expect((await t.call('GET', `/api/checkout/init/${token}`)).status).toBe(410);
    expect((await t.call('GET', '/api/payments-public/setup-result?session_id=cs_unknown')).status).toBe(404);
  });

  it('card change: the new card becomes the default, a past-due renewal is retried, the owner is told', async () => {
    const p = await pass({ autopay: true });
    // R's charge failed on the old card.
    await t.db
      .update(subscriptions)
      .set({ autopayFailedAt: clock.toISOString(), autopayFailedCents: 22_000 })
      .where(eq(subscriptions.id, p.id));
    const setup = await post('card/setup', { email: p.email, plate: p.plate });
    const intent = (await setup.json()) as { setup_intent_id: string };
    const body = { email: p.email, plate: p.plate, setup_intent_id: intent.setup_intent_id };
    const res = await post('card/confirm', body);
    expect(res.status).toBe(200);
    // Paid at once; this provider's event is still on its way, so the next charge is the one after
    // the month this charge pays (from R+1), at the price autopay bills.
    const autopayPlan = await firstRow(
      t.db.select().from(plans).where(eq(plans.autopay, true)).orderBy(asc(plans.id)).limit(1),
    );
    expect(await res.json()).toEqual({
      card_last4: '4242',
      brand: 'visa',
      charged_now: { status: 'paid', amount_cents: 22_000 },
      next_charge: { amount_cents: autopayPlan?.priceCents, date: '2027-01-10' },
    });
    expect(of('setDefaultPaymentMethod')).toEqual([
      {
        customerId: `cus_pass${p.id}`,
        paymentMethodId: `pm_of_${intent.setup_intent_id}`,
        subscriptionId: 'sub_old',
      },
    ]);
    expect(of('retryOpenInvoice')).toEqual(['sub_old']);
    expect(lastMailTo(t, p.email)).toContain("If this wasn't you");
    expect(lastMailTo(t, p.email)).toContain('The card for your parking pass was changed');
    // Without the session, the same call changes nothing.
    const again = await t.call('POST', '/api/payments-public/card/confirm', { body, cookie: '' });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'sign_in_required' });
  });

  it("refuses Amex and another pass's setup intent", async () => {
    const theirs = await pass({ autopay: true });
    const theirIntent = (await (
      await post('card/setup', { email: theirs.email, plate: theirs.plate })
    ).json()) as {
      setup_intent_id: string;
    };
    const mine = await pass({ autopay: true });
    const steal = await post('card/confirm', {
      email: mine.email,
      plate: mine.plate,
      setup_intent_id: theirIntent.setup_intent_id,
    });
    expect(steal.status).toBe(404);
    expect(await steal.json()).toMatchObject({ code: 'setup_not_found' });

    state.brand = 'amex';
    const myIntent = (await (await post('card/setup', { email: mine.email, plate: mine.plate })).json()) as {
      setup_intent_id: string;
    };
    const amex = await post('card/confirm', {
      email: mine.email,
      plate: mine.plate,
      setup_intent_id: myIntent.setup_intent_id,
    });
    expect(amex.status).toBe(400);
    expect(await amex.json()).toMatchObject({ code: 'amex_not_accepted' });
    expect(of('setDefaultPaymentMethod')).toEqual([]);
  });
});
