import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advanceClockTo, changeCard } from '../../../../test/autopay-fixtures';
import { buyAutopay, CARDS, decodeEml, outboxMessages } from '../../../../test/checkout-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { addDays } from '../../../contract/calendar-date';
import type { SubscriptionResponse } from '../../../contract/portal';
import { renewalChargeAt } from '../../../contract/renewal-calendar';
import { firstRow } from '../../../db/rows';
import { subscriptions, vehicles } from '../../../db/schema';

// A failing autopay pass as its customer sees it, over the sandbox's retry schedule (R, R+3, R+7 at
// the charge hour): the portal shows the failed charge and the next retry, the e-mails say when the
// pass is or was valid through, and the last one offers a renewal by hand instead of a card change.

const HOUR = 3_600_000;

describe('a failing autopay charge (sandbox)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.cleanup());

  const passOf = async (plate: string) =>
    (await firstRow(
      t.db
        .select({ s: subscriptions })
        .from(subscriptions)
        .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
        .where(eq(vehicles.plate, plate))
        .limit(1),
    ))!.s;
  async function dashboard(key: { email: string; plate: string }) {
    const read = () =>
      t.call('GET', `/api/payments-public/subscription?email=${key.email}&plate=${key.plate}`);
    let res = await read();
    // Weeks on the test clock outlive the session: sign in again, as the e-mail's link would.
    if (res.status === 401) {
      await signIn(t, key);
      res = await read();
    }
    expect(res.status).toBe(200);
    return (await res.json()) as SubscriptionResponse;
  }
  /** The newest failed-charge e-mail to the customer, as they read it. */
  const failureMail = (to: string) =>
    outboxMessages(t)
      .map(decodeEml)
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes('could not charge'))
      .at(-1) ?? '';

  it('shows the failure and the retry, asks for a new card, and after the last retry offers renewal by hand', async () => {
    const { wizard } = await buyAutopay(t);
    const key = { email: wizard.personal.email, plate: wizard.vehicle.plate };
    await signIn(t, key);
    expect((await changeCard(t, key, CARDS.insufficientFunds)).status).toBe(200);
    const R = (await passOf(key.plate)).nextRenewalDate as string;
    const chargeOn = (date: string) => renewalChargeAt(date, t.config.garageTz);

    await advanceClockTo(t, new Date(chargeOn(R).getTime() + HOUR));
    const first = await dashboard(key);
    expect(first).toMatchObject({
      status: 'active',
      autopay_enabled: true,
      next_step: 'change_card',
      autopay_failure: {
        amount_cents: expect.any(Number),
        decline_reason: 'insufficient_funds',
        next_retry_at: chargeOn(addDays(R, 3)).toISOString(),
      },
    });
    const firstMail = failureMail(key.email);
    expect(firstMail).toMatch(/We could not charge your card/);
    expect(firstMail).toMatch(/Your pass is valid through 11:45 p\.m\. on/);
    expect(firstMail).toMatch(/Reason: The card does not have enough funds\./);
    expect(firstMail).toMatch(/we will try this card again on .+\./);
    expect(firstMail).toMatch(
      /your card and plate still open the gate and your space is kept for you, through/,
    );
    expect(firstMail).toMatch(/Change your card: http\S+\/change-card\?/);

    // Past R the pass has lapsed: the dashboard says so and still asks for the card; so does the e-mail.
    await advanceClockTo(t, new Date(chargeOn(addDays(R, 3)).getTime() + HOUR));
    const second = await dashboard(key);
    expect(second).toMatchObject({
      status: 'expired',
      next_step: 'change_card',
      autopay_failure: { next_retry_at: chargeOn(addDays(R, 7)).toISOString() },
    });
    expect(failureMail(key.email)).toMatch(/Your pass ended at 11:45 p\.m\. on/);

    await advanceClockTo(t, new Date(chargeOn(addDays(R, 7)).getTime() + HOUR));
    const last = await dashboard(key);
    expect(last).toMatchObject({
      status: 'expired',
      autopay_enabled: false,
      next_step: 'renew',
      renew_allowed: true,
      autopay_failure: { next_retry_at: null },
    });
    const lastMail = failureMail(key.email);
    expect(lastMail).toMatch(/That was the last attempt/);
    expect(lastMail).toMatch(/Renew my pass: http\S+\/renew\?/);
    expect(lastMail).not.toMatch(/change-card/);
  });

  it('clears the failure once a new card pays the renewal', async () => {
    const { wizard } = await buyAutopay(t);
    const key = { email: wizard.personal.email, plate: wizard.vehicle.plate };
    await signIn(t, key);
    await changeCard(t, key, CARDS.insufficientFunds);
    const R = (await passOf(key.plate)).nextRenewalDate as string;
    await advanceClockTo(t, new Date(renewalChargeAt(R, t.config.garageTz).getTime() + HOUR));
    const failed = (await dashboard(key)).autopay_failure;
    expect(failed).not.toBeNull();
    // Another card the bank refuses: the answer says the renewal was charged to it now and declined.
    const refused = await changeCard(t, key, CARDS.insufficientFunds);
    expect(refused.body).toMatchObject({
      card_last4: '9995',
      charged_now: { status: 'failed', amount_cents: failed?.amount_cents },
      next_charge: { date: R },
    });
    await changeCard(t, key, CARDS.visa);
    expect(await dashboard(key)).toMatchObject({
      status: 'active',
      next_step: 'none',
      autopay_failure: null,
    });
  });
});
