import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARDS, card, json } from '../../../../test/checkout-fixtures';
import { eventActions } from '../../../../test/fixtures';
import {
  getPortal,
  portalPass as makePass,
  ownPass as ownPassIn,
  type PassKey,
  type PassOptions,
  type PortalApp,
  passStatus,
  paymentStatus as paymentStatusOf,
  pay as payWith,
  postPortal,
  query,
  renew as renewAs,
  signedIn as signInAs,
  startPortalApp,
  subscriptionOf as subscriptionIn,
} from '../../../../test/portal-fixtures';
import type { TestApp } from '../../../../test/test-app';
import type { LookupResponse } from '../../../contract/portal';
import { firstRow } from '../../../db/rows';
import { cards, events, invoices, passPayments, sales, subscriptions } from '../../../db/schema';
import type { MailMessage } from '../../../providers/mail/mail-provider';
import type { SandboxPayments } from '../../../providers/payments/sandbox/sandbox-payments';

// The portal's own payments: a renewal by hand and the lost-card fee, applied when the provider
// reports them (domain/payment-lifecycle/pass-payment.ts).

// 11:00 on 2026-03-10 in the garage's zone (America/Los_Angeles).
const NOW = new Date('2026-03-10T18:00:00Z');

let app: PortalApp;
let t: TestApp;
let clock: Date;
let sandbox: SandboxPayments;
let mails: MailMessage[];
let delivered: PortalApp['delivered'];
let deliver: PortalApp['deliver'];

beforeEach(async () => {
  clock = NOW;
  app = await startPortalApp(() => clock);
  ({ t, sandbox, mails, delivered, deliver } = app);
});
afterEach(() => t.cleanup());

const portalPass = async (options: PassOptions) => makePass(t, options);
const signedIn = (key: PassKey) => signInAs(app, key);
const get = (path: string) => getPortal(t, path);
const post = (path: string, body: unknown) => postPortal(t, path, body);
const subscriptionOf = async (id: number) => subscriptionIn(t, id);
const status = (key: PassKey) => passStatus(t, key);
const pay = (clientSecret: string, number?: string) => payWith(t, clientSecret, number);
const paymentStatus = (id: string) => paymentStatusOf(t, id);
const renew = (key: PassKey, language: 'en' | 'es' = 'en') => renewAs(t, key, language);
const ownPass = async (options: PassOptions) => ownPassIn(app, options);

describe('POST renew', () => {
  it('refuses too early, with the days to wait', async () => {
    const pass = await ownPass({ renewal: '2026-04-05' });
    const res = await renew(pass);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'renew_too_early',
      error: 'Too early to renew – come back in 11 days.',
      days: '11',
    });
  });

  it('refuses while autopay is on, and for banned or refunded passes', async () => {
    expect((await renew(await ownPass({ renewal: '2026-03-12', autopay: true }))).body.code).toBe(
      'autopay_blocks_renewal',
    );
    expect((await renew(await ownPass({ renewal: '2026-03-12', statusKey: 'banned' }))).body.code).toBe(
      'pass_not_renewable',
    );
    expect((await renew(await ownPass({ renewal: '2026-03-12', statusKey: 'refunded' }))).body.code).toBe(
      'pass_not_renewable',
    );
    expect(await t.db.select().from(passPayments)).toHaveLength(0);
  });

  it('inside the window: pays one month at the one-time price, starting the day after the renewal date', async () => {
    const pass = await ownPass({ renewal: '2026-03-20' });
    const started = await renew(pass);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      amount_cents: 25_000,
      new_period_start: '2026-03-21',
      new_renewal_date: '2026-04-20',
    });
    expect(await paymentStatus(started.body.payment_id)).toMatchObject({ status: 'open', kind: 'renewal' });

    expect((await pay(started.body.client_secret)).body.status).toBe('succeeded');
    expect(await subscriptionOf(pass.subscriptionId)).toMatchObject({
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
    const invoice = await firstRow(
      t.db.select().from(invoices).where(eq(invoices.subscriptionId, pass.subscriptionId)).limit(1),
    );
    expect(invoice).toMatchObject({ amountCents: 25_000, statusKey: 'paid' });
    expect(await t.db.select().from(sales)).toEqual([
      expect.objectContaining({ type: 'manual', amountCents: 25_000, invoiceId: invoice?.id }),
    ]);
    const event = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Manual renewal')).limit(1),
    );
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
    const pass = await ownPass({ renewal: '2026-03-01' });
    const started = await renew(pass, 'es');
    expect(started.body).toMatchObject({ new_period_start: '2026-03-10', new_renewal_date: '2026-04-09' });
    await pay(started.body.client_secret, CARDS.threeDSecure);
    expect(await subscriptionOf(pass.subscriptionId)).toMatchObject({
      currentPeriodStart: '2026-03-10',
      nextRenewalDate: '2026-04-09',
    });
    expect(mails[0]?.subject).toBe(`Su pase de estacionamiento está renovado – ${pass.plate}`);
    expect(mails[0]?.text).toContain('9 de abril de 2026 23:45');
  });

  it('refunds an American Express payment and does not renew', async () => {
    const pass = await ownPass({ renewal: '2026-03-20' });
    const started = await renew(pass);
    // Straight to the provider, as if the browser had bypassed the garage's own Amex check.
    await sandbox.confirm(started.body.client_secret, card(CARDS.amex));
    expect((await subscriptionOf(pass.subscriptionId))?.nextRenewalDate).toBe('2026-03-20');
    expect(await paymentStatus(started.body.payment_id)).toMatchObject({
      status: 'refunded',
      refund_reason: 'amex',
    });
    expect((await firstRow(t.db.select().from(passPayments).limit(1)))?.providerRefundId).toMatch(/^re_/);
    expect(await t.db.select().from(sales)).toHaveLength(0);
    expect(await eventActions(t.db)).not.toContain('Manual renewal');
    expect(mails).toHaveLength(0);
  });

  it('applies a payment once when its event is delivered twice or out of order', async () => {
    const pass = await ownPass({ renewal: '2026-03-20' });
    const started = await renew(pass);
    await pay(started.body.client_secret);
    const succeeded = delivered.find((event) => event.type === 'payment_intent.succeeded');
    expect(succeeded).toBeDefined();
    await deliver(succeeded);
    // The same payment reported again under a new event id, then a late failure report.
    await deliver({ ...succeeded, id: 'evt_replayed_copy' });
    await deliver({ ...succeeded, id: 'evt_late_failure', type: 'payment_intent.payment_failed' });
    expect((await subscriptionOf(pass.subscriptionId))?.nextRenewalDate).toBe('2026-04-20');
    expect(await t.db.select().from(invoices)).toHaveLength(1);
    expect(await t.db.select().from(sales)).toHaveLength(1);
    expect((await eventActions(t.db)).filter((action) => action === 'Manual renewal')).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect((await paymentStatus(started.body.payment_id)).status).toBe('paid');
  });

  it('paid twice in two tabs: both tabs pay the one payment, so the pass is extended once and charged once', async () => {
    const pass = await ownPass({ renewal: '2026-03-20' });
    const first = await renew(pass);
    const second = await renew(pass);
    expect(second.body.payment_id).toBe(first.body.payment_id);
    expect(second.body.client_secret).toBe(first.body.client_secret);
    await pay(second.body.client_secret);
    // The other tab confirms the same intent again: the provider does not charge a paid intent twice.
    await pay(first.body.client_secret);
    expect((await subscriptionOf(pass.subscriptionId))?.nextRenewalDate).toBe('2026-04-20');
    expect(await paymentStatus(first.body.payment_id)).toMatchObject({ status: 'paid' });
    expect(await t.db.select().from(sales)).toHaveLength(1);
  });

  it('refunds a renewal paid after the pass moved on by another way (already renewed)', async () => {
    const pass = await ownPass({ renewal: '2026-03-20' });
    const started = await renew(pass);
    await t.db
      .update(subscriptions)
      .set({ nextRenewalDate: '2026-04-20' })
      .where(eq(subscriptions.id, pass.subscriptionId));
    await pay(started.body.client_secret);
    expect((await subscriptionOf(pass.subscriptionId))?.nextRenewalDate).toBe('2026-04-20');
    expect(await paymentStatus(started.body.payment_id)).toMatchObject({
      status: 'refunded',
      refund_reason: 'already_renewed',
    });
    expect(await t.db.select().from(sales)).toHaveLength(0);
  });

  it('refunds a renewal paid after autopay was turned on meanwhile', async () => {
    const pass = await ownPass({ renewal: '2026-03-20' });
    const started = await renew(pass);
    await t.db.update(subscriptions).set({ autopay: true }).where(eq(subscriptions.id, pass.subscriptionId));
    await pay(started.body.client_secret);
    expect(await paymentStatus(started.body.payment_id)).toMatchObject({ refund_reason: 'not_renewable' });
    expect((await subscriptionOf(pass.subscriptionId))?.nextRenewalDate).toBe('2026-03-20');
  });
});

describe('POST lost-card', () => {
  it('needs an assigned card', async () => {
    const pass = await portalPass({ renewal: '2026-03-20' });
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
    const pass = await portalPass({ renewal: '2026-03-20', cardCode: '000555', language: 'es' });
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
      (
        await firstRow(
          t.db
            .select()
            .from(cards)
            .where(eq(cards.id, pass.cardId ?? 0))
            .limit(1),
        )
      )?.statusKey,
    ).toBe('lost');
    // Back on the needs-card list: an active pass without a card.
    expect(
      (
        await firstRow(
          t.db
            .select()
            .from(subscriptions)
            .where(and(eq(subscriptions.id, pass.subscriptionId), eq(subscriptions.statusKey, 'active')))
            .limit(1),
        )
      )?.cardId,
    ).toBeNull();
    expect(await t.db.select().from(sales)).toEqual([
      expect.objectContaining({ type: 'item', amountCents: 2500 }),
    ]);
    const event = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Card lost – fee paid')).limit(1),
    );
    expect(JSON.parse(event?.payload ?? '{}')).toMatchObject({
      card: '000555',
      plate: pass.plate,
      amount_usd: '25.00',
    });
    expect(await paymentStatus(started.payment_id)).toMatchObject({ status: 'paid', kind: 'loss_fee' });
    // The owner is told (whoever paid), then the receipt.
    expect(mails[0]?.subject).toBe(`Se reportó como perdida su tarjeta de acceso – ${pass.plate}`);
    expect(mails[0]?.text).toContain('Si no fue usted');
    expect(mails[1]?.subject).toBe(`Cuota por tarjeta perdida pagada – ${pass.plate}`);
    expect(mails[1]?.text).toContain('000555');

    expect(await json<LookupResponse>(await get(`lookup?${query(pass)}`))).toMatchObject({
      loss_payment_allowed: false,
    });
    expect((await status(pass)).card).toEqual({ state: 'lost', code_last4: '0555' });
    expect((await post('lost-card', { ...pass, language: 'es' })).status).toBe(409);
  });
});

describe('POST lost-card twice', () => {
  it('in two tabs: both tabs pay the one fee, so the card is charged once and nothing is refunded', async () => {
    const pass = await portalPass({ renewal: '2026-03-20', cardCode: '000556' });
    await signedIn(pass);
    const first = await json<{ client_secret: string; payment_id: string }>(
      await post('lost-card', { ...pass, language: 'en' }),
    );
    const second = await json<{ client_secret: string; payment_id: string }>(
      await post('lost-card', { ...pass, language: 'en' }),
    );
    expect(second).toEqual(first);
    await pay(first.client_secret);
    // The other tab confirms the same intent again: the provider does not charge a paid intent twice.
    await pay(second.client_secret);
    expect(await t.db.select().from(passPayments)).toEqual([
      expect.objectContaining({ kind: 'loss_fee', status: 'paid', amountCents: 2500 }),
    ]);
    expect(await t.db.select().from(sales)).toHaveLength(1);
    expect(await paymentStatus(first.payment_id)).toMatchObject({ status: 'paid', refund_reason: null });
  });
});

describe('GET payment', () => {
  it('does not know a made-up payment id', async () => {
    const res = await get('payment?id=nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'payment_not_found' });
  });
});
