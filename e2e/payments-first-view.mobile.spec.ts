import { expect } from '@playwright/test';
import { type RemoteMapEntry, readRemoteMap } from './support/app';
import { test } from './support/client-address';

const manifestOf = (entry: RemoteMapEntry | undefined) =>
  typeof entry === 'object' ? entry.manifest : entry;

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

// /payments paints its sign-in form from the HTML; the shell then moves it into its loading state and
// the portal's form takes its place once the portal and its page's code are there. A visitor typing
// meanwhile stays in the field and loses nothing.
test('typing into /payments goes on into the same field while the shell and then the portal take over', async ({
  page,
}) => {
  const portalOrigin = new URL(manifestOf(readRemoteMap().remotes.portal) ?? '').origin;
  const shellScripts = gate();
  const portalScripts = gate();
  const pageScript = gate();
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      const url = new URL(route.request().url());
      const held =
        url.origin !== portalOrigin
          ? shellScripts
          : url.pathname.includes('page-payments')
            ? pageScript
            : portalScripts;
      await held.opened;
      await route.continue();
    },
  );
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await page.goto('/payments', { waitUntil: 'commit' });

  const email = page.getByRole('textbox', { name: /Correo electrónico/ });
  await email.tap();
  await page.keyboard.type('ana@');

  shellScripts.open();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.type('ex');
  await expect(email).toBeFocused();

  // The portal runs, its page's code still on the way: the first view stays, no spinner in its place.
  // Its App and its Spanish text arrived, so only the page's code can be missing when it renders.
  const portalReady = Promise.all(
    [/__federation_expose_App.*\.js$/, /catalog-es.*\.js$/].map((file) =>
      page.waitForResponse(
        (response) => response.url().startsWith(portalOrigin) && file.test(response.url()),
      ),
    ),
  );
  portalScripts.open();
  await portalReady;
  await page.waitForTimeout(500);
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(email).toHaveAttribute('id', /^first-view-/);
  await page.keyboard.type('am');

  pageScript.open();
  // The portal's own form (same markup, its own ids) has taken the first view's place.
  await expect(email).not.toHaveAttribute('id', /^first-view-/);
  await page.keyboard.type('ple.com');
  await expect(email).toHaveValue('ana@example.com');
  await expect(email).toBeFocused();
  await page.getByRole('textbox', { name: /Placa/ }).fill('abc123');
  await page.getByRole('button', { name: 'Enviarme un código' }).click();
  await expect(page.getByText(/^Enviamos un código de 6 dígitos/)).toBeVisible();
});
