import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { englishInSpanish } from '../../../../../tooling/english-in-spanish';
import { advanceClockTo, changeCard } from '../../../../test/autopay-fixtures';
import { buyAutopay, CARDS } from '../../../../test/checkout-fixtures';
import { englishInMails } from '../../../../test/english-in-mail';
import { signIn } from '../../../../test/portal-session-fixtures';
import { recordingMail } from '../../../../test/recording-mail';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { addDays } from '../../../contract/calendar-date';
import type { SubscriptionResponse } from '../../../contract/portal';
import { renewalChargeAt } from '../../../contract/renewal-calendar';
import { firstRow } from '../../../db/rows';
import { customers, events, subscriptions } from '../../../db/schema';
import type { MailMessage } from '../../../providers/mail/mail-provider';

// A Spanish customer's card is declined for insufficient funds on every renewal attempt (R, R+3,
// R+7): what they read (the three e-mails, the dashboard's failure) and what staff's checklist
// stores hold no English, the bank's reason included. The provider reports the decline in English
// ('Your card has insufficient funds.'); only its code may travel.

const HOUR = 3_600_000;

/** Payload fields that hold names and keys rather than words (the plan is shown by its Spanish name). */
const NOT_PROSE = new Set(['customer', 'plate', 'email', 'plan']);

describe('a failing autopay charge read in Spanish', () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  it('e-mails, the dashboard and the checklist events carry no English', async () => {
    const sent: MailMessage[] = [];
    t = await createTestApp({ mail: recordingMail(() => sent) });
    const { wizard } = await buyAutopay(t);
    const key = { email: wizard.personal.email, plate: wizard.vehicle.plate };
    await t.db.update(customers).set({ language: 'es' }).where(eq(customers.email, key.email));
    const lastTo = (to: string) => sent.filter((mail) => mail.to === to).at(-1)?.text ?? null;
    await signIn(t, key, { read: lastTo });
    expect((await changeCard(t, key, CARDS.insufficientFunds)).status).toBe(200);
    const R = (await firstRow(t.db.select().from(subscriptions).limit(1)))?.nextRenewalDate ?? '';
    const eventsBefore = (await t.db.select().from(events)).length;
    sent.length = 0;

    const dashboards: SubscriptionResponse[] = [];
    for (const day of [0, 3, 7]) {
      await advanceClockTo(t, new Date(renewalChargeAt(addDays(R, day), t.config.garageTz).getTime() + HOUR));
      let res = await t.call('GET', `/api/payments-public/subscription?${new URLSearchParams(key)}`);
      if (res.status === 401) {
        // Weeks on the test clock outlive the session: sign in again, as the e-mail's link would.
        await signIn(t, key, { read: lastTo });
        res = await t.call('GET', `/api/payments-public/subscription?${new URLSearchParams(key)}`);
      }
      dashboards.push((await res.json()) as SubscriptionResponse);
    }

    const failureMails = sent.filter((mail) => mail.to === key.email && mail.subject.includes('No pudimos'));
    expect(failureMails).toHaveLength(3);
    expect(
      englishInMails(Object.fromEntries(failureMails.map((mail, i) => [`attempt ${i + 1}`, mail]))),
    ).toEqual([]);
    expect(failureMails[0]?.text).toContain('Motivo: La tarjeta no tiene fondos suficientes.');
    // The first notice (on R) says the gate still admits the pass through the retries.
    expect(failureMails[0]?.text).toMatch(
      /su tarjeta y su placa siguen abriendo la puerta .+ hasta las 23:45 del/,
    );
    // The last one says access is suspended until the customer pays.
    expect(failureMails[2]?.text).toContain('El acceso está suspendido');

    // The dashboard gets the reason as a code for its catalog, never the provider's sentence.
    expect(dashboards.map((dashboard) => dashboard.autopay_failure?.decline_reason)).toEqual([
      'insufficient_funds',
      'insufficient_funds',
      'insufficient_funds',
    ]);

    const written = (await t.db.select().from(events)).slice(eventsBefore);
    expect(written.map((event) => event.action)).toEqual([
      'Auto-Pay failed',
      'Auto-Pay failed',
      'Auto-Pay failed',
      'Autopay toggled',
    ]);
    const prose = written.flatMap((event) =>
      Object.entries(JSON.parse(event.payload) as Record<string, unknown>)
        .filter(([field, value]) => typeof value === 'string' && !NOT_PROSE.has(field))
        .map(([field, value]) => englishInSpanish(String(value)) && `${event.action} ${field}: ${value}`)
        .filter(Boolean),
    );
    expect(prose).toEqual([]);
    expect(JSON.parse(written[0]?.payload ?? '{}')).toMatchObject({ decline_code: 'insufficient_funds' });
    expect(JSON.parse(written[3]?.payload ?? '{}')).toMatchObject({
      autopay: false,
      reason: 'renewal_failed',
    });
  });
});
