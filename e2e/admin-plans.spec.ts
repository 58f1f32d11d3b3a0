import { expect } from '@playwright/test';
import { openSignedIn } from './support/app';
import { test } from './support/client-address';

test.describe('plans & items', () => {
  test('an admin creates a plan, then edits it', async ({ page }) => {
    const name = `Weekend pass ${Date.now()}`;
    await openSignedIn(page, 'admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Plans & Items' })
      .click();
    await expect(page.getByRole('heading', { name: 'Plans & Items' })).toBeVisible();
    const plans = page.getByRole('table', { name: 'Plans' });
    await expect(plans.getByRole('row', { name: /Monthly pass/ }).first()).toContainText('$250.00');
    await expect(page.getByRole('table', { name: 'Products / Items' })).toContainText('Loss fee');

    await page.getByRole('button', { name: 'New Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Plan' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel('Description', { exact: true }).fill('Saturday and Sunday');
    await dialog.getByLabel(/^Spanish name/).fill(`Pase de fin de semana ${name.split(' ').pop()}`);
    await dialog.getByLabel('Spanish description', { exact: true }).fill('Sábado y domingo');
    await dialog.getByLabel(/^Price \(USD\)/).fill('45.50');
    await expect(dialog.getByText('= $45.50')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Plan created')).toBeVisible();
    await expect(plans.getByRole('row', { name: new RegExp(name) })).toContainText('$45.50');

    await plans.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Plan' });
    await expect(edit.getByLabel(/^Name/)).toHaveValue(name);
    await expect(edit.getByLabel(/^Price \(USD\)/)).toHaveValue('45.50');
    await edit.getByLabel(/^Price \(USD\)/).fill('50');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Plan updated')).toBeVisible();
    await expect(plans.getByRole('row', { name: new RegExp(name) })).toContainText('$50.00');

    // What staff saved is what the API now serves.
    await page.reload();
    await expect(plans.getByRole('row', { name: new RegExp(name) })).toContainText('$50.00');

    // A Spanish reader sees the plans' Spanish names and descriptions.
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.reload();
    const planes = page.getByRole('table', { name: 'Planes' });
    await expect(planes.getByRole('row', { name: /Pase de fin de semana/ })).toContainText(
      'Sábado y domingo',
    );
    await expect(planes.getByRole('row', { name: /Pase mensual – Pago automático/ })).toBeVisible();
    await expect(planes).not.toContainText('Monthly pass');
  });

  test('a bad price is explained and nothing is saved', async ({ page }) => {
    await openSignedIn(page, 'admin', '/admin/plans');
    await page.getByRole('button', { name: 'New Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Plan' });
    await dialog.getByLabel(/^Name/).fill('Broken plan');
    await dialog.getByLabel(/^Price \(USD\)/).fill('-5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/in dollars, 0 or more, with at most two decimals/)).toBeVisible();
    await dialog.getByLabel(/^Price \(USD\)/).fill('12.345');
    await expect(dialog.getByText(/in dollars, 0 or more, with at most two decimals/)).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('Broken plan');
  });
});
