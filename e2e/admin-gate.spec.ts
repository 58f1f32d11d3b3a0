import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { openSignedIn, staffApi } from './support/app';
import { test } from './support/client-address';
import {
  accessListStatus,
  deviceName,
  readPlate,
  registeredDeviceKey,
  unknownPlate,
} from './support/gate-device';

// Staff's side of the gate (issue 32, item 6), on a desk in English: an admin registers a controller and
// reads its key once, rotates it and revokes it, each step checked with the device's own calls; an
// ambassador reads the gate's decisions (filtered on Denied) but never the devices; both pages pass axe.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const devicesTable = (page: Page) => page.getByRole('table', { name: 'Gate devices' });
const deviceRow = (page: Page, name: string) =>
  devicesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

/** The key the dialog shows, read from the page as the staff member would copy it. */
async function shownKey(page: Page, dialogName: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog.getByText(/shown only this once and cannot be shown again/)).toBeVisible();
  const key = (await dialog.getByText(/^gd_\d+_/).textContent()) ?? '';
  expect(key).toMatch(/^gd_\d+_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText(/^whsec_/)).toBeVisible();
  return key;
}

test('an admin registers a device and sees its key once, rotates it, then revokes it', async ({
  page,
  clientAddress,
}) => {
  const name = deviceName('North entry');
  await openSignedIn(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'Gate devices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gate devices' })).toBeVisible();

  await page.getByRole('button', { name: 'Register device' }).click();
  const form = page.getByRole('dialog', { name: 'Register a gate device' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('combobox', { name: /^Direction/ }).selectOption('entry');
  await form.getByRole('button', { name: 'Register' }).click();

  const key = await shownKey(page, `${name} is registered`);
  await expectNoAxeViolations(page);
  await page
    .getByRole('dialog', { name: `${name} is registered` })
    .getByRole('button', { name: 'I have copied them' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await accessListStatus(page, clientAddress, key)).toBe(200);

  // The list names the key by its first characters only, and the device has called since.
  const prefix = key.slice(0, key.indexOf('_', 3) + 5);
  await page.reload();
  const row = deviceRow(page, name);
  await expect(row).toContainText(`${prefix}…`);
  await expect(row).toContainText('Online');
  await expect(row).toContainText('No webhook: the device polls');
  await expect(page.getByText(key)).toHaveCount(0);

  // Rotate: confirmed first; the old key fails at once, the new one is shown once and works.
  await row.getByRole('button', { name: `Rotate key of ${name}` }).click();
  const rotate = page.getByRole('alertdialog', { name: `Rotate the key of ${name}?` });
  await expect(rotate).toContainText('The current key stops working at once');
  await rotate.getByRole('button', { name: 'Rotate key' }).click();
  const rotated = await shownKey(page, `New key for ${name}`);
  expect(rotated).not.toBe(key);
  expect(await accessListStatus(page, clientAddress, key)).toBe(401);
  expect(await accessListStatus(page, clientAddress, rotated)).toBe(200);
  await page
    .getByRole('dialog', { name: `New key for ${name}` })
    .getByRole('button', { name: 'I have copied them' })
    .click();
  await expect(page.getByText(rotated)).toHaveCount(0);

  // Revoke: confirmed first; the key fails at once and the device stays listed, revoked, without actions.
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const revoke = page.getByRole('alertdialog', { name: `Revoke ${name}?` });
  await expect(revoke).toContainText('This cannot be undone');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`${name} is revoked.`)).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Rotate key of ${name}` })).toHaveCount(0);
  expect(await accessListStatus(page, clientAddress, rotated)).toBe(401);
});

test('an ambassador reads the gate decisions, filtered on Denied, but never the devices', async ({
  page,
  clientAddress,
}) => {
  const device = deviceName('Camera');
  const plate = unknownPlate();
  const key = await registeredDeviceKey(page, device);
  expect(await readPlate(page, clientAddress, key, plate)).toMatchObject({
    decision: 'deny',
    reason: 'unknown_credential',
  });

  await openSignedIn(page, 'ambassador');
  await expect(sidebar(page).getByRole('link', { name: 'Gate decisions' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Gate devices' })).toHaveCount(0);
  await page.goto('/admin/gate/devices');
  await expect(page).not.toHaveURL(/\/admin\/gate\/devices/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gate devices' })).toHaveCount(0);
  // The server refuses it too: the sidebar is not the security.
  expect((await staffApi(page, 'ambassador', 'GET', '/gate-devices')).status).toBe(403);

  await sidebar(page).getByRole('link', { name: 'Gate decisions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gate decisions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Inside now' })).toContainText('Border Crossing Garage');
  await page.getByRole('combobox', { name: 'Decision' }).selectOption('deny');
  await expect(page).toHaveURL(/decision=deny/);
  const decisions = page.getByRole('table', { name: 'Gate decisions' });
  const denied = decisions.getByRole('row', { name: new RegExp(plate) });
  await expect(denied).toContainText(`Plate ${plate} · US-CA`);
  await expect(denied).toContainText('Denied');
  await expect(denied).toContainText('Unknown card or plate');
  await expect(denied).toContainText(device);
  await page.getByRole('combobox', { name: 'Decision' }).selectOption('allow');
  await expect(decisions.getByRole('row', { name: new RegExp(plate) })).toHaveCount(0);
});

test.describe('accessibility', () => {
  for (const path of ['/admin/gate/devices', '/admin/gate/decisions', '/admin/checklist']) {
    test(`${path} passes axe (WCAG 2.2 AA)`, async ({ page }) => {
      await openSignedIn(page, 'admin', path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
