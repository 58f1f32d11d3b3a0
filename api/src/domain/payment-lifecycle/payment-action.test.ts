import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClockTo, lastMailTo } from '../../../test/autopay-fixtures';
import { buyAutopay, CARDS, challenge, json } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays } from '../../contract/calendar-date';
import { renewalChargeAt } from '../../contract/renewal-calendar';
import { firstRow } from '../../db/rows';
import { events, subscriptions } from '../../db/schema';
import { paymentActionEmail } from '../emails/money-emails';

// A renewal the bank wants authenticated (3-D Secure off-session): one e-mail per invoice with the
// provider's page to confirm it, the pass kept meanwhile, and the payment applied once confirmed.

let t: TestApp;
afterEach(() => t?.cleanup());

const payloads = async (action: string) =>
  (await t.db.select().from(events).where(eq(events.action, action))).map(
    (row) => JSON.parse(row.payload) as Record<string, unknown>,
  );

describe('autopay renewal that needs authentication', () => {
  it('e-mails a link to the hosted invoice page once, and the confirmed payment renews the pass', async () => {
    t = await createTestApp({ now: () => t?.sandbox?.clockNow() ?? new Date() });
    const { wizard, subscribed } = await buyAutopay(t, undefined, CARDS.threeDSecure);
    expect(subscribed.status).toBe(200);
    const email = wizard.personal.email;
    const pass = async () => (await firstRow(t.db.select().from(subscriptions).limit(1)))!;
    const renewal = (await pass()).nextRenewalDate as string;
    const chargeAt = renewalChargeAt(renewal, t.config.garageTz).getTime();

    await advanceClockTo(t, new Date(chargeAt + 3_600_000));
    expect(await payloads('Auto-Pay needs confirmation')).toEqual([
      expect.objectContaining({
        plate: wizard.vehicle.plate,
        amount_usd: '220.00',
        next_renewal_date: renewal,
        last_attempt_date: addDays(renewal, 7),
      }),
    ]);
    const mail = lastMailTo(t, email) ?? '';
    expect(mail).toContain(`Please confirm your pass payment – ${wizard.vehicle.plate}`);
    const link = mail.match(/\/sandbox-invoice\?invoice=([A-Za-z0-9_]+)/);
    expect(link?.[1]).toBeTruthy();
    const invoiceId = link?.[1] ?? '';

    // The second scheduled attempt (R+3) fails the same way: no second e-mail, no second event.
    await advanceClockTo(t, new Date(chargeAt + 3 * 86_400_000 + 3_600_000));
    expect(await payloads('Auto-Pay needs confirmation')).toHaveLength(1);
    expect(lastMailTo(t, email)).not.toContain('Please confirm your pass payment');
    expect((await pass()).nextRenewalDate).toBe(renewal);
    expect((await pass()).autopay).toBe(true);

    // The customer opens the page and passes 3-D Secure: the invoice is paid and the pass moves on.
    const page = await t.call('GET', `/api/sandbox/invoices/${invoiceId}`);
    const view = await json<{ status: string; requires_action: boolean; client_secret: string }>(page);
    expect(view).toMatchObject({ status: 'open', requires_action: true });
    const confirmed = await challenge(t, view.client_secret, 'complete');
    expect(confirmed.body.status).toBe('succeeded');
    expect(await payloads('Auto-Pay charged')).toEqual([expect.objectContaining({ amount_usd: '220.00' })]);
    expect((await pass()).nextRenewalDate).not.toBe(renewal);
    const after = await json<{ status: string }>(await t.call('GET', `/api/sandbox/invoices/${invoiceId}`));
    expect(after.status).toBe('paid');
  });

  it('writes the confirmation e-mail in Spanish: when the pass ends and until when confirming renews it', () => {
    const mail = paymentActionEmail({
      language: 'es',
      firstName: 'Ana',
      plate: 'ABC123',
      amountCents: 22_000,
      url: 'https://invoice.stripe.com/i/acct_1/test',
      lastAttempt: '2026-04-17',
      renewalDate: '2026-04-10',
    });
    expect(mail.subject).toBe('Confirme el pago de su pase – ABC123');
    expect(mail.text).toContain('Su banco le pide confirmar el cobro automático de $220.00');
    expect(mail.text).toContain('válido hasta las 23:45 del 10 de abril de 2026');
    expect(mail.text).toContain('a más tardar el 17 de abril de 2026, se renueva');
    expect(mail.text).toContain('Confirmar el pago: https://invoice.stripe.com/i/acct_1/test');
  });
});
