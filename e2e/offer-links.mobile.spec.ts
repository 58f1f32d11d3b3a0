import { test } from './support/client-address';
import { offerLinksSayWhatHappened } from './support/offer-links';
import { setOnlineSpaces } from './support/signup-flow';

// Issue 31, "old offer links lie", on a phone in Spanish: an expired, used or made-up offer link says
// what happened to the offer, fits a 320 px screen and, with spaces free, shows the wizard.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
});

test.afterEach(async ({ page }) => setOnlineSpaces(page, 40));

test('in Spanish on a phone, an expired, used or made-up offer link says so, with the wizard', async ({
  page,
  clientAddress,
}) => {
  test.setTimeout(120_000);
  await offerLinksSayWhatHappened(page, 'es', clientAddress, true);
});
