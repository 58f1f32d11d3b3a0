import { expect, type Locator, type Page } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { openSignedIn } from './support/app';
import { test } from './support/client-address';
import {
  accessListStatus,
  deviceName,
  readPlate,
  registeredDeviceKey,
  unknownPlate,
} from './support/gate-device';

// Staff's side of the gate on a 320 px phone, in Spanish (issue 32, item 6): an admin registers a
// device and reads its key once, rotates it and revokes it, every dialog and table on the screen; an
// ambassador reads the Denied decisions but cannot open the devices; both pages pass axe.

test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

async function inSpanish(page: Page, path: string) {
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

/** Where the layout put it, before anything scrolls: fully between the phone's left and right edges. */
async function expectWithinPhoneWidth(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** The key the dialog shows, whole on the phone's screen, with the warning that it is shown once. */
async function shownKey(page: Page, dialogName: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog.getByText(/Se muestran solo esta vez y no se pueden volver a mostrar/)).toBeVisible();
  const shown = dialog.getByText(/^gd_\d+_/);
  const key = (await shown.textContent()) ?? '';
  expect(key).toMatch(/^gd_\d+_[A-Za-z0-9_-]{43}$/);
  await expectWithinPhoneWidth(shown, 'the key');
  await expectWithinPhoneWidth(dialog.getByRole('button', { name: 'Copiar la clave de API' }), 'Copy');
  await expectFitsPhoneWidth(page, dialogName);
  return key;
}

test('an admin registers a device, reads its key once, rotates it and revokes it, in Spanish', async ({
  page,
  clientAddress,
}) => {
  const name = deviceName('Entrada sur');
  await openSignedIn(page, 'admin');
  await inSpanish(page, '/admin/gate/devices');
  await expect(page.getByRole('heading', { level: 1, name: 'Dispositivos de acceso' })).toBeVisible();
  await expect(page.getByText('Cargando…')).toHaveCount(0);
  await expectFitsPhoneWidth(page, 'gate devices');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Registrar dispositivo' }).click();
  const form = page.getByRole('dialog', { name: 'Registrar un dispositivo de acceso' });
  await form.getByRole('textbox', { name: /^Nombre/ }).fill(name);
  await form.getByRole('combobox', { name: /^Sentido/ }).selectOption('both');
  await expectFitsPhoneWidth(page, 'register dialog');
  await form.getByRole('button', { name: 'Registrar' }).click();

  const registered = `${name} quedó registrado`;
  const key = await shownKey(page, registered);
  await expectNoAxeViolations(page);
  await page.getByRole('dialog', { name: registered }).getByRole('button', { name: 'Ya los copié' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  expect(await accessListStatus(page, clientAddress, key)).toBe(200);

  const table = page.getByRole('table', { name: 'Dispositivos de acceso' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText('Entrada y salida');
  const rotateButton = row.getByRole('button', { name: `Cambiar clave de ${name}` });
  await expectWithinPhoneWidth(rotateButton, 'Rotate key');
  await expectWithinPhoneWidth(row.getByRole('button', { name: `Revocar ${name}` }), 'Revoke');

  await rotateButton.click();
  const rotate = page.getByRole('alertdialog', { name: `¿Cambiar la clave de ${name}?` });
  await expect(rotate).toContainText('La clave actual deja de funcionar de inmediato');
  await rotate.getByRole('button', { name: 'Cambiar clave' }).click();
  const rotatedTitle = `Nueva clave de ${name}`;
  const rotated = await shownKey(page, rotatedTitle);
  expect(rotated).not.toBe(key);
  expect(await accessListStatus(page, clientAddress, key)).toBe(401);
  expect(await accessListStatus(page, clientAddress, rotated)).toBe(200);
  await page
    .getByRole('dialog', { name: rotatedTitle })
    .getByRole('button', { name: 'Ya los copié' })
    .click();
  await expect(page.getByText(rotated)).toHaveCount(0);

  await row.getByRole('button', { name: `Revocar ${name}` }).click();
  const revoke = page.getByRole('alertdialog', { name: `¿Revocar ${name}?` });
  await expect(revoke).toContainText('No se puede deshacer');
  await expectFitsPhoneWidth(page, 'revoke dialog');
  await revoke.getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByText(`${name} quedó revocado.`)).toBeVisible();
  await expect(row).toContainText('Revocado');
  await expect(row.getByRole('button', { name: `Cambiar clave de ${name}` })).toHaveCount(0);
  expect(await accessListStatus(page, clientAddress, rotated)).toBe(401);
  await expectFitsPhoneWidth(page, 'gate devices after revoking');
});

test('an ambassador reads the Denied decisions in Spanish but cannot open the devices', async ({
  page,
  clientAddress,
}) => {
  const device = deviceName('Cámara');
  const plate = unknownPlate();
  const key = await registeredDeviceKey(page, device);
  await readPlate(page, clientAddress, key, plate);

  await openSignedIn(page, 'ambassador');
  await inSpanish(page, '/admin/gate/devices');
  await expect(page).not.toHaveURL(/\/admin\/gate\/devices/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dispositivos de acceso' })).toHaveCount(0);

  await inSpanish(page, '/admin/gate/decisions');
  await expect(page.getByRole('heading', { level: 1, name: 'Decisiones de acceso' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dentro ahora' })).toContainText('Border Crossing Garage');
  await page.getByRole('combobox', { name: 'Decisión' }).selectOption('deny');
  await expect(page).toHaveURL(/decision=deny/);
  const denied = page
    .getByRole('table', { name: 'Decisiones de acceso' })
    .getByRole('row', { name: new RegExp(plate) });
  await expect(denied).toContainText(`Placa ${plate} · US-CA`);
  await expect(denied).toContainText('Denegada');
  await expect(denied).toContainText('Tarjeta o placa desconocida');
  await expect(denied).toContainText('Entrada');
  await expectFitsPhoneWidth(page, 'gate decisions');
  await expectNoAxeViolations(page);
});
