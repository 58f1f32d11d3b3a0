import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, PHONE_WIDTH } from './support/accessibility';
import { staffApi } from './support/app';
import { test } from './support/client-address';
import { newestMail } from './support/outbox';
import { buyPass, subscriptionIdOf } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought, withDatabase } from './support/signup-flow';

// The "Renovar mi pase" link of the e-mail staff's cancel sends (the 7-day reminder's is made by the
// same function, sign-in-links.ts) on a 390 px phone in Spanish, in a browser with no session: it signs
// in by itself and opens the renewal of that pass, amount and plate shown, nothing asked again.

test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(() => releaseWhatTheseTestsBought());

/** The path and query of the e-mail's link labelled `label` (the text part prints "label: URL"). */
function linkIn(mail: string, label: string): string {
  const url = mail.match(new RegExp(`${label}:\\s+(https?://\\S+)`))?.[1];
  if (!url) throw new Error(`no "${label}" link in the e-mail`);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

test('the renewal link of the cancel e-mail opens /renew on that pass, signed in, with nothing to type', async ({
  page,
}) => {
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
  const mail = newestMail(who.email, /fue.cancelado/);
  expect(mail).not.toBeNull();
  const link = linkIn(mail ?? '', 'Renovar mi pase');
  expect(link).toMatch(/^\/renew\?/);
  expect(new URLSearchParams(link.split('?')[1]).get('plate')).toBe(who.plate);

  // A browser that never signed in to the portal: only the link's own token can sign it in.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('lang', 'es');
  });
  await page.goto(link);

  await expect(page.getByText(`Pase de la placa ${who.plate}.`)).toBeVisible();
  await expect(page.getByText(/^Total: \$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar \$/ })).toBeVisible();
  // Nothing to retype: no sign-in form, and the token left the address bar.
  await expect(page.getByLabel(/^Correo electrónico/)).toHaveCount(0);
  await expect(page.getByLabel(/^Placa/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviarme un código' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/renew\?plate=/);
  expect(new URL(page.url()).searchParams.has('signin')).toBe(false);

  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await expectFitsPhoneWidth(page);
});
