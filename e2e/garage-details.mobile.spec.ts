import { expect, type Page } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations } from './support/accessibility';
import { openSignedIn } from './support/app';
import { test } from './support/client-address';
import { keepingGarageDetails } from './support/garage-details';

// Issue 34, item 7, on a 390 px phone in Spanish: staff set the office hours in Spanish on the Garage
// details page, and the landing page in Spanish shows them; both screens pass axe. The details are
// put back afterwards for the other specs.

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

async function inSpanish(page: Page, path: string) {
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('the admin page and the landing in Spanish show the office hours in Spanish', async ({ page }) => {
  await keepingGarageDetails(page, async (found) => {
    const hours = `Lunes a viernes, de 7:00 a. m. a 7:00 p. m. (${Date.now() % 10_000})`;
    await openSignedIn(page, 'admin');
    await inSpanish(page, '/admin/garage-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Datos del estacionamiento' })).toBeVisible();
    const field = page.getByLabel(/^Horario de oficina en español/);
    await expect(field).toHaveValue(found.hours.es);
    await expectFitsPhoneWidth(page, 'the garage details page', WIDTH);
    await expectNoAxeViolations(page);

    // An empty field is refused under itself, in Spanish.
    await field.fill('');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(field).toHaveAccessibleDescription(
      /Escriba el horario de oficina, de 200 caracteres como máximo\./,
    );
    await expectNoAxeViolations(page);

    await field.fill(hours);
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(
      page.getByText('Datos del estacionamiento guardados. Los clientes ya los ven.'),
    ).toBeVisible();

    await inSpanish(page, '/');
    const help = page.getByRole('region', { name: 'Ayuda y contacto' });
    await help.scrollIntoViewIfNeeded();
    await expect(help.getByText(hours)).toBeVisible();
    await expect(help.getByText(found.hours.en)).toHaveCount(0);
    await expect(help.getByRole('link', { name: found.phone })).toBeVisible();
    await expectFitsPhoneWidth(page, 'the landing page', WIDTH);
    await expectNoAxeViolations(page);
  });
});

type Boxes = { help: { y: number } | null; location: { y: number } | null };
/** Where the location section starts relative to the help section: the page may scroll meanwhile. */
const gapOf = (boxes: Boxes) => (boxes.location?.y ?? 0) - (boxes.help?.y ?? 0);

test('the landing holds the place of the office details until they arrive: nothing below moves', async ({
  page,
}) => {
  // Holds the details' answer back until the page has laid out without them.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/garage-details/public', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.reload();
  const help = page.getByRole('region', { name: 'Ayuda y contacto' });
  const location = page.getByRole('region', { name: 'Ubicación', exact: true });
  await help.scrollIntoViewIfNeeded();
  await expect(help.getByRole('definition')).toHaveCount(4);
  // Measured once the rest of the landing (its lazy parts, the map) has settled, before and after.
  const settled = async () => {
    let last = '';
    let boxes = { help: await help.boundingBox(), location: await location.boundingBox() };
    await expect(async () => {
      boxes = { help: await help.boundingBox(), location: await location.boundingBox() };
      const now = JSON.stringify([boxes.help?.height, boxes.location?.height, gapOf(boxes)]);
      const same = now === last;
      last = now;
      expect(same).toBe(true);
    }).toPass({ intervals: [400], timeout: 15_000 });
    return boxes;
  };
  const before = await settled();
  release();
  await expect(help.getByRole('link', { name: /^\+/ })).toBeVisible();
  const after = await settled();
  expect(after.help?.height).toBe(before.help?.height);
  expect(after.location?.height).toBe(before.location?.height);
  expect(gapOf(after)).toBe(gapOf(before));
});
