import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { staffApi } from './support/app';
import { test } from './support/client-address';
import { newestMail } from './support/outbox';
import { buyPass, signIn, subscriptionIdOf } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought, withDatabase } from './support/signup-flow';

// A pass staff canceled, as its customer sees it on a 390 px phone in Spanish: the e-mail saying so,
// then a dashboard that says "Cancelado" (never "Vencido · hace 0 días") and offers only the renewal
// the API allows; axe's WCAG 2.2 AA rules pass and nothing scrolls sideways.

test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(() => releaseWhatTheseTestsBought());

test('a canceled pass in Spanish on a 390 px phone: the e-mail, the status and Renovar', async ({ page }) => {
  const who = await buyPass(page, false);
  withDatabase((db) => {
    db.prepare('update customers set language = ? where email = ?').run('es', who.email);
  });
  const canceled = await staffApi(
    page,
    'ambassador',
    'POST',
    `/subscriptions/${subscriptionIdOf(who)}/cancel`,
  );
  expect(canceled.status).toBe(200);
  expect(newestMail(who.email, /fue.cancelado/)).toMatch(/Renovar mi pase/);

  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await signIn(page, who, 'es');
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(page.getByText(/Vencido/)).toHaveCount(0);
  await expect(page.getByText('Este pase fue cancelado y ya no abre la barrera.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renovar mi pase' })).toBeVisible();
  await expect(page.getByRole('button', { name: /pago automático/ })).toHaveCount(0);
  // The narrowest phone too: nothing scrolls sideways at 320 px.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await expectFitsPhoneWidth(page);
  await expectNoAxeViolations(page);

  // The step offered is one that works: the renewal page quotes the payment instead of refusing it.
  await page.getByRole('link', { name: 'Renovar mi pase' }).click();
  await expect(page).toHaveURL(/\/renew\?/);
  await expect(page.getByText(/^Total: \$/)).toBeVisible();
  await expect(page.getByText(/no se puede renovar en línea/i)).toHaveCount(0);
});
