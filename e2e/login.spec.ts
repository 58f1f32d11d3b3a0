import { expect } from '@playwright/test';
import { logInThroughForm } from './support/app';
import { test } from './support/client-address';
import { staffPasswords, trustDeviceIn } from './support/staff-accounts';

test.describe('staff login', () => {
  test('an admin lands on the checklist through /admin/dashboard', async ({ page }) => {
    await logInThroughForm(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/checklist$/);
    // No script can read the session: the cookie is httpOnly, and storage holds no credential.
    expect(await page.evaluate(() => document.cookie)).not.toContain('garage_staff');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(
      /ey[A-Za-z0-9_-]{10,}\.|token/i,
    );
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'garage_staff')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api',
    });
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
    expect(await page.evaluate(() => localStorage.getItem('staff-session'))).toBeNull();
  });

  test('the admin area sends a visitor without a session to login, then back', async ({ page }) => {
    await trustDeviceIn(page.context(), 'admin');
    await page.goto('/admin/plans');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(staffPasswords.admin);
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

  test('an ended session logs the user out', async ({ page }) => {
    const ended = JSON.stringify({ username: 'admin', role: 'admin', expiresAt: 1, setupRequired: [] });
    await page.addInitScript((value) => localStorage.setItem('staff-session', value), ended);
    await page.goto('/admin/plans');
    await expect(page).toHaveURL(/\/login$/);
  });
});
