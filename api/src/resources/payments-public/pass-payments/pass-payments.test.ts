import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARDS, card, challenge, confirm, json } from '../../../../test/checkout-fixtures';
import { eventActions, insertPass } from '../../../../test/fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { recordingMail as recordMail } from '../../../../test/recording-mail';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type {
  ConfirmInviteResponse,
  CustomerInfoResponse,
  LookupResponse,
  PassPaymentStatusResponse,
  RenewResponse,
  ResendInviteResponse,
  SubscriptionResponse,
} from '../../../contract/portal';
import {
  cards,
  customers,
  events,
  invoices,
  passPayments,
  sales,
  subscriptions,
  vehicles,
} from '../../../db/schema';
import type { MailMessage } from '../../../providers/mail/mail-provider';
import type { ProviderEventListener } from '../../../providers/payments/sandbox-controls';
import { SandboxPayments } from '../../../providers/payments/sandbox-payments';

// 11:00 on 2026-03-10 in the garage's zone (America/Los_Angeles).
const NOW = new Date('2026-03-10T18:00:00Z');

let t: TestApp;
let clock: Date;
let sandbox: SandboxPayments;
let mails: MailMessage[];
/** Every provider event the app received, in order, and the app's own handler to deliver them again. */
let delivered: { id: string; type: string; data: { object: Record<string, unknown> } }[];
let deliver: ProviderEventListener;

const recordingMail = recordMail(() => mails);

beforeEach(async () => {
  clock = NOW;
  mails = [];
  delivered = [];
  sandbox = new SandboxPayments({ enabled: true, log: () => {} });
  const register = sandbox.onEvent.bind(sandbox);
  sandbox.onEvent = (listener) => {
    deliver = listener;
    return register(async (event) => {
      delivered.push(event as (typeof delivered)[number]);
      await listener(event);
    });
  };
  t = await createTestApp({ payments: sandbox, mail: recordingMail, now: () => clock });
});
afterEach(() => t.cleanup());

type PassOptions = {
  renewal: string;
  autopay?: boolean;
  language?: 'en' | 'es';
  invitePending?: boolean;
  statusKey?: 'active' | 'banned' | 'canceled' | 'refunded';
  cardCode?: string;
};

/** A pass as staff or an earlier checkout left it, with its customer's e-mail and plate. */
function portalPass(options: PassOptions) {
  const subscription = insertPass(t.db, {
    nextRenewalDate: options.renewal,
    statusKey: options.statusKey ?? 'active',
  });
  t.db
    .update(subscriptions)
    .set({ autopay: options.autopay ?? false, discountCyclesLeft: options.autopay ? 2 : 0 })
    .where(eq(subscriptions.id, subscription.id))
    .run();
  const customer = t.db
    .update(customers)
    .set({ language: options.language ?? 'en', invitePending: options.invitePending ?? false })
    .where(eq(customers.id, subscription.customerId))
    .returning()
    .get();
  const vehicle = t.db.select().from(vehicles).where(eq(vehicles.id, subscription.vehicleId)).get();
  let cardId: number | null = null;
  if (options.cardCode) {
    cardId = t.db
      .insert(cards)
      .values({
        code: options.cardCode,
        locationId: 1,
        statusKey: 'assigned',
        subscriptionId: subscription.id,
      })
      .returning()
      .get().id;
    t.db.update(subscriptions).set({ cardId }).where(eq(subscriptions.id, subscription.id)).run();
  }
  return { subscriptionId: subscription.id, email: customer.email, plate: vehicle?.plate ?? '', cardId };
}

/** Signs in as the pass's e-mail by the e-mailed code; the code e-mail is then forgotten. */
async function signedIn(key: { email: string; plate: string }) {
  await signIn(t, key, { read: (to) => mails.filter((mail) => mail.to === to).at(-1)?.text ?? null });
  mails.length = 0;
}

const query = (key: { email: string; plate: string }) =>
  `email=${encodeURIComponent(key.email)}&plate=${encodeURIComponent(key.plate)}`;
const get = (path: string) => t.call('GET', `/api/payments-public/${path}`);
const post = (path: string, body: unknown) => t.call('POST', `/api/payments-public/${path}`, { body });
const subscriptionOf = (id: number) =>
  t.db.select().from(subscriptions).where(eq(subscriptions.id, id)).get();

async function status(key: { email: string; plate: string }) {
  const res = await get(`subscription?${query(key)}`);
  expect(res.status).toBe(200);
  return json<SubscriptionResponse>(res);
}

/** Confirms a portal payment as the payment form does, passing 3-D Secure when asked. */
async function pay(clientSecret: string, number: string = CARDS.visa) {
  const confirmed = await confirm(t, clientSecret, number);
  if (confirmed.body.status === 'requires_action') return challenge(t, clientSecret, 'complete');
  return confirmed;
}

async function paymentStatus(id: string) {
  const res = await get(`payment?id=${encodeURIComponent(id)}`);
  expect(res.status).toBe(200);
  return json<PassPaymentStatusResponse>(res);
}

async function renew(key: { email: string; plate: string }, language: 'en' | 'es' = 'en') {
  const res = await post('renew', { ...key, language });
  return {
    status: res.status,
    body: await json<RenewResponse & { code?: string; error?: string; days?: string }>(res),
  };
}

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

describe('invites', () => {
  it('keeps a pending invite from showing the pass until the e-mailed link is opened', async () => {
    const pass = portalPass({
      renewal: '2026-03-20',
      invitePending: true,
      language: 'es',
      cardCode: '000777',
    });
    const lookup = await get(`lookup?${query(pass)}`);
    expect(lookup.status).toBe(202);
    const body = await json<LookupResponse>(lookup);
    expect(body).toMatchObject({ ok: false, invitePending: true, loss_payment_allowed: false });
    expect(body.info_message).toMatch(/e-mail/);
    for (const path of ['subscription', 'customer-info']) {
      const res = await get(`${path}?${query(pass)}`);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'invite_pending' });
    }
    expect((await post('renew', pass)).status).toBe(409);

    const resent = await post('resend-invite', pass);
    expect(resent.status).toBe(200);
    expect(await json<ResendInviteResponse>(resent)).toEqual({ sent: true, cooldown_seconds: 120 });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(pass.email);
    expect(mails[0]?.subject).toBe('Confirme su correo para ver su pase de estacionamiento');
    const link = new URL(/https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe('/payments');
    const token = link.searchParams.get('invite') ?? '';

    // The cooldown holds on the server too, whatever the browser remembers.
    const tooSoon = await post('resend-invite', pass);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('Retry-After')).toBe('120');
    clock = new Date(NOW.getTime() + 121_000);
    expect((await post('resend-invite', pass)).status).toBe(200);
    expect(mails).toHaveLength(2);

    const confirmed = await post('confirm-invite', { token });
    expect(confirmed.status).toBe(200);
    expect(await json<ConfirmInviteResponse>(confirmed)).toEqual({ email: pass.email, plate: pass.plate });
    // Opening the link proved the mailbox: the browser is signed in.
    expect(confirmed.headers.getSetCookie().join('\n')).toMatch(/garage_portal=[A-Za-z0-9_-]{43};/);
    expect((await get(`lookup?${query(pass)}`)).status).toBe(200);
    expect((await status(pass)).status).toBe('active');

    // Single use; a made-up token is unknown; a confirmed customer has nothing to resend.
    expect(await json(await post('confirm-invite', { token }))).toMatchObject({ code: 'link_expired' });
    expect(await json(await post('confirm-invite', { token: 'zz.bogus' }))).toMatchObject({
      code: 'link_not_found',
    });
    expect(await json(await post('resend-invite', pass))).toEqual({ sent: false, cooldown_seconds: 0 });
  });

  it('refuses an invite link after 24 hours', async () => {
    const pass = portalPass({ renewal: '2026-03-20', invitePending: true });
    await post('resend-invite', pass);
    const token = new URL(/https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0] ?? '').searchParams.get('invite');
    clock = new Date(NOW.getTime() + 24 * 3_600_000 + 1000);
    const res = await post('confirm-invite', { token });
    expect(res.status).toBe(410);
    expect((await get(`lookup?${query(pass)}`)).status).toBe(202);
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
          concept: `Month ${i}`,
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
      'Month 6',
      'Month 5',
      'Month 4',
      'Month 3',
      'Month 2',
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

describe('POST renew', () => {
  it('refuses too early, with the days to wait', async () => {
    const pass = portalPass({ renewal: '2026-04-05' });
    const res = await renew(pass);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'renew_too_early',
      error: 'Too early to renew – come back in 11 days.',
      days: '11',
    });
  });

  it('refuses while autopay is on, and for banned or refunded passes', async () => {
    expect((await renew(portalPass({ renewal: '2026-03-12', autopay: true }))).body.code).toBe(
      'autopay_blocks_renewal',
    );
    expect((await renew(portalPass({ renewal: '2026-03-12', statusKey: 'banned' }))).body.code).toBe(
      'pass_not_renewable',
    );
    expect((await renew(portalPass({ renewal: '2026-03-12', statusKey: 'refunded' }))).body.code).toBe(
      'pass_not_renewable',
    );
    expect(t.db.select().from(passPayments).all()).toHaveLength(0);
  });

  it('inside the window: pays one month at the one-time price, starting the day after the renewal date', async () => {
    const pass = portalPass({ renewal: '2026-03-20' });
    const started = await renew(pass);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      amount_cents: 25_000,
      new_period_start: '2026-03-21',
      new_renewal_date: '2026-04-20',
    });
    expect(await paymentStatus(started.body.payment_id)).toMatchObject({ status: 'open', kind: 'renewal' });

    expect((await pay(started.body.client_secret)).body.status).toBe('succeeded');
    expect(subscriptionOf(pass.subscriptionId)).toMatchObject({
      currentPeriodStart: '2026-03-21',
      nextRenewalDate: '2026-04-20',
      statusKey: 'active',
    });
    expect(await paymentStatus(started.body.payment_id)).toEqual({
      status: 'paid',
      kind: 'renewal',
      amount_cents: 25_000,
      next_renewal_date: '2026-04-20',
      refund_reason: null,
    });
    const invoice = t.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, pass.subscriptionId))
      .get();
    expect(invoice).toMatchObject({ amountCents: 25_000, statusKey: 'paid' });
    expect(t.db.select().from(sales).all()).toEqual([
      expect.objectContaining({ type: 'manual', amountCents: 25_000, invoiceId: invoice?.id }),
    ]);
    const event = t.db.select().from(events).where(eq(events.action, 'Manual renewal')).get();
    expect(JSON.parse(event?.payload ?? '{}')).toMatchObject({
      subscription_id: pass.subscriptionId,
      plate: pass.plate,
      amount_usd: '250.00',
      invoice: invoice?.id,
      current_period_start: '2026-03-21',
      next_renewal_date: '2026-04-20',
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your parking pass is renewed – ${pass.plate}`);
    expect(mails[0]?.text).toContain('April 20, 2026 23:45');
    // Renewed: the next renewal is a month away, so the window is closed again.
    expect(await status(pass)).toMatchObject({ renew_allowed: false, next_renewal_date: '2026-04-20' });
  });

  it('an expired pass starts again today; the receipt follows the language of the payment', async () => {
    const pass = portalPass({ renewal: '2026-03-01' });
    const started = await renew(pass, 'es');
    expect(started.body).toMatchObject({ new_period_start: '2026-03-10', new_renewal_date: '2026-04-09' });
    await pay(started.body.client_secret, CARDS.threeDSecure);
    expect(subscriptionOf(pass.subscriptionId)).toMatchObject({
      currentPeriodStart: '2026-03-10',
      nextRenewalDate: '2026-04-09',
    });
    expect(mails[0]?.subject).toBe(`Su pase de estacionamiento está renovado – ${pass.plate}`);
    expect(mails[0]?.text).toContain('9 de abril de 2026 23:45');
  });

  it('refunds an American Express payment and does not renew', async () => {
    const pass = portalPass({ renewal: '2026-03-20' });
    const started = await renew(pass);
    // Straight to the provider, as if the browser had bypassed the garage's own Amex check.
    await sandbox.confirm(started.body.client_secret, card(CARDS.amex));
    expect(subscriptionOf(pass.subscriptionId)?.nextRenewalDate).toBe('2026-03-20');
    expect(await paymentStatus(started.body.payment_id)).toMatchObject({
      status: 'refunded',
      refund_reason: 'amex',
    });
    expect(t.db.select().from(passPayments).get()?.providerRefundId).toMatch(/^re_/);
    expect(t.db.select().from(sales).all()).toHaveLength(0);
    expect(eventActions(t.db)).not.toContain('Manual renewal');
    expect(mails).toHaveLength(0);
  });

  it('applies a payment once when its event is delivered twice or out of order', async () => {
    const pass = portalPass({ renewal: '2026-03-20' });
    const started = await renew(pass);
    await pay(started.body.client_secret);
    const succeeded = delivered.find((event) => event.type === 'payment_intent.succeeded');
    expect(succeeded).toBeDefined();
    await deliver(succeeded);
    // The same payment reported again under a new event id, then a late failure report.
    await deliver({ ...succeeded, id: 'evt_replayed_copy' });
    await deliver({ ...succeeded, id: 'evt_late_failure', type: 'payment_intent.payment_failed' });
    expect(subscriptionOf(pass.subscriptionId)?.nextRenewalDate).toBe('2026-04-20');
    expect(t.db.select().from(invoices).all()).toHaveLength(1);
    expect(t.db.select().from(sales).all()).toHaveLength(1);
    expect(eventActions(t.db).filter((action) => action === 'Manual renewal')).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect((await paymentStatus(started.body.payment_id)).status).toBe('paid');
  });

  it('paid twice in two tabs: the pass is extended once and the second payment is refunded', async () => {
    const pass = portalPass({ renewal: '2026-03-20' });
    const first = await renew(pass);
    const second = await renew(pass);
    // Paid in the opposite order from the one they were started in.
    await pay(second.body.client_secret);
    await pay(first.body.client_secret);
    expect(subscriptionOf(pass.subscriptionId)?.nextRenewalDate).toBe('2026-04-20');
    expect(await paymentStatus(second.body.payment_id)).toMatchObject({ status: 'paid' });
    expect(await paymentStatus(first.body.payment_id)).toMatchObject({
      status: 'refunded',
      refund_reason: 'already_renewed',
    });
    expect(t.db.select().from(sales).all()).toHaveLength(1);
  });

  it('refunds a renewal paid after autopay was turned on meanwhile', async () => {
    const pass = portalPass({ renewal: '2026-03-20' });
    const started = await renew(pass);
    t.db.update(subscriptions).set({ autopay: true }).where(eq(subscriptions.id, pass.subscriptionId)).run();
    await pay(started.body.client_secret);
    expect(await paymentStatus(started.body.payment_id)).toMatchObject({ refund_reason: 'not_renewable' });
    expect(subscriptionOf(pass.subscriptionId)?.nextRenewalDate).toBe('2026-03-20');
  });
});

describe('POST lost-card', () => {
  it('needs an assigned card', async () => {
    const pass = portalPass({ renewal: '2026-03-20' });
    await signedIn(pass);
    const res = await post('lost-card', { ...pass, language: 'en' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 'no_card_assigned',
      error:
        'No card is currently assigned to this pass. Please contact staff to issue a card before paying the replacement fee.',
    });
  });

  it('charges the Loss fee; the card is lost at once and the pass needs a new card', async () => {
    const pass = portalPass({ renewal: '2026-03-20', cardCode: '000555', language: 'es' });
    await signedIn(pass);
    const items = await json<{ name: string; price_cents: number }[]>(
      await t.call('GET', '/api/items?name=Loss%20fee'),
    );
    expect(items).toEqual([expect.objectContaining({ name: 'Loss fee', price_cents: 2500 })]);

    const res = await post('lost-card', { ...pass, language: 'es' });
    expect(res.status).toBe(200);
    const started = await json<{ client_secret: string; payment_id: string; amount_cents: number }>(res);
    expect(started.amount_cents).toBe(2500);
    await pay(started.client_secret);

    expect(
      t.db
        .select()
        .from(cards)
        .where(eq(cards.id, pass.cardId ?? 0))
        .get()?.statusKey,
    ).toBe('lost');
    // Back on the needs-card list: an active pass without a card.
    expect(
      t.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, pass.subscriptionId), eq(subscriptions.statusKey, 'active')))
        .get()?.cardId,
    ).toBeNull();
    expect(t.db.select().from(sales).all()).toEqual([
      expect.objectContaining({ type: 'manual', amountCents: 2500 }),
    ]);
    const event = t.db.select().from(events).where(eq(events.action, 'Card lost – fee paid')).get();
    expect(JSON.parse(event?.payload ?? '{}')).toMatchObject({
      card: '000555',
      plate: pass.plate,
      amount_usd: '25.00',
    });
    expect(await paymentStatus(started.payment_id)).toMatchObject({ status: 'paid', kind: 'loss_fee' });
    // The owner is told (whoever paid), then the receipt.
    expect(mails[0]?.subject).toBe(`Se reportó como perdida su tarjeta de acceso – ${pass.plate}`);
    expect(mails[0]?.text).toContain('Si no fue usted');
    expect(mails[1]?.subject).toBe(`Cuota de reposición de tarjeta pagada – ${pass.plate}`);
    expect(mails[1]?.text).toContain('000555');

    expect(await json<LookupResponse>(await get(`lookup?${query(pass)}`))).toMatchObject({
      loss_payment_allowed: false,
    });
    expect((await status(pass)).card).toEqual({ state: 'lost', code_last4: '0555' });
    expect((await post('lost-card', { ...pass, language: 'es' })).status).toBe(409);
  });
});

describe('GET payment', () => {
  it('does not know a made-up payment id', async () => {
    const res = await get('payment?id=nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'payment_not_found' });
  });
});
