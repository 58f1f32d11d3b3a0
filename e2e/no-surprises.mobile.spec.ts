import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations } from './support/accessibility';
import { test } from './support/client-address';
import { buyWithExpiringCard, expectCardExpiryMail, switchOffAndOn } from './support/no-surprises';
import { signIn } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought } from './support/signup-flow';

// No surprises on a 390 px phone in Spanish: the card expiry banner, the next charge and the e-mail.

test.use({ viewport: { width: 390, height: 800 } });
test.afterAll(() => releaseWhatTheseTestsBought());

test('una tarjeta que vence pronto: aviso, próximo cobro y el correo', async ({ page }) => {
  test.setTimeout(180_000);
  const who = await buyWithExpiringCard(page);
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto('/payments');
  await signIn(page, who, 'es');

  const banner = page.locator('.ds-alert').filter({ hasText: /Su tarjeta (vence pronto|ha vencido)/ });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Visa terminada en 3030');
  await expect(page.getByText(/^Próximo cobro: \$\d+\.\d{2} el \d{1,2} de \w+ de \d{4}\.$/)).toBeVisible();
  await expectFitsPhoneWidth(page, 'page width', 390);
  await expectNoAxeViolations(page);

  // Switch plan: one-time, then autopay again, each previewed before confirming.
  await switchOffAndOn(page, 'es', async () => {
    await expectFitsPhoneWidth(page, 'page width', 390);
    await expectNoAxeViolations(page);
  });

  await expectCardExpiryMail(page, who);

  await banner.getByRole('link', { name: 'Cambiar tarjeta' }).click();
  await expect(page).toHaveURL(/\/change-card\?/);
});
