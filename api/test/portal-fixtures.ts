import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PassPaymentStatusResponse, RenewResponse, SubscriptionResponse } from '../src/contract/portal';
import { firstRow, returnedRow } from '../src/db/rows';
import { cards, customers, subscriptions, vehicles } from '../src/db/schema';
import type { MailMessage } from '../src/providers/mail/mail-provider';
import type { ProviderEventListener } from '../src/providers/payments/sandbox/sandbox-controls';
import { SandboxPayments } from '../src/providers/payments/sandbox/sandbox-payments';
import { CARDS, card, challenge, confirm, json } from './checkout-fixtures';
import { insertPass } from './fixtures';
import { signIn } from './portal-session-fixtures';
import { recordingMail } from './recording-mail';
import { createTestApp, type TestApp } from './test-app';

// The customer portal's tests (/payments-public): an app over the sandbox on a clock the test moves,
// every e-mail recorded, every provider event kept so a test can deliver it again.

export type DeliveredEvent = { id: string; type: string; data: { object: Record<string, unknown> } };

export type PortalApp = {
  t: TestApp;
  sandbox: SandboxPayments;
  /** Every e-mail the app sent, in order; a test may empty it. */
  mails: MailMessage[];
  /** Every provider event the app received, in order. */
  delivered: DeliveredEvent[];
  /** The app's own handler, to deliver an event again (a replay, out of order). */
  deliver: ProviderEventListener;
};

export async function startPortalApp(now: () => Date): Promise<PortalApp> {
  const mails: MailMessage[] = [];
  const delivered: DeliveredEvent[] = [];
  let deliver: ProviderEventListener | null = null;
  const sandbox = new SandboxPayments({ enabled: true, log: () => {} });
  const register = sandbox.onEvent.bind(sandbox);
  sandbox.onEvent = (listener) => {
    deliver = listener;
    return register(async (event) => {
      delivered.push(event as DeliveredEvent);
      await listener(event);
    });
  };
  const t = await createTestApp({ payments: sandbox, mail: recordingMail(() => mails), now });
  if (!deliver) throw new Error('the app did not listen to the sandbox');
  return { t, sandbox, mails, delivered, deliver };
}

export type PassOptions = {
  renewal: string;
  autopay?: boolean;
  language?: 'en' | 'es';
  invitePending?: boolean;
  statusKey?: 'active' | 'banned' | 'canceled' | 'refunded' | 'inactive';
  cardCode?: string;
};

export type PassKey = { email: string; plate: string };

/** A pass as staff or an earlier checkout left it, with its customer's e-mail and plate. */
export async function portalPass(t: TestApp, options: PassOptions) {
  const subscription = await insertPass(t.db, {
    nextRenewalDate: options.renewal,
    statusKey: options.statusKey ?? 'active',
  });
  await t.db
    .update(subscriptions)
    .set({ autopay: options.autopay ?? false, discountCyclesLeft: options.autopay ? 2 : 0 })
    .where(eq(subscriptions.id, subscription.id));
  const customer = await returnedRow(
    t.db
      .update(customers)
      .set({ language: options.language ?? 'en', invitePending: options.invitePending ?? false })
      .where(eq(customers.id, subscription.customerId))
      .returning(),
  );
  const vehicle = await firstRow(
    t.db.select().from(vehicles).where(eq(vehicles.id, subscription.vehicleId)).limit(1),
  );
  let cardId: number | null = null;
  if (options.cardCode) {
    cardId = (
      await returnedRow(
        t.db
          .insert(cards)
          .values({
            code: options.cardCode,
            locationId: 1,
            statusKey: 'assigned',
            subscriptionId: subscription.id,
          })
          .returning(),
      )
    ).id;
    await t.db.update(subscriptions).set({ cardId }).where(eq(subscriptions.id, subscription.id));
  }
  return { subscriptionId: subscription.id, email: customer.email, plate: vehicle?.plate ?? '', cardId };
}

/** Signs in as the pass's e-mail by the e-mailed code; the code e-mail is then forgotten. */
export async function signedIn(app: PortalApp, key: PassKey) {
  await signIn(app.t, key, {
    read: (to) => app.mails.filter((mail) => mail.to === to).at(-1)?.text ?? null,
  });
  app.mails.length = 0;
}

/**
 * A pass whose owner is signed in on this test's browser (`t.cookie`), as the reads and the renewal
 * need; `cookie` is that browser's, to switch back to it after signing in for another pass.
 */
export async function ownPass(app: PortalApp, options: PassOptions) {
  const pass = await portalPass(app.t, options);
  await signedIn(app, pass);
  return { ...pass, cookie: app.t.cookie ?? '' };
}

export const query = (key: PassKey) =>
  `email=${encodeURIComponent(key.email)}&plate=${encodeURIComponent(key.plate)}`;

export const getPortal = (t: TestApp, path: string) => t.call('GET', `/api/payments-public/${path}`);

export const postPortal = (t: TestApp, path: string, body: unknown) =>
  t.call('POST', `/api/payments-public/${path}`, { body });

export const subscriptionOf = async (t: TestApp, id: number) =>
  firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1));

/** The dashboard's `GET subscription`, which must answer 200. */
export async function passStatus(t: TestApp, key: PassKey) {
  const res = await getPortal(t, `subscription?${query(key)}`);
  expect(res.status).toBe(200);
  return json<SubscriptionResponse>(res);
}

/** Confirms a portal payment as the payment form does, passing 3-D Secure when asked. */
export async function pay(t: TestApp, clientSecret: string, number: string = CARDS.visa) {
  const confirmed = await confirm(t, clientSecret, number);
  if (confirmed.body.status === 'requires_action') return challenge(t, clientSecret, 'complete');
  return confirmed;
}

/** `GET payment`, which must answer 200. */
export async function paymentStatus(t: TestApp, id: string) {
  const res = await getPortal(t, `payment?id=${encodeURIComponent(id)}`);
  expect(res.status).toBe(200);
  return json<PassPaymentStatusResponse>(res);
}

/** `POST renew` from the browser `t.cookie` is (the owner's, after `signedIn` or `ownPass`). */
export async function renew(t: TestApp, key: PassKey, language: 'en' | 'es' = 'en') {
  const res = await postPortal(t, 'renew', { ...key, language });
  return {
    status: res.status,
    body: await json<RenewResponse & { code?: string; error?: string; days?: string }>(res),
  };
}

/**
 * A card saved on the pass's provider customer, as signup with autopay or a card change leaves it
 * (3-D Secure passed when the card asks); returns the saved card's payment method id.
 */
export async function saveCardOn(
  app: PortalApp,
  pass: { subscriptionId: number; email: string },
  number: string,
) {
  const { sandbox, t } = app;
  const customer = await sandbox.createCustomer({
    email: pass.email,
    name: 'Test Driver',
    metadata: {},
    idempotencyKey: `test-customer-${pass.subscriptionId}`,
  });
  const setup = await sandbox.createSetupIntent({
    customerId: customer.id,
    metadata: {},
    idempotencyKey: `test-setup-${pass.subscriptionId}-${number}`,
  });
  // The provider's browser side directly: an Amex (which the garage's form refuses) can be saved too.
  const confirmed = await sandbox.confirm(setup.clientSecret, card(number));
  if (confirmed.status === 'requires_action') await sandbox.challenge(setup.clientSecret, 'complete');
  const info = await sandbox.getSetupIntent(setup.id);
  const paymentMethodId = info?.paymentMethodId ?? '';
  await sandbox.setDefaultPaymentMethod({ customerId: customer.id, paymentMethodId, subscriptionId: null });
  await t.db
    .update(subscriptions)
    .set({ providerCustomerId: customer.id })
    .where(eq(subscriptions.id, pass.subscriptionId));
  return paymentMethodId;
}
