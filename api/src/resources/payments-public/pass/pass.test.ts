import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../../test/checkout-fixtures';
import {
  getPortal,
  portalPass as makePass,
  type PassKey,
  type PassOptions,
  type PortalApp,
  passStatus,
  postPortal,
  query,
  signedIn as signInAs,
  startPortalApp,
  subscriptionOf as subscriptionIn,
} from '../../../../test/portal-fixtures';
import type { TestApp } from '../../../../test/test-app';
import type { CustomerInfoResponse, LookupResponse } from '../../../contract/portal';
import { invoices, passPayments } from '../../../db/schema';
import type { MailMessage } from '../../../providers/mail/mail-provider';

// The portal's pass reads: lookup, the dashboard's subscription and customer info, and the
// same 404 for every call that pairs one customer's e-mail with another's plate.

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

const portalPass = (options: PassOptions) => makePass(t, options);
const signedIn = (key: PassKey) => signInAs(app, key);
const get = (path: string) => getPortal(t, path);
const post = (path: string, body: unknown) => postPortal(t, path, body);
const subscriptionOf = (id: number) => subscriptionIn(t, id);
const status = (key: PassKey) => passStatus(t, key);

describe('GET /payments-public/lookup', () => {
  it('answers a pass by e-mail and plate, with the loss fee and whether a card can be reported lost', async () => {
    const withCard = portalPass({ renewal: '2026-03-20', cardCode: '000123' });
    const withoutCard = portalPass({ renewal: '2026-03-20' });
    const res = await get(
      `lookup?email=${withCard.email.toUpperCase()}&plate=${withCard.plate.toLowerCase()}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      invitePending: false,
      loss_payment_allowed: true,
      info_message: null,
      loss_fee: { amount_cents: 2500 },
    } satisfies LookupResponse);
    const other = await json<LookupResponse>(await get(`lookup?${query(withoutCard)}`));
    expect(other.loss_payment_allowed).toBe(false);
  });

  it('answers a wrong e-mail and a wrong plate alike, so neither half can be probed', async () => {
    const pass = portalPass({ renewal: '2026-03-20' });
    const wrongEmail = await get(`lookup?${query({ email: 'someone@example.com', plate: pass.plate })}`);
    const wrongPlate = await get(`lookup?${query({ email: pass.email, plate: 'NOPE123' })}`);
    expect(wrongEmail.status).toBe(404);
    expect(wrongPlate.status).toBe(404);
    const body = await wrongEmail.json();
    expect(body).toEqual(await wrongPlate.json());
    expect(body).toMatchObject({ code: 'pass_not_found' });
  });

  it('refuses missing or malformed input', async () => {
    const res = await get('lookup?email=x&plate=ABC123');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_input', field: 'email' });
  });

  it('throttles a client that keeps guessing', async () => {
    const pass = portalPass({ renewal: '2026-03-20' });
    for (let i = 0; i < 30; i++) await get(`lookup?${query({ email: pass.email, plate: `GUESS${i}` })}`);
    const res = await get(`lookup?${query(pass)}`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'too_many_requests' });
  });
});

describe('GET subscription and customer-info', () => {
  it('shows days left, the card, the renewal window and the last five invoices', async () => {
    const pass = portalPass({ renewal: '2026-04-05', cardCode: 'CARD-4821' });
    await signedIn(pass);
    for (let i = 1; i <= 6; i++) {
      t.db
        .insert(invoices)
        .values({
          customerId: subscriptionOf(pass.subscriptionId)?.customerId ?? 0,
          subscriptionId: pass.subscriptionId,
          concept: i === 6 ? 'Monthly pass – Autopay – renewal' : `Month ${i}`,
          amountCents: 25_000,
          statusKey: 'paid',
          paidAt: `2026-0${Math.min(i, 3)}-01T12:00:00.000Z`,
        })
        .run();
    }
    const body = await status(pass);
    expect(body).toMatchObject({
      signed_in: true,
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

    // Named by e-mail and plate only: no card digits, no invoices.
    t.cookie = null;
    expect(await status(pass)).toMatchObject({
      signed_in: false,
      card: { state: 'assigned', code_last4: null },
      invoices: [],
    });
  });

  it('counts the renewal date as the last day until 23:45, then days since it', async () => {
    const pass = portalPass({ renewal: '2026-03-10' });
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
    const pass = portalPass({ renewal: '2026-03-12', autopay: true });
    expect(await status(pass)).toMatchObject({
      autopay_enabled: true,
      has_saved_card: true,
      discount_cycles_left: 2,
      first3_cycles_left: 2,
      renew_allowed: false,
      renew_opens_in_days: 0,
    });
  });

  it('answers the customer and the vehicle; the names only when signed in', async () => {
    const pass = portalPass({ renewal: '2026-03-20', language: 'es' });
    const anonymous = await json<CustomerInfoResponse>(await get(`customer-info?${query(pass)}`));
    expect(anonymous).toMatchObject({ signed_in: false, first_name: null, last_name: null });
    await signedIn(pass);
    const res = await get(`customer-info?${query(pass)}`);
    expect(res.status).toBe(200);
    expect(await json<CustomerInfoResponse>(res)).toEqual({
      signed_in: true,
      first_name: 'Test',
      last_name: 'Driver',
      language: 'es',
      vehicle: { plate: pass.plate, type: 'car', make: 'Toyota', model: 'Corolla', year: 2020, color: null },
    });
  });
});

describe('one customer cannot reach another customer’s pass', () => {
  it('answers 404 to every call that pairs A’s e-mail with B’s plate', async () => {
    const a = portalPass({ renewal: '2026-03-20' });
    const b = portalPass({ renewal: '2026-03-20', cardCode: 'B-0001', invitePending: true });
    const mixed = { email: a.email, plate: b.plate };
    for (const path of ['lookup', 'subscription', 'customer-info']) {
      const res = await get(`${path}?${query(mixed)}`);
      expect(res.status, path).toBe(404);
    }
    for (const path of ['renew', 'resend-invite']) {
      const res = await post(path, { ...mixed, language: 'en' });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'pass_not_found' });
    }
    // A change needs the session of the named pass's e-mail before anything else is looked at.
    const lost = await post('lost-card', { ...mixed, language: 'en' });
    expect(lost.status).toBe(401);
    expect(await lost.json()).toMatchObject({ code: 'sign_in_required' });
    expect(t.db.select().from(passPayments).all()).toHaveLength(0);
    expect(mails).toHaveLength(0);
    expect(subscriptionOf(b.subscriptionId)?.nextRenewalDate).toBe('2026-03-20');
  });
});
