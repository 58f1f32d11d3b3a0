import { expect, type Locator, type Page } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { openSignedIn } from './support/app';
import { test } from './support/client-address';
import {
  acceptTerms,
  buyer,
  CARDS,
  chooseOneTime,
  fillCard,
  payButton,
  reachCheckout,
  releaseWhatTheseTestsBought,
} from './support/signup-flow';

// Staff tables on a 320 px phone in Spanish (issue 31, item 6): each row stacks into a card, every
// column under its label, so the row's action button sits on the screen as laid out, without
// scrolling the table sideways (before, every action column was off to the right).

test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });
test.afterAll(() => releaseWhatTheseTestsBought());

/** Where the layout put it, before anything scrolls: fully between the phone's left and right edges. */
async function expectWithinPhoneWidth(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(PHONE_WIDTH);
}

async function inSpanish(page: Page, path: string) {
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('every staff table keeps its actions on a 320 px phone, in Spanish', async ({ page }) => {
  test.setTimeout(180_000);
  const who = buyer();
  await reachCheckout(page, who);
  await chooseOneTime(page);
  await fillCard(page, CARDS.visa);
  await acceptTerms(page, false);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/success\?/);

  await openSignedIn(page, 'ambassador');

  // Customers: the search result's View.
  await inSpanish(page, '/admin/customers');
  const search = page.getByRole('searchbox', { name: 'Buscar clientes' });
  await search.fill(who.plate);
  await search.press('Enter');
  const results = page.getByRole('table', { name: 'Resultados' });
  const found = results.getByRole('row', { name: new RegExp(who.plate) });
  await expectWithinPhoneWidth(found.getByRole('link', { name: /^Ver / }), 'View on Customers');
  await expectFitsPhoneWidth(page, 'customers');
  await expectNoAxeViolations(page);

  // Subscriptions: the row's View.
  await inSpanish(page, '/admin/passes');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(who.plate);
  const passes = page.getByRole('table', { name: 'Suscripciones' });
  const pass = passes.getByRole('row', { name: new RegExp(who.plate) });
  await expectWithinPhoneWidth(
    pass.getByRole('link', { name: `Ver el cliente de la placa ${who.plate}` }),
    'View on Subscriptions',
  );
  await expectFitsPhoneWidth(page, 'subscriptions');

  // Payments: the invoice's e-mail button, which opens its dialog.
  await inSpanish(page, '/admin/payments');
  const payments = page.getByRole('table', { name: 'Pagos' });
  const invoice = payments.getByRole('row', { name: new RegExp(who.plate) });
  const email = invoice.getByRole('button', { name: /^Enviar por correo la factura/ });
  await expect(email).toBeVisible();
  await expectWithinPhoneWidth(email, 'Email on Payments');
  await expectFitsPhoneWidth(page, 'payments');
  await expectNoAxeViolations(page);
  await email.click();
  await expect(page.getByRole('dialog', { name: 'Enviar factura por correo' })).toBeVisible();
});

test('the plans table keeps its Edit buttons on a 320 px phone, in Spanish', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await inSpanish(page, '/admin/plans');
  const edit = page.getByRole('button', { name: /^Editar / }).first();
  await expect(edit).toBeVisible();
  await expectWithinPhoneWidth(edit, 'Edit on Plans');
  await expectFitsPhoneWidth(page, 'plans');
});

test('the staff, activity and account pages fit a 320 px phone in Spanish and pass axe', async ({ page }) => {
  await openSignedIn(page, 'admin');
  for (const [path, heading] of [
    ['/admin/staff', 'Personal'],
    ['/admin/activity', 'Actividad'],
    ['/admin/account', 'Mi cuenta'],
  ] as const) {
    await inSpanish(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The tables' rows are there before measuring: the staff list, the record's newest sign-ins.
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    await expectFitsPhoneWidth(page, path);
    await expectNoAxeViolations(page);
  }
});
