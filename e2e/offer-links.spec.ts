import { test } from './support/client-address';
import { offerLinksSayWhatHappened } from './support/offer-links';
import { setOnlineSpaces } from './support/signup-flow';

// Issue 31, "old offer links lie", in English on a desktop (the Spanish phone run is
// offer-links.mobile.spec.ts): an expired, used or made-up offer link says what happened to the
// offer and, with spaces free, shows the wizard; with none, the waitlist.

test.afterEach(async ({ page }) => setOnlineSpaces(page, 40));

test('an expired, used or made-up offer link says so, with the wizard while spaces are free', async ({
  page,
  clientAddress,
}) => {
  test.setTimeout(120_000);
  await offerLinksSayWhatHappened(page, 'en', clientAddress, false);
});
