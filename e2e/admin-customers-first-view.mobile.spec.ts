import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { type RemoteMapEntry, readRemoteMap } from './support/app';
import { test } from './support/client-address';
import { signInBrowser } from './support/staff-accounts';

const manifestOf = (entry: RemoteMapEntry | undefined) =>
  typeof entry === 'object' ? entry.manifest : entry;

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

test.use({ viewport: { width: PHONE_WIDTH, height: 640 } });

// /admin/customers paints its header and search from the HTML for a browser holding a staff session;
// what a staff member types and searches for there before the admin has run is what the page searches.
for (const language of [
  { code: 'en', heading: 'Customers', search: 'Search customers', button: 'Search', results: 'Results' },
  { code: 'es', heading: 'Clientes', search: 'Buscar clientes', button: 'Buscar', results: 'Resultados' },
] as const) {
  test(`the Customers search is there before the scripts and keeps what was searched (${language.code})`, async ({
    page,
  }) => {
    await signInBrowser(page.context(), 'admin');
    const adminOrigin = new URL(manifestOf(readRemoteMap().remotes.admin) ?? '').origin;
    const adminScripts = gate();
    await page.route(
      (url) => url.origin === adminOrigin && url.pathname.endsWith('.js'),
      async (route) => {
        await adminScripts.opened;
        await route.continue();
      },
    );
    await page.addInitScript((code) => localStorage.setItem('lang', code), language.code);
    await page.goto('/admin/customers', { waitUntil: 'commit' });

    // The admin's code is held back: this is the HTML's first view, in the stored language.
    await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    const search = page.getByRole('searchbox', { name: language.search });
    await expect(search).toHaveAttribute('id', /^first-view-/);
    await expectFitsPhoneWidth(page, 'customers first view');
    await expectNoAxeViolations(page);

    await search.tap();
    await page.keyboard.type('NOBODY');
    await page.getByRole('button', { name: language.button, exact: true }).tap();
    adminScripts.open();

    // The page's own search (its own ids) took the first view's place and ran the search pressed there.
    await expect(search).not.toHaveAttribute('id', /^first-view-/);
    await expect(search).toHaveValue('NOBODY');
    await expect(page.getByRole('table', { name: language.results })).toBeVisible();
    await expectFitsPhoneWidth(page, 'customers');
    await expectNoAxeViolations(page);
  });
}

test('a browser without a staff session never sees the Customers first view', async ({ page }) => {
  const shellScripts = gate();
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await shellScripts.opened;
      await route.continue();
    },
  );
  await page.goto('/admin/customers', { waitUntil: 'commit' });
  // Parsed, its inline scripts run; the bundles (deferred) still held back.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('#garage-first-view')).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  shellScripts.open();
  await expect(page).toHaveURL(/\/login$/);
});

test("a customer's profile (/admin/customers?client=) does not show the search's first view", async ({
  page,
}) => {
  await signInBrowser(page.context(), 'admin');
  const scripts = gate();
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await scripts.opened;
      await route.continue();
    },
  );
  await page.goto('/admin/customers?client=1', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('#garage-first-view')).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  scripts.open();
});
