import { expect, type Page } from '@playwright/test';
import { openSignedIn } from './support/app';
import { test } from './support/federation-console';
import { buyPass, signIn } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought, stepHeading } from './support/signup-flow';

// Every page, loaded on its own, with no Module Federation warning or error on the console: each shared
// module is provided at its real version and every app's required range accepts it. The fixture fails a
// test that printed any, listing them.

const ADMIN_PAGES = [
  '/admin/customers',
  '/admin/passes',
  '/admin/passes/history',
  '/admin/payments',
  '/admin/cards',
  '/admin/checklist',
  '/admin/waitlist',
  '/admin/plans',
];

async function pageHeading(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and lazily loaded screens finish, so their modules have been shared too.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('no federation warnings', () => {
  test.afterAll(() => releaseWhatTheseTestsBought());

  test('on the public pages: landing with the wizard, /payments, /login, /status', async ({ page }) => {
    await page.goto('/');
    await expect(stepHeading(page, 'Step 1 of 4: Your details')).toBeVisible();
    await page.goto('/payments');
    await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.goto('/status');
    await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
  });

  test('on every staff page, signed in', async ({ page }) => {
    await openSignedIn(page, 'admin');
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await pageHeading(page);
    }
  });

  test('through a purchase and on the portal dashboard', async ({ page }) => {
    const who = await buyPass(page, false);
    await page.goto(`/payments?${new URLSearchParams(who)}`);
    await signIn(page, who);
    await expect(page.getByText(/^Active · \d+ days? left$/)).toBeVisible();
  });
});
