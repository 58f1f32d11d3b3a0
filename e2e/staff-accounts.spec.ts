import { test } from './support/client-address';
import {
  adminSecondFactor,
  disabledSessionEnds,
  invitedAmbassadorOnTheRecord,
  usedLinkRefused,
} from './support/staff-account-stories';

// Issue 33 on a desktop, in English: people are invited and sign in as themselves, a second factor
// guards the admin's sign-in, disabling someone ends their session at once, and everything they do is
// on the record under their own name. The same stories on a phone in Spanish: staff-accounts.mobile.spec.ts.

const english = { language: 'en' } as const;

test.describe('staff accounts', () => {
  test('an invited ambassador chooses a password, signs in and is named on the record', async ({
    page,
    browser,
  }) => {
    await invitedAmbassadorOnTheRecord(page, browser, english);
  });

  test('an admin sets up a second factor and signs in with a code, then once with a recovery code', async ({
    page,
    browser,
  }) => {
    await adminSecondFactor(page, browser, english);
  });

  test('disabling a person ends their open session on their next call', async ({ page, browser }) => {
    await disabledSessionEnds(page, browser, english);
  });

  test('the set-password page passes axe, and refuses its link once used', async ({ page, browser }) => {
    await usedLinkRefused(page, browser, english);
  });
});
