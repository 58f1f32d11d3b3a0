import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { openSignedIn, staffApi } from './support/app';
import { test } from './support/client-address';
import { buyer, releaseWhatTheseTestsBought } from './support/signup-flow';

// The ambassador at work on a 320 px phone in Spanish: a garage stocked with a big batch, a pass
// without a card; the card picker narrows the list as digits are typed (the server searches), says
// how many more match, and gives the card picked. axe's WCAG 2.2 AA rules pass, nothing scrolls sideways.

test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });
test.afterAll(() => releaseWhatTheseTestsBought());

// 9 digits new to this run, then two: 45 cards sharing the prefix, ten of them starting with `${prefix}3`.
const prefix = `8${String(Date.now()).slice(-8)}`;
const batch = Array.from({ length: 45 }, (_, i) => `${prefix}${String(i).padStart(2, '0')}`);

test('the card picker finds a card by part of its number and assigns it, in Spanish at 320 px', async ({
  page,
}) => {
  // Three axe runs on a machine shared with other test runs.
  test.setTimeout(180_000);
  const stocked = await staffApi<{ added: string[] }>(page, 'admin', 'POST', '/cards/bulk', {
    location_id: 1,
    cards: batch,
  });
  expect(stocked.body.added).toHaveLength(45);
  const who = buyer();
  const added = await staffApi<{ customer_id: number }>(page, 'admin', 'POST', '/clients', {
    first_name: 'Rocío',
    last_name: 'Pérez',
    email: who.email,
    phone: '664 123 4567',
    phone_dial: '+52',
    language: 'es',
    vehicle: { type: 'car', make: 'Nissan', model: 'Versa', year: 2021, color: 'Gray', plate: who.plate },
    plan_id: 1,
    start_date: '2026-01-01',
    next_renewal_date: '2099-01-01',
  });
  expect(added.status).toBe(201);

  await openSignedIn(page, 'ambassador');
  await page.getByRole('button', { name: 'Español' }).click();
  // The current language looks selected: a filled pill, not the bar's own colour.
  const spanish = page.getByRole('button', { name: 'Español' });
  await expect(spanish).toHaveAttribute('aria-pressed', 'true');
  await expect(spanish).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('button', { name: 'English' })).toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );

  await page.goto(`/admin/customers/${added.body.customer_id}#card`);
  const card = page.locator('#card');
  await expect(card).toContainText('Sin tarjeta asignada');
  await card.getByRole('button', { name: 'Elegir tarjeta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seleccione una tarjeta' });
  const search = dialog.getByRole('searchbox', { name: 'Número de tarjeta' });
  await expect(search).toBeVisible();

  await search.fill(prefix);
  await expect(dialog.getByRole('status').filter({ hasText: 'más' })).toHaveText(
    '25 más — afine su búsqueda',
  );
  await expect(dialog.getByRole('radio')).toHaveCount(20);
  await expect(dialog.getByLabel(`Tarjeta #${batch[0]}`)).toBeVisible();
  await expectFitsPhoneWidth(page, 'card picker');
  await expectNoAxeViolations(page);

  await search.fill(`${prefix}3`);
  await expect(dialog.getByRole('status').filter({ hasText: 'Tarjetas' })).toHaveText(
    'Tarjetas mostradas: 10',
  );
  await expect(dialog.getByRole('radio')).toHaveCount(10);
  await expect(dialog.getByLabel(`Tarjeta #${batch[0]}`)).toHaveCount(0);
  const chosen = `${prefix}34`;
  await dialog.getByLabel(`Tarjeta #${chosen}`).check();
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByText('Tarjeta asignada')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText(`Tarjeta #${chosen}`);
  // The toast sits over the pass's buttons while it shows (axe: target-size); check the page under it.
  await expect(page.getByText('Tarjeta asignada')).toBeHidden({ timeout: 15_000 });
  // So is the sticky top bar over whatever the #card scroll left under it: check from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectFitsPhoneWidth(page, 'profile');
  await expectNoAxeViolations(page);

  // The card left the stock: searching for it again finds nothing.
  const stock = await staffApi<{ code: string }[]>(
    page,
    'ambassador',
    'GET',
    `/cards?status=unassigned&locationId=1&q=${chosen}`,
  );
  expect(stock.body).toEqual([]);
});

test('an ambassador sent away from Sales history is told why, in Spanish at 320 px', async ({ page }) => {
  await openSignedIn(page, 'ambassador');
  await page.getByRole('button', { name: 'Español' }).click();
  await page.goto('/admin/passes/history');
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByText('Esa página no está abierta a su rol')).toBeVisible();
  await expect(
    page.getByText(
      'Su rol (Embajador) no puede abrir Historial de ventas; pida ayuda a un administrador si la necesita.',
    ),
  ).toBeVisible();
  await expectFitsPhoneWidth(page);
  await expectNoAxeViolations(page);
});
