import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations } from './support/accessibility';
import { test } from './support/client-address';
import { expectPlateNotice, feedRowsFor, freshPlate, weekAfterFirstAllowedDay } from './support/pass-plates';
import { buyPass, signIn } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought, withDatabase } from './support/signup-flow';

// Several plates, one on site (issue 34), on a 390 px phone in Spanish: the owner adds a second plate
// and a temporary one from an e-mailed-style link to /plates, the notices arrive in Spanish, nothing
// scrolls sideways and axe passes.

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 780 } });
test.afterAll(() => releaseWhatTheseTestsBought());

test('en español, el dueño agrega una segunda placa y una temporal, y recibe los avisos', async ({
  page,
}) => {
  const who = await buyPass(page, true);
  withDatabase((db) => db.prepare('update customers set language = ? where email = ?').run('es', who.email));
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`/plates?${new URLSearchParams(who).toString()}`);
  await signIn(page, who, 'es');
  await expect(page.getByRole('heading', { name: 'Sus placas' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Placas de este pase' });
  await expect(list).toContainText('Placa principal');
  await expectFitsPhoneWidth(page, 'page width', WIDTH);
  await expectNoAxeViolations(page);

  const second = freshPlate('DOS');
  await page.getByRole('textbox', { name: 'Placa' }).fill(second);
  await page.getByLabel('Emitida en', { exact: true }).selectOption('US-CA');
  await page.getByRole('button', { name: 'Agregar placa' }).click();
  await expect(list.getByRole('button', { name: `Quitar ${second}` })).toBeVisible();
  expect(feedRowsFor(second)).toBe(1);
  await expectPlateNotice(who.email, second, /Se agregó una placa a su pase mensual.*California/);

  const rental = freshPlate('RENTA');
  await page.getByRole('textbox', { name: 'Placa' }).fill(rental);
  await page.getByLabel('Placa temporal (un auto rentado o prestado)').check();
  const lastDay = await weekAfterFirstAllowedDay(page, 'Último día');
  await page.getByLabel('Último día', { exact: true }).fill(lastDay);
  await expectFitsPhoneWidth(page, 'page width', WIDTH);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Agregar placa' }).click();
  await expect(list.getByRole('button', { name: `Quitar ${rental}` })).toBeVisible();
  await expect(list).toContainText('Temporal');
  await expect(list).toContainText(/Último día: \d{1,2} de \p{L}+ de \d{4}/u);
  await expectPlateNotice(
    who.email,
    rental,
    /Se agregó una placa a su pase mensual.*Último día \(placa temporal\)/,
  );
  await expectFitsPhoneWidth(page, 'page width', WIDTH);
  await expectNoAxeViolations(page);

  await list.getByRole('button', { name: `Quitar ${rental}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`¿Quitar la placa ${rental}?`);
  await expectNoAxeViolations(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar placa' }).click();
  await expect(list).not.toContainText(rental);
  await expectPlateNotice(who.email, rental, /Se quitó una placa de su pase mensual/);

  // The narrowest phone the garage supports: still nothing sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expectFitsPhoneWidth(page);
});
