import { test } from './support/client-address';
import { buyer } from './support/signup-flow';
import { wizardKeepsItsPlace } from './support/wizard-history';

// Issue 31, "the wizard forgets", on a phone in Spanish: Back, Forward and a reload at every step of
// the signup wizard keep what was typed, and the review step fits a 320 px screen.

test.beforeEach(async ({ page }) => {
  // Not on the other site the story starts from (a data: page has no storage).
  await page.addInitScript(() => {
    if (location.protocol.startsWith('http')) localStorage.setItem('lang', 'es');
  });
});

test('in Spanish on a phone, Back, Forward and a reload at every wizard step keep what was typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await wizardKeepsItsPlace(page, 'es', buyer(), true);
});
