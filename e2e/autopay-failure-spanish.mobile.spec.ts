import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, PHONE_WIDTH } from './support/accessibility';
import { openSignedIn } from './support/app';
import { test } from './support/client-address';
import { buyPass, signIn, subscriptionIdOf } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought, withDatabase } from './support/signup-flow';

// A refused autopay charge read in Spanish, on a phone, by the customer and by staff (issue 31, item 2):
// the bank's reason travels as its code and each reader words it, so no English ('Your card has
// insufficient funds.') reaches either screen. The refusal is arranged in the database as the sandbox
// records it (moving the shared test clock would expire every other spec's passes); the e-mails of a
// real refused renewal are checked in the API (autopay-failure-spanish.test.ts).

test.use({ viewport: { width: PHONE_WIDTH, height: 844 } });
test.afterAll(() => releaseWhatTheseTestsBought());

test('a refused autopay charge in Spanish: the portal and the checklist word the bank’s reason', async ({
  page,
}) => {
  const who = await buyPass(page, true);
  const subscriptionId = subscriptionIdOf(who);
  const failedAt = new Date(Date.now() - 3_600_000).toISOString();
  const retryAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  withDatabase((db) => {
    db.prepare('update customers set language = ? where email = ?').run('es', who.email);
    db.prepare(
      `update subscriptions set autopay_failed_at = ?, autopay_failed_cents = 22000,
         autopay_failure_reason = 'insufficient_funds', autopay_retry_at = ? where id = ?`,
    ).run(failedAt, retryAt, subscriptionId);
    db.prepare('insert into events (action, payload, created_at) values (?, ?, ?)').run(
      'Auto-Pay failed',
      JSON.stringify({
        subscription_id: subscriptionId,
        customer: 'E2E Buyer',
        plate: who.plate,
        amount_usd: '220.00',
        decline_code: 'insufficient_funds',
        attempt: 1,
        next_attempt_at: retryAt,
        next_renewal_date: null,
      }),
      failedAt,
    );
  });

  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await signIn(page, who, 'es');
  await expect(page.getByText('Motivo: La tarjeta no tiene fondos suficientes.')).toBeVisible();
  await expect(page.getByText(/insufficient|Your card/i)).toHaveCount(0);
  await expectFitsPhoneWidth(page);

  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  // The checklist is the admin's (capability table).
  await openSignedIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto('/admin/checklist');
  const card = page.getByRole('article').filter({ hasText: who.plate }).first();
  await expect(card).toContainText('Pago automático fallido');
  await expect(card).toContainText('Fondos insuficientes');
  await expect(card).not.toContainText(/insufficient|Declined|T\d\d:\d\d/);
});
