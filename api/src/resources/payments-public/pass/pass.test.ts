import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARDS, json } from '../../../../test/checkout-fixtures';
import {
  getPortal,
  portalPass as makePass,
  type PassKey,
  type PassOptions,
  type PortalApp,
  passStatus,
  postPortal,
  query,
  saveCardOn,
  signedIn as signInAs,
  startPortalApp,
  subscriptionOf as subscriptionIn,
} from '../../../../test/portal-fixtures';
import type { TestApp } from '../../../../test/test-app';
import type { CustomerInfoResponse, LookupResponse } from '../../../contract/portal';
import { firstRow } from '../../../db/rows';
import { invoices, passPayments, plans, vehicles } from '../../../db/schema';
import type { MailMessage } from '../../../providers/mail/mail-provider';
import { PaymentsUnavailableError } from '../../../providers/payments/payments-provider';

// The portal's pass reads: lookup, the dashboard's subscription and customer info, each for the
// pass's own session only (attack-public-reads.test.ts: a stranger learns nothing), and the same 404
// for every call that pairs one customer's e-mail with another's plate.

// 11:00 on 2026-03-10 in the garage's zone (America/Los_Angeles).
const NOW = new Date('2026-03-10T18:00:00Z');

let app: PortalApp;
let t: TestApp;
let clock: Date;
let mails: MailMessage[];

beforeEach(async () => {
  clock = NOW;
  app = await startPortalApp(() => clock);
  ({ t, mails } = app);
});
afterEach(() => t.cleanup());

const portalPass = async (options: PassOptions) => makePass(t, options);
const signedIn = (key: PassKey) => signInAs(app, key);
const get = (path: string) => getPortal(t, path);
const post = (path: string, body: unknown) => postPortal(t, path, body);
const subscriptionOf = async (id: number) => subscriptionIn(t, id);
const status = (key: PassKey) => passStatus(t, key);

describe('GET /payments-public/lookup', () => {
  it('answers the owner, signed in, with the loss fee and whether a card can be reported lost', async () => {
    const withCard = await portalPass({ renewal: '2026-03-20', cardCode: '000123' });
    const withoutCard = await portalPass({ renewal: '2026-03-20' });
    await signedIn(withCard);
    const res = await get(
      `lookup?email=${withCard.email.toUpperCase()}&plate=${withCard.plate.toLowerCase()}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({
      ok: true,
      invitePending: false,
      loss_payment_allowed: true,
      info_message: null,
      loss_fee: { amount_cents: 2500 },
    } satisfies LookupResponse);
    await signedIn(withoutCard);
    const other = await json<LookupResponse>(await get(`lookup?${query(withoutCard)}`));
    expect(other.loss_payment_allowed).toBe(false);
  });

  it('asks for the sign-in before looking for the pass: without a session, or with another e-mail’s', async () => {
    const pass = await portalPass({ renewal: '2026-03-20' });
    const own = await portalPass({ renewal: '2026-03-20' });
    const stranger = await get(`lookup?${query(pass)}`);
    await signedIn(own);
    const anotherCustomer = await get(`lookup?${query(pass)}`);
    for (const res of [stranger, anotherCustomer]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'sign_in_required' });
    }
    // The owner's own e-mail with a plate that is not theirs: not found, as for any made-up plate.
    const wrongPlate = await get(`lookup?${query({ email: own.email, plate: pass.plate })}`);
    expect(wrongPlate.status).toBe(404);
    expect(await wrongPlate.json()).toMatchObject({ code: 'pass_not_found' });
  });

  it('refuses missing or malformed input', async () => {
    const pass = await portalPass({ renewal: '2026-03-20' });
    await signedIn(pass);
    const res = await get(`lookup?email=x&plate=${pass.plate}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_input', field: 'email' });
  });

  it('throttles a client that keeps guessing', async () => {
    const pass = await portalPass({ renewal: '2026-03-20' });
    for (let i = 0; i < 30; i++) await get(`lookup?${query({ email: pass.email, plate: `GUESS${i}` })}`);
    const res = await get(`lookup?${query(pass)}`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'too_many_requests' });
  });
});

describe('GET subscription and customer-info', () => {
  it('shows days left, the card, the renewal window and the last five invoices', async () => {
    const pass = await portalPass({ renewal: '2026-04-05', cardCode: 'CARD-4821' });
    await signedIn(pass);
    for (let i = 1; i <= 6; i++) {
      await t.db.insert(invoices).values({
        customerId: (await subscriptionOf(pass.subscriptionId))?.customerId ?? 0,
        subscriptionId: pass.subscriptionId,
        concept: i === 6 ? 'Monthly pass – Autopay – renewal' : `Month ${i}`,
        amountCents: 25_000,
        statusKey: 'paid',
        paidAt: `2026-0${Math.min(i, 3)}-01T12:00:00.000Z`,
      });
    }
    const body = await status(pass);
    expect(body).toMatchObject({
      status: 'active',
      autopay_enabled: false,
      days_left: 26,
      days_ago: null,
      next_renewal_date: '2026-04-05',
      valid_through: '23:45',
      renew_allowed: false,
      renew_opens_in_days: 11,
      has_saved_card: false,
      card: { state: 'assigned', code_last4: '4821' },
    });
    expect(body.invoices.map((invoice) => invoice.concept)).toEqual([
      'Monthly pass – Autopay – renewal',
      'Month 5',
      'Month 4',
      'Month 3',
      'Month 2',
    ]);
    // Beside the stored English concept, its Spanish reading (the plan's Spanish name); unknown words stay.
    expect(body.invoices.map((invoice) => invoice.concept_es).slice(0, 2)).toEqual([
      'Pase mensual – Pago automático – renovación',
      'Month 5',
    ]);

    // Named by e-mail and plate only: nothing at all.
    t.cookie = null;
    const stranger = await get(`subscription?${query(pass)}`);
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ code: 'sign_in_required' });
  });

  it('counts the renewal date as the last day until 23:45, then days since it', async () => {
    const pass = await portalPass({ renewal: '2026-03-10' });
    await signedIn(pass);
    expect(await status(pass)).toMatchObject({
      status: 'active',
      days_left: 0,
      days_ago: null,
      renew_allowed: true,
    });
    clock = new Date('2026-03-11T06:50:00Z'); // 23:50 on the 10th in Los Angeles
    expect(await status(pass)).toMatchObject({ status: 'expired', days_left: null, days_ago: 0 });
    clock = new Date('2026-03-14T18:00:00Z');
    expect(await status(pass)).toMatchObject({ status: 'expired', days_ago: 4, renew_allowed: true });
  });

  it('never allows renewing an autopay pass by hand', async () => {
    const pass = await portalPass({ renewal: '2026-03-12', autopay: true });
    await signedIn(pass);
    expect(await status(pass)).toMatchObject({
      autopay_enabled: true,
      has_saved_card: true,
      discount_cycles_left: 2,
      first3_cycles_left: 2,
      renew_allowed: false,
      renew_opens_in_days: 0,
    });
  });

  it("states what turning autopay on would charge: the autopay plan's price from R, and the saved card only when there is one", async () => {
    const pass = await portalPass({ renewal: '2026-04-05' });
    await signedIn(pass);
    const autopayPlan = await firstRow(
      t.db
        .select()
        .from(plans)
        .where(and(eq(plans.autopay, true), eq(plans.isPublic, true)))
        .orderBy(asc(plans.id))
        .limit(1),
    );
    // Imported, or paid by hand: no card at the provider, so the dialog promises none. Its preview
    // lists the first three charges: R, then each next renewal date (docs/decisions/switch-plan-preview.md).
    const charges = ['2026-04-05', '2026-05-05', '2026-06-05'].map((date) => ({
      amount_cents: autopayPlan?.priceCents,
      date,
    }));
    expect((await status(pass)).autopay_offer).toEqual({
      amount_cents: autopayPlan?.priceCents,
      first_charge_date: '2026-04-05',
      saved_card: null,
      charges,
    });
    await saveCardOn(app, pass, CARDS.visa);
    expect((await status(pass)).autopay_offer).toEqual({
      amount_cents: autopayPlan?.priceCents,
      first_charge_date: '2026-04-05',
      saved_card: { brand: 'visa', last4: '4242' },
      charges,
    });
    // While the provider cannot be asked the dashboard still answers, speaking as if no card were saved.
    vi.spyOn(app.sandbox, 'getSavedCard').mockRejectedValueOnce(new PaymentsUnavailableError('down'));
    expect((await status(pass)).autopay_offer).toMatchObject({ saved_card: null });
    // Nothing to offer once autopay is on.
    const onAutopay = await portalPass({ renewal: '2026-04-05', autopay: true });
    await signedIn(onAutopay);
    expect((await status(onAutopay)).autopay_offer).toBeNull();
  });

  it('answers the customer and the vehicle to the owner only', async () => {
    const pass = await portalPass({ renewal: '2026-03-20', language: 'es' });
    await t.db.update(vehicles).set({ plateState: 'MX-BCN' }).where(eq(vehicles.plate, pass.plate));
    const anonymous = await get(`customer-info?${query(pass)}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'sign_in_required' });
    await signedIn(pass);
    const res = await get(`customer-info?${query(pass)}`);
    expect(res.status).toBe(200);
    expect(await json<CustomerInfoResponse>(res)).toEqual({
      first_name: 'Test',
      last_name: 'Driver',
      language: 'es',
      vehicle: {
        plate: pass.plate,
        plate_state: 'MX-BCN',
        type: 'car',
        make: 'Toyota',
        model: 'Corolla',
        year: 2020,
        color: null,
      },
    });
  });
});

describe('one customer cannot reach another customer’s pass', () => {
  it('answers A, signed in, 404 to every call that pairs A’s e-mail with B’s plate', async () => {
    const a = await portalPass({ renewal: '2026-03-20' });
    const b = await portalPass({ renewal: '2026-03-20', cardCode: 'B-0001', invitePending: true });
    await signedIn(a);
    const mixed = { email: a.email, plate: b.plate };
    for (const path of ['lookup', 'subscription', 'customer-info', 'renew']) {
      const res = await get(`${path}?${query(mixed)}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'pass_not_found' });
    }
    for (const path of ['renew', 'lost-card']) {
      const res = await post(path, { ...mixed, language: 'en' });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'pass_not_found' });
    }
    expect(await t.db.select().from(passPayments)).toHaveLength(0);
    expect(mails).toHaveLength(0);
    expect((await subscriptionOf(b.subscriptionId))?.nextRenewalDate).toBe('2026-03-20');
  });
});
