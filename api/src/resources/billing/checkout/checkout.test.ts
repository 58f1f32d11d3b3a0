import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buyAutopay,
  buyOneTime,
  CARDS,
  confirm,
  consentFor,
  createIntent,
  createIntentBody,
  humanPass,
  json,
  outboxMessages,
  wizardData,
} from '../../../../test/checkout-fixtures';
import { eventActions, insertPass } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { PassReceipt } from '../../../contract/billing-response';
import { ERROR_MESSAGES } from '../../../contract/error-codes';
import {
  checkouts,
  customers,
  events,
  invoices,
  sales,
  spaceHolds,
  subscriptions,
  vehicles,
} from '../../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

// 2025-03-01 05:30 UTC is still 2025-02-28 in the garage (Los Angeles).
const NOW = new Date('2025-03-01T05:30:00Z');

describe('GET /api/billing/config', () => {
  it('tells the browser the sandbox is the provider', async () => {
    t = await createTestApp();
    const res = await t.client.api.billing.config.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ provider: 'sandbox', holdMinutes: 10 });
  });
});

describe('one-time purchase through the sandbox', () => {
  it('holds a space, takes the payment and turns the hold into the pass', async () => {
    t = await createTestApp({ now: () => NOW });
    const wizard = wizardData();
    const intent = await createIntent(t, wizard, 1);
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({
      intentType: 'payment',
      checkoutToken: expect.any(String),
      customerId: intent.body.checkoutToken,
      clientSecret: expect.stringMatching(/^pi_sbx_\w+_secret_\w+$/),
      carId: null,
      amountCents: 25_000,
      holdExpiresAt: '2025-03-01T05:40:00.000Z',
    });
    const availability = async () =>
      json<{ open_slots: number }>(
        await t.client.api.locations[':id']['online-availability'].$get({ param: { id: '1' } }),
      );
    expect(await availability()).toEqual({ open_slots: 39 });

    const paymentIntent = intent.body.clientSecret.split('_secret_')[0];
    const before = await t.client.api.billing.receipt.$get({ query: { payment_intent: paymentIntent } });
    expect(before.status).toBe(404);
    expect(await before.json()).toEqual({ error: 'Not found', code: 'not_found' });

    const confirmed = await confirm(t, intent.body.clientSecret, CARDS.visa);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', intentType: 'payment' });
    // Still one space taken: the hold became the pass.
    expect(await availability()).toEqual({ open_slots: 39 });

    const receipt = await t.call(
      'GET',
      `/api/billing/receipt?payment_intent_client_secret=x&payment_intent=${intent.body.clientSecret}`,
    );
    expect(receipt.status).toBe(200);
    expect(await json<PassReceipt>(receipt)).toEqual({
      plate: wizard.vehicle.plate,
      plan_name: 'Monthly pass',
      amount_cents: 25_000,
      autopay: false,
      start_date: '2025-02-28',
      next_renewal_date: '2025-03-27',
      valid_from: '00:00',
      valid_through: '23:45',
      discount_cycles_left: 0,
      email: wizard.personal.email,
    });

    const [customer] = t.db.select().from(customers).all();
    expect(customer).toMatchObject({ firstName: 'Ana', lastName: 'López', phoneDial: '+52', language: 'en' });
    const [subscription] = t.db.select().from(subscriptions).all();
    expect(subscription).toMatchObject({
      statusKey: 'active',
      autopay: false,
      startDate: '2025-02-28',
      currentPeriodStart: '2025-02-28',
      nextRenewalDate: '2025-03-27',
      discountCyclesLeft: 0,
      cardId: null,
    });
    expect(t.db.select().from(invoices).all()).toEqual([
      expect.objectContaining({ statusKey: 'paid', amountCents: 25_000, subscriptionId: subscription?.id }),
    ]);
    expect(t.db.select().from(sales).all()).toEqual([
      expect.objectContaining({ type: 'manual', amountCents: 25_000 }),
    ]);
    expect(t.db.select().from(spaceHolds).all()).toEqual([
      expect.objectContaining({ releasedAt: NOW.toISOString() }),
    ]);
    expect(eventActions(t.db)).toEqual(['Payment received']);
    const [event] = t.db.select().from(events).all();
    expect(JSON.parse(event?.payload ?? '{}')).toMatchObject({
      customer: 'Ana López',
      plate: wizard.vehicle.plate,
      plan: 'Monthly pass',
      amount_usd: '250.00',
      invoice: expect.any(Number),
    });
    expect(outboxMessages(t)).toHaveLength(1);
  });
});

describe('autopay purchase through the sandbox', () => {
  it('saves the card, subscribes with 12% off for 3 cycles and makes the autopay pass', async () => {
    t = await createTestApp({ now: () => NOW });
    const wizard = wizardData();
    const flow = await buyAutopay(t, wizard);
    expect(flow.intent.body).toMatchObject({
      intentType: 'setup',
      clientSecret: expect.stringMatching(/^seti_sbx_/),
      amountCents: 22_000,
    });
    expect(flow.setup.body).toMatchObject({
      status: 'succeeded',
      paymentMethod: expect.stringMatching(/^pm_sbx_/),
    });
    expect(flow.subscribed).toEqual({
      status: 200,
      body: {
        customerId: flow.intent.body.customerId,
        carId: null,
        subscriptionId: expect.stringMatching(/^sub_sbx_/),
        requiresAction: false,
        paymentIntentClientSecret: null,
        chargedNow: true,
        isFirstPurchase: true,
        hasAccessCard: false,
      },
    });
    expect(t.db.select().from(subscriptions).all()).toEqual([
      expect.objectContaining({
        statusKey: 'active',
        autopay: true,
        discountCyclesLeft: 3,
        startDate: '2025-02-28',
        nextRenewalDate: '2025-03-27',
        providerSubscriptionId: flow.subscribed.body.subscriptionId,
        providerCustomerId: t.db.select().from(checkouts).get()?.providerCustomerId,
      }),
    ]);
    expect(t.db.select().from(sales).all()).toEqual([
      expect.objectContaining({ type: 'autopay', amountCents: 22_000 }),
    ]);
    expect(eventActions(t.db)).toEqual(['Payment received', 'Autopay toggled']);
    const toggled = t.db.select().from(events).where(eq(events.action, 'Autopay toggled')).get();
    expect(JSON.parse(toggled?.payload ?? '{}')).toMatchObject({ autopay: true, discount_cycles_left: 3 });

    const receipt = await t.client.api.billing.receipt.$get({
      query: { setup_intent: flow.intent.body.clientSecret },
    });
    expect(await receipt.json()).toMatchObject({
      autopay: true,
      amount_cents: 22_000,
      discount_cycles_left: 3,
    });
  });

  it('asks for 3-D Secure once, when saving the card, and charges the first payment without asking again', async () => {
    t = await createTestApp();
    const flow = await buyAutopay(t, wizardData(), CARDS.threeDSecure);
    expect(flow.setup.body.status).toBe('succeeded');
    expect(flow.subscribed.body).toMatchObject({ requiresAction: false, chargedNow: true });
    expect(flow.firstPayment).toBeNull();
    const receipt = await t.client.api.billing.receipt.$get({
      query: { setup_intent: flow.intent.body.clientSecret },
    });
    expect(receipt.status).toBe(200);
  });

  it('answers 402 with the decline codes when the first payment is declined', async () => {
    t = await createTestApp();
    const flow = await buyAutopay(t, wizardData(), CARDS.insufficientFunds);
    expect(flow.setup.body.status).toBe('succeeded');
    expect(flow.subscribed).toEqual({
      status: 402,
      body: {
        error: 'Your card has insufficient funds.',
        code: 'payment_failed',
        payment_code: 'card_declined',
        decline_code: 'insufficient_funds',
      },
    });
    expect(t.db.select().from(subscriptions).all()).toHaveLength(0);
    expect(t.db.select().from(checkouts).get()?.status).toBe('open');
  });

  it('refuses an American Express card at subscribe', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const intent = await createIntent(t, wizard, 2);
    // Straight to the provider, as if the browser had bypassed the garage's own Amex check.
    const setup = await t.sandbox!.confirm(intent.body.clientSecret, {
      number: '378282246310005',
      expMonth: 12,
      expYear: 2030,
      cvc: '1234',
    });
    const res = await t.client.api.billing.subscribe.$post({
      json: {
        customerId: intent.body.customerId,
        paymentMethod: setup.paymentMethod ?? '',
        planId: 2,
        wizardData: wizard,
        website: '',
        consent: consentFor(2),
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'We do not accept American Express. Please use Visa or Mastercard.',
      code: 'amex_not_accepted',
    });
    expect(t.db.select().from(subscriptions).all()).toHaveLength(0);
  });

  it('rejects subscribe without a checkout, with a foreign card, or for the one-time plan', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const intent = await createIntent(t, wizard, 2);
    const base = {
      customerId: intent.body.customerId,
      paymentMethod: 'pm_sbx_unknown',
      planId: 2,
      wizardData: wizard,
      consent: consentFor(2),
    };
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [
        { ...base, customerId: 'cus_sbx_other' },
        409,
        { error: ERROR_MESSAGES.checkout_not_found, code: 'checkout_not_found' },
      ],
      [base, 400, { error: 'No payment information received', code: 'no_payment_information' }],
      [
        { ...base, paymentMethod: '' },
        400,
        {
          error: 'No payment information received',
          code: 'invalid_input',
          field: 'paymentMethod',
          rule: 'payment_method',
        },
      ],
      [{ ...base, planId: 1 }, 400, { error: ERROR_MESSAGES.autopay_only, code: 'autopay_only' }],
      [{ ...base, planId: 99 }, 400, { error: ERROR_MESSAGES.plan_not_found, code: 'plan_not_found' }],
      [{ ...base, website: 'spam' }, 400, { error: ERROR_MESSAGES.honeypot, code: 'honeypot' }],
      [
        { ...base, wizardData: wizardData({ vehicle: { plate: 'OTHER1' } }) },
        409,
        { error: ERROR_MESSAGES.vehicle_changed, code: 'vehicle_changed' },
      ],
    ];
    for (const [body, status, expected] of cases) {
      const res = await t.call('POST', '/api/billing/subscribe', { body });
      expect({ status: res.status, body: await res.json() }).toEqual({ status, body: expected });
    }
  });
});

describe('POST /api/billing/create-intent validation and refusals', () => {
  const valid = () => createIntentBody(wizardData());

  it.each([
    ['no body fields', {}, 'Choose a plan: 1 (one-time) or 2 (autopay)', 'planId', 'plan_id'],
    ['a bad e-mail', { email: 'ana@' }, 'Invalid email address', 'email', 'invalid_email'],
    ['a short first name', { firstName: 'A' }, 'First name: Min. 2 letters', 'firstName', 'min_two_letters'],
    [
      'no wizard data',
      { wizardData: undefined },
      'Signup details (wizardData) are required',
      'wizardData',
      'wizard_data_required',
    ],
  ])('rejects %s', async (_label, patch, error, field, rule) => {
    t = await createTestApp();
    const body = Object.keys(patch).length === 0 ? {} : { ...valid(), ...patch };
    const res = await t.call('POST', '/api/billing/create-intent', { body });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error, code: 'invalid_input', field, rule },
    });
  });

  it.each([
    [{ personal: { firstName: 'A' } }, 'First name: Min. 2 letters', 'personal.firstName', 'min_two_letters'],
    [{ personal: { lastName: 'B' } }, 'Last name: Min. 2 letters', 'personal.lastName', 'min_two_letters'],
    [{ personal: { phone: '12 34' } }, 'Min. 7 digits', 'personal.phone', 'min_seven_digits'],
    [
      { personal: { confirmEmail: 'other@example.com' } },
      'E-mails do not match',
      'personal.confirmEmail',
      'emails_do_not_match',
    ],
    [
      { vehicle: { plate: 'ABC-123' } },
      'Placa inválida: solo A-Z y 0-9, máximo 15 caracteres',
      'vehicle.plate',
      'plate_format',
    ],
    [{ vehicle: { make: ' ' } }, 'Make required', 'vehicle.make', 'make_required'],
    [
      { vehicle: { year: 1900 } },
      `Invalid year (1925–${new Date().getFullYear() + 1})`,
      'vehicle.year',
      'invalid_year',
    ],
    [{ address: { zip: '9217' } }, 'ZIP must be 12345 or 12345-6789', 'address.zip', 'zip_format'],
    [{ address: { addr1: '' } }, 'Address required', 'address.addr1', 'address_required'],
  ])('runs the wizard rules again: %j -> "%s"', async (patch, error, field, rule) => {
    t = await createTestApp();
    const wizard = wizardData(patch as Parameters<typeof wizardData>[0]);
    const body = { ...createIntentBody(wizard), firstName: 'Ana', lastName: 'López' };
    const res = await t.call('POST', '/api/billing/create-intent', { body });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error, code: 'invalid_input', field: `wizardData.${field}`, rule },
    });
  });

  it('checks the ZIP against the state and the e-mail against the wizard', async () => {
    t = await createTestApp();
    const wrongState = createIntentBody(wizardData({ address: { state: 'TX' } }));
    const res = await t.client.api.billing['create-intent'].$post({ json: wrongState });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error: 'ZIP does not match selected state', code: 'zip_state_mismatch' },
    });
    const mexico = createIntentBody(
      wizardData({ address: { country: 'Mexico', state: 'Baja California', zip: '22000' } }),
      { captchaPass: await humanPass(t) },
    );
    expect((await t.client.api.billing['create-intent'].$post({ json: mexico })).status).toBe(200);
    const other = { ...valid(), email: 'someone-else@example.com' };
    const mismatch = await t.client.api.billing['create-intent'].$post({ json: other });
    expect(await mismatch.json()).toEqual({ error: ERROR_MESSAGES.email_mismatch, code: 'email_mismatch' });
  });

  it('answers a filled honeypot with a generic 400 and creates nothing', async () => {
    t = await createTestApp();
    const res = await t.client.api.billing['create-intent'].$post({
      json: { ...valid(), website: 'http://x' },
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error: ERROR_MESSAGES.honeypot, code: 'honeypot' },
    });
    expect(t.db.select().from(checkouts).all()).toHaveLength(0);
    expect(t.db.select().from(spaceHolds).all()).toHaveLength(0);
  });

  it('refuses a plate with a live pass, a banned plate and a banned e-mail with 409', async () => {
    t = await createTestApp({ now: () => NOW });
    const pass = insertPass(t.db, { nextRenewalDate: '2025-03-20' });
    const taken = t.db.select().from(vehicles).where(eq(vehicles.id, pass.vehicleId)).get();
    const livePlate = wizardData({ vehicle: { plate: taken?.plate ?? '' } });
    const res = await t.client.api.billing['create-intent'].$post({
      json: createIntentBody(livePlate, { captchaPass: await humanPass(t) }),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 409,
      body: { error: 'That plate already has a monthly pass or is banned.', code: 'plate_not_allowed' },
    });

    const banned = insertPass(t.db, { nextRenewalDate: '2024-01-01' });
    t.db.update(vehicles).set({ status: 'banned' }).where(eq(vehicles.id, banned.vehicleId)).run();
    const owner = t.db.select().from(customers).where(eq(customers.id, banned.customerId)).get();
    const bannedEmail = wizardData({
      personal: { email: owner?.email ?? '', confirmEmail: owner?.email ?? '' },
    });
    const refused = await t.client.api.billing['create-intent'].$post({
      json: createIntentBody(bannedEmail, { captchaPass: await humanPass(t) }),
    });
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 409,
      body: { error: 'This e-mail already has a vehicle in “banned” status.', code: 'email_banned' },
    });
  });

  it('sells again to a plate whose pass has expired', async () => {
    t = await createTestApp({ now: () => NOW });
    const first = await buyOneTime(t);
    t.db.update(subscriptions).set({ nextRenewalDate: '2025-01-01' }).run();
    const again = await createIntent(t, first.wizard);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ carId: null });
  });

  it('reuses the provider customer of an earlier checkout with the same e-mail', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    // One open checkout per e-mail: the first pass is paid before the second car's checkout starts.
    const first = await buyOneTime(t, wizard);
    const second = await createIntent(t, { ...wizard, vehicle: { ...wizard.vehicle, plate: 'SECOND1' } });
    expect(second.body.customerId).not.toBe(first.intent.body.customerId);
    const [one, two] = t.db.select().from(checkouts).orderBy(checkouts.id).all();
    expect(two?.providerCustomerId).toMatch(/^cus_sbx_/);
    expect(two?.providerCustomerId).toBe(one?.providerCustomerId);
  });
});

describe('declined one-time payments', () => {
  it('keeps the checkout open so the visitor can try another card', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const intent = await createIntent(t, wizard);
    const declined = await confirm(t, intent.body.clientSecret, CARDS.declined);
    expect(declined.body).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(t.db.select().from(checkouts).get()).toMatchObject({
      status: 'open',
      lastError: 'Your card was declined.',
    });
    const retried = await confirm(t, intent.body.clientSecret, CARDS.mastercard);
    expect(retried.body.status).toBe('succeeded');
    expect(t.db.select().from(subscriptions).all()).toHaveLength(1);
  });
});

describe('checkout: numbers in the body are plain decimal digits', () => {
  it('refuses planId "1e0", a vehicle year "0x7E4" and carId " 1" with 400 invalid_input', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['/api/billing/create-intent', { ...createIntentBody(wizard), planId: '1e0' }, 'planId', 'plan_id'],
      [
        '/api/billing/create-intent',
        createIntentBody({ ...wizard, vehicle: { ...wizard.vehicle, year: '0x7E4' } }),
        'wizardData.vehicle.year',
        'invalid_year',
      ],
      [
        '/api/billing/subscribe',
        { customerId: 'x', paymentMethod: 'pm_x', planId: 2, carId: ' 1', wizardData: wizard },
        'carId',
        'car_id',
      ],
    ];
    for (const [path, body, field, rule] of cases) {
      const res = await t.call('POST', path, { body });
      expect({ field, status: res.status, body: await res.json() }).toEqual({
        field,
        status: 400,
        body: { code: 'invalid_input', field, rule, error: expect.any(String) },
      });
    }
  });
});
