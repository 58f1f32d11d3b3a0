import { test } from './support/client-address';
import {
  adminSecondFactor,
  disabledSessionEnds,
  invitedAmbassadorOnTheRecord,
  usedLinkRefused,
} from './support/staff-account-stories';

// Issue 33 on a 390 px phone, in Spanish: the desktop's stories (staff-accounts.spec.ts), every screen
// checked for axe and for fitting the phone's width.

const phone = { width: 390, height: 844 };
const spanish = { language: 'es', viewport: phone } as const;

test.use({ viewport: phone });

test.describe('cuentas del personal', () => {
  test('an invited ambassador chooses a password, signs in and is named on the record', async ({
    page,
    browser,
  }) => {
    await invitedAmbassadorOnTheRecord(page, browser, spanish);
  });

  test('an admin sets up a second factor and signs in with a code, then once with a recovery code', async ({
    page,
    browser,
  }) => {
    await adminSecondFactor(page, browser, spanish);
  });

  test('disabling a person ends their open session on their next call', async ({ page, browser }) => {
    await disabledSessionEnds(page, browser, spanish);
  });

  test('the set-password page passes axe, and refuses its link once used', async ({ page, browser }) => {
    await usedLinkRefused(page, browser, spanish);
  });
});
