import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeHostedSetup, lastLinkTokenTo, lastMailTo } from '../../../test/autopay-fixtures';
import { buyAutopay, buyOneTime, CARDS, confirm, json } from '../../../test/checkout-fixtures';
import { eventActions, insertPass } from '../../../test/fixtures';
import { cookiesOf, sessionCookieFor } from '../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ClientProfile } from '../../contract/admin-customers';
import { todayInTimeZone } from '../../contract/calendar-date';
import type { CardAssignment } from '../../contract/cards';
import type { RenewResponse } from '../../contract/portal';
import type { PassActionResponse } from '../../contract/subscriptions';
import { firstRow } from '../../db/rows';
import { cards, customers, events, subscriptions, vehicles } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const row = async (id: number) =>
  (await firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1)))!;
const cardByCode = async (code: string) =>
  (await firstRow(t.db.select().from(cards).where(eq(cards.code, code)).limit(1)))!;
const lastEvent = async () => (await firstRow(t.db.select().from(events).orderBy(desc(events.id)).limit(1)))!;
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
const act = (method: string, path: string, body?: unknown, token = t.tokens.ambassador) =>
  t.call(method, `/api/subscriptions/${path}`, { token, ...(body === undefined ? {} : { body }) });

/** A pass holding card 501 (from a stock of 501-503), assigned by staff as the profile does. */
async function passWithCard() {
  const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
  const stocked = await t.call('POST', '/api/cards/bulk', {
    token: t.tokens.admin,
    body: { location_id: 1, cards: ['501', '502', '503'] },
  });
  expect(stocked.status).toBe(200);
  expect((await act('PATCH', String(pass.id), { card_id: (await cardByCode('501')).id })).status).toBe(200);
  return pass;
}

/** The newest pass a sandbox purchase made. */
const newestPass = async () =>
  (await firstRow(t.db.select().from(subscriptions).orderBy(desc(subscriptions.id)).limit(1)))!;

describe('POST /api/subscriptions/:id/cancel', () => {
  it('cancels at once, releases the card to stock as the previous card, and records the staff user', async () => {
    t = await createTestApp();
    const pass = await passWithCard();
    const res = await act('POST', `${pass.id}/cancel`);
    expect(res.status).toBe(200);
    expect(await json<PassActionResponse>(res)).toMatchObject({
      id: pass.id,
      status_key: 'canceled',
      autopay: false,
      card_id: null,
      previous_card_id: (await cardByCode('501')).id,
    });
    expect(await cardByCode('501')).toMatchObject({ statusKey: 'unassigned', subscriptionId: null });
    expect(await lastEvent()).toMatchObject({ action: 'Subscription canceled', actor: 'ambassador' });
    expect(JSON.parse((await lastEvent()).payload)).toMatchObject({ card: '501', previous_status: 'active' });

    const again = await act('POST', `${pass.id}/cancel`);
    expect([again.status, await codeOf(again)]).toEqual([409, 'subscription_not_cancelable']);
    const missing = await act('POST', '9999/cancel');
    expect([missing.status, await codeOf(missing)]).toEqual([404, 'subscription_not_found']);
  });

  it('cancels the provider subscription of an autopay pass so it never bills again', async () => {
    t = await createTestApp();
    const bought = await buyAutopay(t);
    expect(bought.subscribed.status).toBe(200);
    const pass = await newestPass();
    expect(pass).toMatchObject({ autopay: true, statusKey: 'active' });
    const cancel = vi.spyOn(t.payments, 'cancelSubscription');
    expect((await act('POST', `${pass.id}/cancel`)).status).toBe(200);
    expect(cancel).toHaveBeenCalledWith(pass.providerSubscriptionId);
    expect(await row(pass.id)).toMatchObject({ statusKey: 'canceled', autopay: false });
  });

  it('changes nothing when the provider cannot be reached (503)', async () => {
    t = await createTestApp();
    await buyAutopay(t);
    const pass = await newestPass();
    const { PaymentsUnavailableError } = await import('../../providers/payments/payments-provider');
    vi.spyOn(t.payments, 'cancelSubscription').mockRejectedValue(new PaymentsUnavailableError('down'));
    const before = await eventActions(t.db);
    const res = await act('POST', `${pass.id}/cancel`);
    expect([res.status, await codeOf(res)]).toEqual([503, 'payment_provider_unavailable']);
    expect(await row(pass.id)).toMatchObject({ statusKey: 'active', autopay: true });
    expect(await eventActions(t.db)).toEqual(before);
  });
});

describe('POST /api/subscriptions/:id/ban', () => {
  it('bans the vehicle and the pass, releases the card, and signup then refuses the e-mail and the plate', async () => {
    t = await createTestApp();
    const bought = await buyOneTime(t);
    expect(bought.confirmed?.body.status).toBe('succeeded');
    const pass = await newestPass();
    const res = await act('POST', `${pass.id}/ban`);
    expect(res.status).toBe(200);
    expect(await json<PassActionResponse>(res)).toMatchObject({
      status_key: 'banned',
      car_status_key: 'banned',
    });
    expect(
      (await firstRow(t.db.select().from(vehicles).where(eq(vehicles.id, pass.vehicleId)).limit(1)))?.status,
    ).toBe('banned');
    expect(await lastEvent()).toMatchObject({ action: 'Vehicle banned', actor: 'ambassador' });

    const { email } = bought.wizard.personal;
    const hasBanned = await t.call('GET', `/api/clients/email/${encodeURIComponent(email)}/has-banned`);
    expect(await hasBanned.json()).toEqual({
      blocked: true,
      office: expect.objectContaining({ phone: t.config.office.phone, email: t.config.office.email }),
    });
    const plateCheck = await t.call('GET', `/api/vehicles/check?plate=${bought.wizard.vehicle.plate}`);
    expect(await plateCheck.json()).toMatchObject({ allowed: false });
    // Buying again with the same e-mail (another car) is refused by the checkout.
    const again = await buyOneTime(t, {
      ...bought.wizard,
      vehicle: { ...bought.wizard.vehicle, plate: 'OTHER1' },
    });
    expect(again.intent.body).toMatchObject({ code: 'email_banned' });
  });

  it('releases the card of a banned pass back to stock', async () => {
    t = await createTestApp();
    const pass = await passWithCard();
    expect((await act('POST', `${pass.id}/ban`)).status).toBe(200);
    expect(await cardByCode('501')).toMatchObject({ statusKey: 'unassigned', subscriptionId: null });
    expect(await row(pass.id)).toMatchObject({
      statusKey: 'banned',
      cardId: null,
      previousCardId: (await cardByCode('501')).id,
    });
  });
});

describe('PATCH /api/subscriptions/:id {autopay} and {status_key}', () => {
  it('turns autopay off through the provider, as the portal does, with the staff user on the event', async () => {
    t = await createTestApp();
    await buyAutopay(t);
    const pass = await newestPass();
    const cancel = vi.spyOn(t.payments, 'cancelSubscription');
    const res = await act('PATCH', String(pass.id), { autopay: false });
    expect(res.status).toBe(200);
    expect(await json<PassActionResponse>(res)).toMatchObject({ autopay: false, discount_cycles_left: 0 });
    expect(cancel).toHaveBeenCalledWith(pass.providerSubscriptionId);
    expect(await lastEvent()).toMatchObject({ action: 'Autopay toggled', actor: 'ambassador' });
    expect(JSON.parse((await lastEvent()).payload)).toMatchObject({ autopay: false, reason: 'staff_off' });
  });

  it('turns autopay back on with the saved card and the consent the customer gave at checkout', async () => {
    t = await createTestApp();
    await buyAutopay(t);
    const pass = await newestPass();
    expect((await act('PATCH', String(pass.id), { autopay: false })).status).toBe(200);
    const res = await act('PATCH', String(pass.id), { autopay: true });
    expect(res.status).toBe(200);
    expect(await json<PassActionResponse>(res)).toMatchObject({ autopay: true });
    expect((await row(pass.id)).providerSubscriptionId).not.toBe(pass.providerSubscriptionId);
    expect(await lastEvent()).toMatchObject({ action: 'Autopay toggled', actor: 'ambassador' });
  });

  it('refuses passes that are not active, and turning on without a consent or a saved card', async () => {
    t = await createTestApp();
    const canceled = await insertPass(t.db, { nextRenewalDate: '2099-01-01', statusKey: 'canceled' });
    const refused = await act('PATCH', String(canceled.id), { autopay: false });
    expect([refused.status, await codeOf(refused)]).toEqual([409, 'subscription_not_active']);
    const noConsent = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const on = await act('PATCH', String(noConsent.id), { autopay: true });
    expect([on.status, await codeOf(on)]).toEqual([409, 'consent_required']);
    expect((await row(noConsent.id)).autopay).toBe(false);
  });

  it('status_key needs status_edit, which no role has: 403 for both, nothing changes', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    for (const token of [t.tokens.admin, t.tokens.ambassador]) {
      const res = await act('PATCH', String(pass.id), { status_key: 'inactive' }, token);
      expect([res.status, await codeOf(res)]).toEqual([403, 'forbidden']);
    }
    expect((await row(pass.id)).statusKey).toBe('active');
  });

  it('autopay needs profile_edit: admin is refused', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const res = await act('PATCH', String(pass.id), { autopay: false }, t.tokens.admin);
    expect([res.status, await codeOf(res)]).toEqual([403, 'forbidden']);
  });
});

describe('card assignment after a reactivation', () => {
  async function reactivated() {
    const pass = await passWithCard();
    expect((await act('POST', `${pass.id}/cancel`)).status).toBe(200);
    await t.db.update(subscriptions).set({ statusKey: 'active' }).where(eq(subscriptions.id, pass.id));
    return pass;
  }

  it("gives the same card back: 'Card re-assigned (same)', previous card cleared", async () => {
    t = await createTestApp();
    const pass = await reactivated();
    const res = await act('PATCH', String(pass.id), { card_id: (await cardByCode('501')).id });
    expect(res.status).toBe(200);
    expect((await json<CardAssignment>(res)).card).toMatchObject({ code: '501', status_key: 'assigned' });
    expect(await lastEvent()).toMatchObject({ action: 'Card re-assigned (same)', actor: 'ambassador' });
    expect(await row(pass.id)).toMatchObject({ cardId: (await cardByCode('501')).id, previousCardId: null });
  });

  it("another card: 'Card replaced (reactivation)' naming the previous card", async () => {
    t = await createTestApp();
    const pass = await reactivated();
    const res = await act('PATCH', String(pass.id), { card_id: (await cardByCode('502')).id });
    expect(res.status).toBe(200);
    expect(await lastEvent()).toMatchObject({ action: 'Card replaced (reactivation)', actor: 'ambassador' });
    expect(JSON.parse((await lastEvent()).payload)).toMatchObject({ card: '502', previous_card: '501' });
    expect((await row(pass.id)).previousCardId).toBeNull();
    expect((await cardByCode('501')).statusKey).toBe('unassigned');
  });

  it('the same card given to someone else meanwhile: same_card_unavailable', async () => {
    t = await createTestApp();
    const pass = await reactivated();
    const other = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    expect((await act('PATCH', String(other.id), { card_id: (await cardByCode('501')).id })).status).toBe(
      200,
    );
    const res = await act('PATCH', String(pass.id), { card_id: (await cardByCode('501')).id });
    expect([res.status, await codeOf(res)]).toEqual([409, 'same_card_unavailable']);
  });

  it("first card of a new pass: 'Card assigned' with the staff user", async () => {
    t = await createTestApp();
    await passWithCard();
    expect(await lastEvent()).toMatchObject({ action: 'Card assigned', actor: 'ambassador' });
  });
});

describe('POST /api/subscriptions/:id/send-autopay-link', () => {
  const profileOf = async (customerId: number) =>
    json<ClientProfile>(
      await t.call('GET', `/api/clients/${customerId}/profile`, { token: t.tokens.ambassador }),
    );

  it('e-mails the customer who never agreed to autopay the portal link; saving a card through it is their consent', async () => {
    t = await createTestApp();
    const bought = await buyOneTime(t);
    const pass = await newestPass();
    const email = bought.wizard.personal.email;
    // The profile says why the checkbox cannot work: no consent on record.
    expect((await profileOf(pass.customerId)).subscriptions[0]).toMatchObject({
      autopay: false,
      autopay_consent: false,
    });
    const refused = await act('PATCH', String(pass.id), { autopay: true });
    expect([refused.status, await codeOf(refused)]).toEqual([409, 'consent_required']);

    const sent = await act('POST', `${pass.id}/send-autopay-link`);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent_to: email, reused_link: false });
    expect(lastMailTo(t, email)).toContain('By saving a card through this link you authorize');
    // The recipient's cooldown holds for staff too.
    const again = await act('POST', `${pass.id}/send-autopay-link`);
    expect([again.status, await codeOf(again)]).toEqual([429, 'mail_cooldown']);

    const init = await t.call('GET', `/api/checkout/init/${lastLinkTokenTo(t, email)}`);
    await completeHostedSetup(t, ((await init.json()) as { url: string }).url, CARDS.visa);
    expect((await row(pass.id)).autopay).toBe(true);
    expect((await profileOf(pass.customerId)).subscriptions[0]).toMatchObject({
      autopay: true,
      autopay_consent: true,
    });
    const on = await act('POST', `${pass.id}/send-autopay-link`);
    expect([on.status, await codeOf(on)]).toEqual([409, 'autopay_already_on']);
  });

  it('refuses ended and expired passes, unknown ones and the admin role, and sends nothing', async () => {
    t = await createTestApp();
    const canceled = await insertPass(t.db, { nextRenewalDate: '2099-01-01', statusKey: 'canceled' });
    const ended = await act('POST', `${canceled.id}/send-autopay-link`);
    expect([ended.status, await codeOf(ended)]).toEqual([409, 'subscription_not_active']);
    const lapsed = await insertPass(t.db, { nextRenewalDate: '2020-01-01' });
    const expired = await act('POST', `${lapsed.id}/send-autopay-link`);
    expect([expired.status, await codeOf(expired)]).toEqual([409, 'pass_expired']);
    const missing = await act('POST', '99999/send-autopay-link');
    expect([missing.status, await codeOf(missing)]).toEqual([404, 'subscription_not_found']);
    const live = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const admin = await act('POST', `${live.id}/send-autopay-link`, undefined, t.tokens.admin);
    expect([admin.status, await codeOf(admin)]).toEqual([403, 'forbidden']);
    const customer = (await firstRow(
      t.db.select().from(customers).where(eq(customers.id, live.customerId)).limit(1),
    ))!;
    expect(lastMailTo(t, customer.email)).toBeNull();
  });
});

describe('POST /api/subscriptions/:id/send-renewal-email', () => {
  it('e-mails a canceled pass its renewal link; paying it reactivates the pass from that day', async () => {
    t = await createTestApp();
    const bought = await buyOneTime(t);
    const pass = await newestPass();
    const { email, plate } = { email: bought.wizard.personal.email, plate: bought.wizard.vehicle.plate };
    await t.db.update(customers).set({ invitePending: false }).where(eq(customers.id, pass.customerId));
    expect((await act('POST', `${pass.id}/cancel`)).status).toBe(200);

    const sent = await act('POST', `${pass.id}/send-renewal-email`);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent_to: email });
    const mail = lastMailTo(t, email) ?? '';
    expect(mail).toContain('Renew my pass');
    const link = new URL(mail.match(/https?:\/\/\S+\/renew\?\S+/)?.[0] ?? 'http://x/');
    expect(link.searchParams.get('email')).toBeNull();
    expect(link.searchParams.get('plate')).toBe(plate);
    expect(link.searchParams.get('signin')).toMatch(/^[0-9a-z]+\./);

    // The customer opens the link, which signs them in: the portal's own renewal, for one month from today.
    const signedIn = await t.call('POST', '/api/payments-public/sign-in/link', {
      body: { token: link.searchParams.get('signin') },
    });
    expect(signedIn.status).toBe(200);
    t.cookie = cookiesOf(signedIn);
    const started = await t.call('POST', '/api/payments-public/renew', {
      body: { email, plate, language: 'en' },
    });
    expect(started.status).toBe(200);
    const renewal = await json<RenewResponse>(started);
    const clock = (await (await t.call('GET', '/api/sandbox/clock')).json()) as { now: string };
    const today = todayInTimeZone(t.config.garageTz, new Date(clock.now));
    expect((await confirm(t, renewal.client_secret, CARDS.visa)).body.status).toBe('succeeded');
    expect(await row(pass.id)).toMatchObject({
      statusKey: 'active',
      currentPeriodStart: renewal.new_period_start,
      nextRenewalDate: renewal.new_renewal_date,
    });
    expect(renewal.new_period_start).toBe(today);
    expect(await eventActions(t.db)).toContain('Subscription reactivated');
    expect(await eventActions(t.db)).not.toContain('Manual renewal');
  });

  it('writes in Spanish for a Spanish-speaking customer', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', statusKey: 'canceled' });
    await t.db.update(customers).set({ language: 'es' }).where(eq(customers.id, pass.customerId));
    expect((await act('POST', `${pass.id}/send-renewal-email`)).status).toBe(200);
    const customer = (await firstRow(
      t.db.select().from(customers).where(eq(customers.id, pass.customerId)).limit(1),
    ))!;
    expect(lastMailTo(t, customer.email)).toContain('Renovar mi pase');
  });

  it('refuses passes that are not canceled; refunded and banned passes stay not renewable', async () => {
    t = await createTestApp();
    for (const statusKey of ['active', 'refunded', 'banned'] as const) {
      const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', statusKey });
      const res = await act('POST', `${pass.id}/send-renewal-email`);
      expect([res.status, await codeOf(res)], statusKey).toEqual([409, 'subscription_not_canceled']);
      if (statusKey === 'active') continue;
      const customer = (await firstRow(
        t.db.select().from(customers).where(eq(customers.id, pass.customerId)).limit(1),
      ))!;
      const vehicle = (await firstRow(
        t.db.select().from(vehicles).where(eq(vehicles.id, pass.vehicleId)).limit(1),
      ))!;
      // Even its owner, signed in, cannot renew it.
      const renew = await t.call('POST', '/api/payments-public/renew', {
        body: { email: customer.email, plate: vehicle.plate, language: 'en' },
        cookie: await sessionCookieFor(t, customer.email),
      });
      expect([renew.status, await codeOf(renew)], statusKey).toEqual([409, 'pass_not_renewable']);
    }
  });

  it('is throttled', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', statusKey: 'canceled' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await act('POST', `${pass.id}/send-renewal-email`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('two staff assigning the same card at once', () => {
  it('on the same app: exactly one wins, the other is told the card is taken', async () => {
    t = await createTestApp();
    await t.call('POST', '/api/cards/bulk', {
      token: t.tokens.admin,
      body: { location_id: 1, cards: ['801'] },
    });
    const first = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const second = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const id = (await cardByCode('801')).id;
    const answers = await Promise.all([
      act('PATCH', String(first.id), { card_id: id }),
      act('PATCH', String(second.id), { card_id: id }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409) as Response;
    expect(await codeOf(loser)).toBe('card_not_available');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.cardId, id))).toHaveLength(1);
    expect(await eventActions(t.db)).toEqual(['Card assigned']);
  });
});
