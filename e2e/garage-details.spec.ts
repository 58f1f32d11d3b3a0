import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { openSignedIn } from './support/app';
import { test } from './support/client-address';
import { keepingGarageDetails } from './support/garage-details';

// Issue 34, item 7, on a desktop in English: staff change the office phone on the Garage details page
// and the landing page shows the new one; the details are put back afterwards for the other specs.

test('staff change the office phone and the landing page shows it', async ({ page }) => {
  await keepingGarageDetails(page, async (found) => {
    const phone = `+1 (619) 555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    await openSignedIn(page, 'admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Garage details' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Garage details' })).toBeVisible();
    const field = page.getByLabel(/^Office phone/);
    await expect(field).toHaveValue(found.phone);
    await expect(page.getByLabel(/^Office hours in English/)).toHaveValue(found.hours.en);
    await expectNoAxeViolations(page);

    // A refused value is explained under its field, and nothing is saved.
    await page.getByLabel(/^Office e-mail/).fill('not-an-address');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByLabel(/^Office e-mail/)).toHaveAccessibleDescription(
      /Type a valid e-mail address, like office@example\.com\./,
    );
    await page.getByLabel(/^Office e-mail/).fill(found.email);

    await field.fill(phone);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Garage details saved. Customers see them now.')).toBeVisible();

    await page.goto('/');
    const help = page.getByRole('region', { name: 'Help and contact' });
    await help.scrollIntoViewIfNeeded();
    await expect(help.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(help.getByText(found.hours.en)).toBeVisible();
    await expect(help.getByRole('link', { name: found.phone })).toHaveCount(0);
  });
});
