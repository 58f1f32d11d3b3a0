import { expect } from '@playwright/test';
import { logInThroughForm } from './support/app';
import { test } from './support/client-address';

test.describe('staff login', () => {
  test('an admin lands on the checklist through /admin/dashboard', async ({ page }) => {
    await logInThroughForm(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/checklist$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^ey/);
    await expect(
      page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Plans & Items' }),
    ).toBeVisible();
  });

  test('an ambassador lands on customers', async ({ page }) => {
    await logInThroughForm(page, 'ambassador');
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('a wrong password is refused with a message and nothing stored', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username or password');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  test('the admin area sends a visitor without a session to login, then back', async ({ page }) => {
    await page.goto('/admin/plans');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('e2e-admin-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/plans$/);
  });

  test('a role lacking a page is sent to the first page it may see', async ({ page }) => {
    await logInThroughForm(page, 'ambassador');
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await page.goto('/admin/plans');
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await page.goto('/admin/checklist');
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('an expired token logs the user out', async ({ page }) => {
    const expired = `e30.${Buffer.from(JSON.stringify({ role: 'admin', exp: 1 })).toString('base64url')}.sig`;
    await page.addInitScript((token) => localStorage.setItem('jwt', token), expired);
    await page.goto('/admin/plans');
    await expect(page).toHaveURL(/\/login$/);
  });
});
