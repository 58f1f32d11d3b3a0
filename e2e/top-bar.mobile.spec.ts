import { expect } from '@playwright/test';
import { test } from './support/client-address';

test.describe('top bar on a phone', () => {
  test('the links sit behind a toggle that closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Monthly Pass' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
  });

  test('the language switch changes the public text and is kept across visits', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('link', { name: 'Pase mensual' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('link', { name: 'Pase mensual' })).toBeVisible();
  });
});
