import { expect } from '@playwright/test';
import { readRemoteMap, withManifest, writeRemoteMap } from './support/app';
import { test } from './support/client-address';
import { signInBrowser } from './support/staff-accounts';

test.describe('a remote that is down', () => {
  const original = readRemoteMap();
  test.afterEach(() => writeRemoteMap(original));

  test('only its area says so; the top bar and the other modules keep working; Retry recovers', async ({
    page,
  }) => {
    // Nothing listens on port 9: the signup module is "down".
    writeRemoteMap({
      ...original,
      remotes: {
        ...original.remotes,
        signup: withManifest(original.remotes.signup, 'http://localhost:9/mf-manifest.json'),
      },
    });
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('The signup page is unavailable right now.');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }),
    ).toBeAttached();

    // The shell's own screens and another remote still work in the same session.
    await page.goto('/status');
    await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
    await signInBrowser(page.context(), 'admin');
    await page.goto('/admin/plans');
    await expect(page.getByRole('heading', { name: 'Plans & Items' })).toBeVisible();

    // The module comes back: Retry picks it up without reloading the page.
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('unavailable');
    writeRemoteMap(original);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(page.getByText(/Version /)).toBeVisible();
  });
});
