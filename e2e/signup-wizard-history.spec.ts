import { test } from './support/client-address';
import { buyer } from './support/signup-flow';
import { wizardKeepsItsPlace } from './support/wizard-history';

// Issue 31, "the wizard forgets": each step of the signup wizard is an entry of the browser's history,
// and a reload or Back at any step keeps what was typed (in English on a desktop; the Spanish phone
// run is signup-wizard-history.mobile.spec.ts).

test('Back, Forward and a reload at every wizard step keep what was typed', async ({ page }) => {
  test.setTimeout(120_000);
  await wizardKeepsItsPlace(page, 'en', buyer(), false);
});
