import { afterEach, describe, expect, it } from 'vitest';
import {
  buyOneTime,
  CARDS,
  card,
  challenge,
  confirm,
  createIntent,
  createIntentBody,
  json,
  wizardData,
} from '../../../test/checkout-fixtures';
import { signIn } from '../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ERROR_MESSAGES } from '../../contract/error-codes';
import { checkouts, subscriptions } from '../../db/schema';
import { issueCaptchaPass } from '../../lib/captcha-pass';
import { StripePayments } from '../../providers/payments/stripe-payments';

let t: TestApp;
afterEach(() => t?.cleanup());

const passes = async () => (await t.db.select().from(subscriptions)).length;

async function paymentSecret() {
  const intent = await createIntent(t, wizardData(), 1);
  return intent.body.clientSecret;
}

async function setupSecret() {
  const intent = await createIntent(t, wizardData(), 2);
  return intent.body.clientSecret;
}

describe('POST /api/sandbox/confirm with Stripe test cards', () => {
  it('4242 4242 4242 4242 succeeds and the pass is made', async () => {
    t = await createTestApp();
    const result = await confirm(t, await paymentSecret(), CARDS.visa);
    expect(result).toEqual({
      status: 200,
      body: {
        status: 'succeeded',
        intentType: 'payment',
        paymentMethod: expect.stringMatching(/^pm_sbx_/),
        nextAction: null,
      },
    });
    expect(await passes()).toBe(1);
  });

  it.each([
    [
      CARDS.declined,
      { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    ],
    [
      CARDS.insufficientFunds,
      {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    ],
  ])('%s is declined with Stripe codes', async (number, error) => {
    t = await createTestApp();
    const result = await confirm(t, await paymentSecret(), number);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      status: 'requires_payment_method',
      error: { type: 'card_error', ...error },
    });
    expect(await passes()).toBe(0);
  });

  it('4000 0027 6000 3184 asks for 3-D Secure; completing it pays', async () => {
    t = await createTestApp();
    const secret = await paymentSecret();
    const asked = await confirm(t, secret, CARDS.threeDSecure);
    expect(asked.body).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'sandbox_3ds_challenge' },
    });
    expect(await passes()).toBe(0);
    const done = await challenge(t, secret, 'complete');
    expect(done.body).toMatchObject({ status: 'succeeded', nextAction: null });
    expect(await passes()).toBe(1);
  });

  it('failing the 3-D Secure challenge gives payment_intent_authentication_failure and no pass', async () => {
    t = await createTestApp();
    const secret = await paymentSecret();
    await confirm(t, secret, CARDS.threeDSecure);
    const failed = await challenge(t, secret, 'fail');
    expect(failed.body).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'payment_intent_authentication_failure' },
    });
    expect(await passes()).toBe(0);
    // Another card on the same checkout still works.
    expect((await confirm(t, secret, CARDS.visa)).body.status).toBe('succeeded');
    expect(await passes()).toBe(1);
  });

  it('refuses American Express before it reaches the provider', async () => {
    t = await createTestApp();
    for (const secret of [await paymentSecret(), await setupSecret()]) {
      const refused = await confirm(t, secret, CARDS.amex);
      expect(refused.body).toEqual({
        status: 'requires_payment_method',
        intentType: secret.startsWith('seti_') ? 'setup' : 'payment',
        paymentMethod: null,
        nextAction: null,
        error: { type: 'card_error', code: 'amex_not_accepted', message: ERROR_MESSAGES.amex_not_accepted },
      });
    }
    expect(await passes()).toBe(0);
    expect((await t.db.select().from(checkouts)).every((row) => row.status === 'open')).toBe(true);
  });

  it.each([
    [{ ...card('4242424242424241') }, 'incorrect_number'],
    [{ ...card(CARDS.visa), expYear: 2001 }, 'invalid_expiry_year'],
    [{ ...card(CARDS.visa), expMonth: 13 }, 'invalid_expiry_month'],
    [{ ...card(CARDS.visa), cvc: '1234' }, 'invalid_cvc'],
    [{ ...card('4000000000000069') }, 'expired_card'],
    [{ ...card('4111111111111111') }, 'card_declined'],
  ])('reports card problems like Stripe: %j -> %s', async (cardInput, code) => {
    t = await createTestApp();
    const res = await t.client.api.sandbox.confirm.$post({
      json: { clientSecret: await paymentSecret(), card: cardInput },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'requires_payment_method', error: { code } });
  });

  it('validates the request: 400 for a malformed one, 404 for an unknown intent', async () => {
    t = await createTestApp();
    const bad = await t.client.api.sandbox.confirm.$post({
      json: { clientSecret: 'nope', card: card(CARDS.visa) },
    });
    expect({ status: bad.status, body: await bad.json() }).toEqual({
      status: 400,
      body: {
        error: 'clientSecret is not a sandbox client secret',
        code: 'invalid_input',
        field: 'clientSecret',
        rule: 'client_secret_format',
      },
    });
    const noCard = await t.call('POST', '/api/sandbox/confirm', {
      body: { clientSecret: 'pi_sbx_1_secret_2' },
    });
    expect({ status: noCard.status, body: await noCard.json() }).toEqual({
      status: 400,
      body: { error: 'card is required', code: 'invalid_input', field: 'card', rule: 'card_required' },
    });
    const short = await t.client.api.sandbox.confirm.$post({
      json: { clientSecret: 'pi_sbx_1_secret_2', card: { ...card(CARDS.visa), number: '4242' } },
    });
    expect(await short.json()).toEqual({
      error: 'Your card number is incomplete.',
      code: 'invalid_input',
      field: 'card.number',
      rule: 'card_number_incomplete',
    });
    const unknown = await confirm(t, 'pi_sbx_abc_secret_def', CARDS.visa);
    expect(unknown).toEqual({
      status: 404,
      body: { error: 'Unknown payment: please start the checkout again', code: 'not_found' },
    });
    const badOutcome = await t.call('POST', '/api/sandbox/challenge', {
      body: { clientSecret: 'pi_sbx_1_secret_2', outcome: 'maybe' },
    });
    expect(await badOutcome.json()).toMatchObject({
      code: 'invalid_input',
      field: 'outcome',
      rule: 'challenge_outcome',
    });
  });

  it('answers a challenge for an intent that asked for none with an unexpected-state error', async () => {
    t = await createTestApp();
    const secret = await paymentSecret();
    const result = await challenge(t, secret, 'complete');
    expect(result.body).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'payment_intent_unexpected_state' },
    });
  });
});

describe('setup intents (autopay)', () => {
  it('saves a good card and returns its payment method', async () => {
    t = await createTestApp();
    const result = await confirm(t, await setupSecret(), CARDS.mastercard);
    expect(result.body).toEqual({
      status: 'succeeded',
      intentType: 'setup',
      paymentMethod: expect.stringMatching(/^pm_sbx_/),
      nextAction: null,
    });
  });

  it('declines 4000 0000 0000 0002 already at setup', async () => {
    t = await createTestApp();
    const result = await confirm(t, await setupSecret(), CARDS.declined);
    expect(result.body).toMatchObject({
      status: 'requires_payment_method',
      paymentMethod: null,
      error: { decline_code: 'generic_decline' },
    });
  });

  it('asks for 3-D Secure on setup; failing it gives setup_intent_authentication_failure', async () => {
    t = await createTestApp();
    const secret = await setupSecret();
    expect((await confirm(t, secret, CARDS.threeDSecure)).body.status).toBe('requires_action');
    const failed = await challenge(t, secret, 'fail');
    expect(failed.body).toMatchObject({
      error: { code: 'setup_intent_authentication_failure' },
      paymentMethod: null,
    });
  });
});

describe('sandbox availability', () => {
  it('is disabled in production', async () => {
    t = await createTestApp({}, { env: { NODE_ENV: 'production' } });
    const res = await t.client.api.sandbox.confirm.$post({
      json: { clientSecret: 'pi_sbx_1_secret_2', card: card(CARDS.visa) },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'sandbox_disabled' });
    // As if Turnstile (the production CAPTCHA) had passed the visitor: the offline one is off too.
    // A request without a socket or X-Forwarded-For is the client 'unknown'.
    const { pass } = issueCaptchaPass(t.config.jwtSecret, 'unknown', new Date());
    const res2 = await t.call('POST', '/api/billing/create-intent', {
      body: createIntentBody(wizardData(), { captchaPass: pass }),
    });
    expect({ status: res2.status, body: await res2.json() }).toEqual({
      status: 503,
      body: {
        error: 'The payment service is not reachable right now. Please try again in a minute.',
        code: 'payment_provider_unavailable',
      },
    });
    expect(
      await json(await t.client.api.locations[':id']['online-availability'].$get({ param: { id: '1' } })),
    ).toMatchObject({
      open_slots: 40,
    });
  });

  it('does not exist when Stripe is the provider', async () => {
    const payments = new StripePayments({
      secretKey: 'sk_test_x',
      webhookSecret: undefined,
      publishableKey: undefined,
      log: () => {},
    });
    t = await createTestApp({ payments });
    const res = await t.client.api.sandbox.confirm.$post({
      json: { clientSecret: 'pi_sbx_1_secret_2', card: card(CARDS.visa) },
    });
    expect(res.status).toBe(404);
    expect((await t.client.api.sandbox.clock.$get()).status).toBe(404);
  });

  it('moves its test clock forward only', async () => {
    t = await createTestApp();
    const before = await (await t.client.api.sandbox.clock.$get()).json();
    const res = await t.client.api.sandbox['advance-clock'].$post({ json: { days: 2 } });
    const after = await json<{ now: string; invoices: unknown[] }>(res);
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(2 * 86_400_000);
    expect(after.invoices).toEqual([]);
    const nothing = await t.client.api.sandbox['advance-clock'].$post({ json: {} });
    expect({ status: nothing.status, body: await nothing.json() }).toEqual({
      status: 400,
      body: { error: 'Advance by at least one hour', code: 'invalid_input', rule: 'clock_advance_min' },
    });
    const backwards = await t.client.api.sandbox['advance-clock'].$post({ json: { days: -1 } });
    expect(backwards.status).toBe(400);
  });
});

describe('one app clock', () => {
  it('moves the days left the portal shows together with the test clock', async () => {
    // A fixed base time: the only change between the two reads is the test clock.
    const base = new Date('2025-03-10T18:00:00Z');
    t = await createTestApp({ now: () => base });
    const { wizard } = await buyOneTime(t);
    const query = { email: wizard.personal.email, plate: wizard.vehicle.plate };
    // The portal's reads are the signed-in owner's.
    await signIn(t, query);
    const read = async () =>
      json<{ days_left: number | null }>(
        await t.call('GET', `/api/payments-public/subscription?${new URLSearchParams(query)}`),
      );
    const before = await read();
    await t.client.api.sandbox['advance-clock'].$post({ json: { days: 20 } });
    const after = await read();
    expect(before.days_left).not.toBeNull();
    expect((before.days_left ?? 0) - (after.days_left ?? 0)).toBe(20);
  });
});

describe('the sandbox hosted card set-up page', () => {
  it('shows the session, refuses to complete before the card is saved, then redirects with the id', async () => {
    t = await createTestApp();
    const sandbox = t.sandbox;
    if (!sandbox) throw new Error('sandbox expected');
    const events: { type: string; data: { object: Record<string, unknown> } }[] = [];
    sandbox.onEvent(async (event) => {
      events.push(event as (typeof events)[number]);
    });
    const customer = await sandbox.createCustomer({
      email: 'a@example.com',
      name: 'A',
      metadata: {},
      idempotencyKey: 'c',
    });
    const created = await sandbox.createSetupSession({
      customerId: customer.id,
      successUrl: 'http://localhost:3000/payment-setup?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/payments',
      locale: 'es',
      metadata: { purpose: 'enable_autopay' },
      idempotencyKey: 'setup',
    });
    expect(created.url).toBe(`${t.config.publicBaseUrl}/sandbox-checkout?session=${created.id}`);

    const view = await t.call('GET', `/api/sandbox/sessions/${created.id}`);
    const session = (await view.json()) as { client_secret: string };
    expect(session).toMatchObject({
      id: created.id,
      status: 'open',
      locale: 'es',
      cancel_url: 'http://localhost:3000/payments',
      client_secret: expect.stringMatching(/^seti_sbx_/),
    });
    expect((await t.call('POST', `/api/sandbox/sessions/${created.id}/complete`)).status).toBe(409);
    expect((await t.call('GET', '/api/sandbox/sessions/cs_sbx_nope')).status).toBe(404);

    await confirm(t, session.client_secret, CARDS.visa);
    const done = await t.call('POST', `/api/sandbox/sessions/${created.id}/complete`);
    expect(await done.json()).toEqual({
      redirect_url: `http://localhost:3000/payment-setup?session_id=${created.id}`,
    });
    const completed = events.find((event) => event.type === 'checkout.session.completed');
    expect(completed?.data.object).toMatchObject({
      object: 'checkout.session',
      mode: 'setup',
      customer: customer.id,
      setup_intent: expect.stringMatching(/^seti_sbx_/),
      metadata: { purpose: 'enable_autopay' },
    });
    expect(await sandbox.getSetupSession(created.id)).toMatchObject({
      status: 'complete',
      paymentMethodId: expect.stringMatching(/^pm_sbx_/),
    });
  });
});
