import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { test } from './support/client-address';
import { buyPass, signIn } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought } from './support/signup-flow';

// The narrowest phone (320 px) in Spanish: signup step 1's phone field shows all 10 digits and the
// whole country code; an autopay pass's dashboard leads with its card, never "Renovar mi pase", and
// offers no autopay link that would fail; a toast never covers the top bar.

test.use({ viewport: { width: PHONE_WIDTH, height: 640 } });
test.afterAll(() => releaseWhatTheseTestsBought());

test('signup step 1 at 320 px in Spanish: the 10-digit phone and the country code fit', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Registro del pase mensual' });
  const dial = form.getByLabel(/^Código de país/);
  await dial.selectOption('+52');
  const phone = form.getByLabel(/^Teléfono/);
  await phone.fill('6641234567');
  await expect(phone).toHaveValue('6641234567');
  // Nothing of the number scrolls inside the input: all 10 digits are visible.
  const number = await phone.evaluate((input) => ({ scroll: input.scrollWidth, client: input.clientWidth }));
  expect(number.scroll).toBeLessThanOrEqual(number.client);
  // The chosen country code's text fits its select (arrow and padding aside).
  const code = await dial.evaluate((element) => {
    const select = element as HTMLSelectElement;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return { text: 0, room: 0 };
    context.font = getComputedStyle(select).font;
    const style = getComputedStyle(select);
    const room =
      select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: context.measureText(select.selectedOptions[0]?.text ?? '').width, room };
  });
  expect(code.text).toBeLessThanOrEqual(code.room);
  // Both fields lie wholly within the screen's width (a phone scrolls down, never sideways).
  for (const field of [dial, phone]) {
    const box = await field.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE_WIDTH).toBe(true);
  }
  await expectFitsPhoneWidth(page);
  await expectNoAxeViolations(page);
});

test('an autopay pass at 320 px in Spanish: Administrar mi tarjeta, never Renovar', async ({ page }) => {
  const who = await buyPass(page, true);
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await signIn(page, who, 'es');

  const manage = page.getByRole('link', { name: 'Administrar mi tarjeta' });
  await expect(manage).toBeVisible();
  await expect(manage).toHaveClass(/ds-button--primary/);
  await expect(page.getByRole('link', { name: 'Renovar mi pase' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Envíenme un enlace/ })).toHaveCount(0);
  await expect(
    page.getByText('El pago automático renueva este pase: no hay nada que renovar manualmente.'),
  ).toBeVisible();
  await expectFitsPhoneWidth(page);
  await expectNoAxeViolations(page);

  // Turning autopay off: its toast shows, away from the top bar and its language switch.
  await page.getByRole('button', { name: 'Desactivar el pago automático' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar el pago automático' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'El pago automático está desactivado.' });
  await expect(toast).toBeVisible();
  const bar = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(bar && box && box.y >= bar.y + bar.height).toBe(true);
  // Now off and live: turning it on is offered, and renewing stays closed until its window opens.
  await expect(page.getByRole('button', { name: 'Activar el pago automático', exact: true })).toBeVisible();
});
