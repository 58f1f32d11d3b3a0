import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { test } from './support/client-address';
import { buyWithExpiringCard, expectCardExpiryMail, switchOffAndOn } from './support/no-surprises';
import { signIn } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought } from './support/signup-flow';

// No surprises, desktop in English: the owner of an autopay pass whose card expires this month sees
// the banner and the next charge, gets the card expiry e-mail, and the banner leads to the card change.

test.afterAll(() => releaseWhatTheseTestsBought());

test('a soon-expiring card: banner, next charge and the expiry e-mail', async ({ page }) => {
  test.setTimeout(180_000);
  const who = await buyWithExpiringCard(page);
  await page.goto('/payments');
  await signIn(page, who);

  const banner = page.locator('.ds-alert').filter({ hasText: /Your card (expires soon|has expired)/ });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Visa card ending in 3030');
  await expect(page.getByText(/^Next charge: \$\d+\.\d{2} on \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Switch plan: one-time, then autopay again, each previewed before confirming.
  await switchOffAndOn(page, 'en', () => expectNoAxeViolations(page));

  await expectCardExpiryMail(page, who);

  await banner.getByRole('link', { name: 'Change card' }).click();
  await expect(page).toHaveURL(/\/change-card\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
