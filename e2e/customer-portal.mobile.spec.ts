import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { test } from './support/client-address';
import { buyPass, signIn } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought } from './support/signup-flow';

// The portal's dashboard and its dialogs on a 320 px phone in Spanish: nothing scrolls sideways and
// axe's WCAG 2.2 AA rules pass (the empty states are in phone-width.mobile.spec.ts).

test.use({ viewport: { width: PHONE_WIDTH, height: 640 } });
test.afterAll(() => releaseWhatTheseTestsBought());

async function expectFitsAndPassesAxe(page: Page) {
  await expectFitsPhoneWidth(page);
  await expectNoAxeViolations(page);
}

test('a pass on a 320 px phone in Spanish: dashboard and the autopay warning', async ({ page }) => {
  const who = await buyPass(page, true);

  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await signIn(page, who, 'es');
  await expect(page.getByText(/^Activo · quedan? \d+ días?$/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The colour chosen as 'Gray' in the signup is shown in Spanish.
  await expect(page.getByText(/· Gris$/)).toBeVisible();
  await expectFitsAndPassesAxe(page);

  await page.getByRole('button', { name: 'Desactivar el pago automático' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('2 meses con descuento');
  await expectFitsAndPassesAxe(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: 'Cerrar sesión en todos lados' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(who.email);
  await expectFitsAndPassesAxe(page);
});
