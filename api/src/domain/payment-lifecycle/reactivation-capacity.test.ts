import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClockTo, changeCard, lastMailTo } from '../../../test/autopay-fixtures';
import { buyAutopay, CARDS, setSpaces } from '../../../test/checkout-fixtures';
import { insertPass } from '../../../test/fixtures';
import {
  ownPass,
  type PassKey,
  type PortalApp,
  pay,
  paymentStatus,
  renew,
  startPortalApp,
  subscriptionOf,
} from '../../../test/portal-fixtures';
import { signIn } from '../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { renewalChargeAt } from '../../contract/renewal-calendar';
import { firstRow } from '../../db/rows';
import { events, invoices, passPayments, subscriptions, vehicles } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { setStatus } from '../../resources/subscriptions/pass-actions.service';

// Every path that makes a pass live again takes a free space, or gives the money back.

// 11:00 on 2026-03-10 in the garage's zone.
const NOW = new Date('2026-03-10T18:00:00Z');

let t: TestApp;
afterEach(() => t?.cleanup());

const noSpaceEvents = async () =>
  (await t.db.select().from(events).where(eq(events.action, 'Renewal refunded – no space'))).map(
    (row) => JSON.parse(row.payload) as Record<string, unknown>,
  );

describe('renewal by hand of a lapsed or canceled pass', () => {
  let app: PortalApp;
  const start = async () => {
    app = await startPortalApp(() => NOW);
    t = app.t;
  };

  it('is refused with no_space_to_reactivate when the garage is full; a live pass still renews', async () => {
    await start();
    await setSpaces(t, 2);
    const lapsed = await ownPass(app, { renewal: '2026-03-01' });
    const canceled = await ownPass(app, { renewal: '2026-03-20', statusKey: 'canceled' });
    const live = await ownPass(app, { renewal: '2026-03-15' });
    await insertPass(t.db, { nextRenewalDate: '2026-04-30' });
    // Each owner renews from their own signed-in browser.
    const renewAsOwner = (pass: PassKey & { cookie: string }) => {
      t.cookie = pass.cookie;
      return renew(t, pass);
    };
    for (const pass of [lapsed, canceled]) {
      const refused = await renewAsOwner(pass);
      expect([refused.status, refused.body.code]).toEqual([409, 'no_space_to_reactivate']);
    }
    expect(await t.db.select().from(passPayments)).toHaveLength(0);
    // The live pass keeps its own space: renewing it needs no free one.
    expect((await renewAsOwner(live)).status).toBe(200);
    // A space frees up: the lapsed pass may come back.
    await setSpaces(t, 3);
    expect((await renewAsOwner(lapsed)).status).toBe(200);
  });

  it('refunds a payment that arrives after the last space was taken, and tells the customer', async () => {
    await start();
    await setSpaces(t, 1);
    const lapsed = await ownPass(app, { renewal: '2026-03-01', language: 'es' });
    const started = await renew(t, lapsed, 'es');
    expect(started.status).toBe(200);
    // Someone else buys the last space while the customer types their card.
    await insertPass(t.db, { nextRenewalDate: '2026-04-09' });
    await pay(t, started.body.client_secret);

    expect(await paymentStatus(t, started.body.payment_id)).toMatchObject({
      status: 'refunded',
      refund_reason: 'no_space',
    });
    expect((await subscriptionOf(t, lapsed.subscriptionId))?.nextRenewalDate).toBe('2026-03-01');
    expect(await t.db.select().from(invoices)).toEqual([
      expect.objectContaining({ statusKey: 'refunded', amountCents: started.body.amount_cents }),
    ]);
    expect(await noSpaceEvents()).toEqual([
      expect.objectContaining({ plate: lapsed.plate, amount_usd: '250.00', next_renewal_date: '2026-03-01' }),
    ]);
    const mail = app.mails.find((m) => m.to === lapsed.email && m.subject.includes(lapsed.plate));
    expect(mail?.subject).toBe(`Le devolvimos su pago – ${lapsed.plate}`);
    expect(mail?.text).toContain('todos los espacios del estacionamiento estaban ocupados');
  });
});

describe('a late autopay charge after the pass lapsed', () => {
  it('with no space left is refunded, autopay ends, staff and customer are told', async () => {
    t = await createTestApp({ now: () => t?.sandbox?.clockNow() ?? new Date() });
    const { wizard } = await buyAutopay(t);
    const key = { email: wizard.personal.email, plate: wizard.vehicle.plate };
    const passRow = async () =>
      (await firstRow(
        t.db
          .select({ s: subscriptions })
          .from(subscriptions)
          .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
          .where(eq(vehicles.plate, key.plate))
          .limit(1),
      ))!.s;
    const renewal = (await passRow()).nextRenewalDate as string;
    await signIn(t, key);
    expect((await changeCard(t, key, CARDS.insufficientFunds)).status).toBe(200);
    // R's charge fails; two days later the pass has lapsed while the provider keeps retrying.
    const chargeAt = renewalChargeAt(renewal, t.config.garageTz).getTime();
    await advanceClockTo(t, new Date(chargeAt + 2 * 86_400_000));
    expect((await passRow()).nextRenewalDate).toBe(renewal);
    // The garage fills up meanwhile.
    await setSpaces(t, 1);
    await insertPass(t.db, { nextRenewalDate: '2099-01-01' });

    // A good card now: the open invoice is paid at once, but the pass cannot come back.
    await signIn(t, key);
    expect((await changeCard(t, key, CARDS.visa)).status).toBe(200);
    const after = await passRow();
    expect(after).toMatchObject({ nextRenewalDate: renewal, autopay: false });
    const owed = await t.db.select().from(passPayments);
    expect(owed).toEqual([
      expect.objectContaining({ status: 'refunded', refundReason: 'no_space', amountCents: 22_000 }),
    ]);
    expect(owed[0]?.providerRefundId).toMatch(/^re_/);
    expect(await noSpaceEvents()).toEqual([
      expect.objectContaining({ plate: key.plate, amount_usd: '220.00' }),
    ]);
    expect((await t.db.select().from(invoices)).map((row) => row.statusKey)).toEqual(['paid', 'refunded']);
    const mail = lastMailTo(t, key.email) ?? '';
    expect(mail).toContain(`Your payment was refunded – ${key.plate}`);
    expect(mail).toContain('Autopay is now off for this pass');
  });
});

describe('staff reactivation (status edit)', () => {
  it('answers 409 no_space_to_reactivate when the pass would take a space and none is free', async () => {
    t = await createTestApp({ now: () => NOW });
    const deps = { db: t.db, config: t.config, now: () => NOW } as unknown as PaymentDeps;
    await setSpaces(t, 1);
    const inactive = await insertPass(t.db, { nextRenewalDate: '2026-04-01', statusKey: 'inactive' });
    const lapsed = await insertPass(t.db, { nextRenewalDate: '2026-02-01', statusKey: 'inactive' });
    await insertPass(t.db, { nextRenewalDate: '2026-04-02' });
    await expect(setStatus(deps, inactive.id, 'active')).rejects.toThrowError(
      expect.objectContaining({ status: 409, code: 'no_space_to_reactivate' }),
    );
    expect((await subscriptionOf(t, inactive.id))?.statusKey).toBe('inactive');
    // A lapsed pass made active takes no space; an active pass set active again keeps its own.
    expect((await setStatus(deps, lapsed.id, 'active')).status_key).toBe('active');
    await setSpaces(t, 2);
    expect((await setStatus(deps, inactive.id, 'active')).status_key).toBe('active');
    expect((await setStatus(deps, inactive.id, 'active')).status_key).toBe('active');
  });
});
