import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { dataDir, staffApi } from './app';

// Buying a pass through the landing page's wizard and /checkout as a visitor does, shared by the
// signup specs and the portal's (which start from a pass bought this way).

interface SqliteStatement {
  run(...params: unknown[]): { lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  close(): void;
}
type SqliteConstructor = new (
  file: string,
  options?: { timeout?: number; readonly?: boolean },
) => SqliteDatabase;

// better-sqlite3 is the API's dependency, not the root's: load it from there to arrange data the UI
// cannot create (a banned vehicle) and to tidy up what these tests bought.
export const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../api/package.json'));
export const Database = requireFromApi('better-sqlite3') as SqliteConstructor;

export function withDatabase<T>(work: (db: SqliteDatabase) => T): T {
  const db = new Database(path.join(dataDir(), 'parking.db'), { timeout: 5_000 });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

export const EMAIL_PREFIX = 'e2e-buyer-';
let counter = 0;

export function buyer() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`.toUpperCase();
  return {
    email: `${EMAIL_PREFIX}${id.toLowerCase()}@example.com`,
    // A-Z and 0-9, at most 15 characters.
    plate: `E2E${id}`.slice(0, 15),
  };
}

export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
  amex: '378282246310005',
};

export async function openSlots(page: Page): Promise<number> {
  const response = await page.request.get('/api/locations/1/online-availability');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { open_slots: number }).open_slots;
}

export async function setOnlineSpaces(page: Page, spaces: number) {
  const response = await staffApi(page, 'admin', 'POST', '/locations/1/online-sales-spaces', {
    online_sales_spaces: spaces,
  });
  expect(response.ok).toBe(true);
}

/** Leave no space free online: what is sold (or held) is the new limit. */
export async function fillTheGarage(page: Page) {
  const inventory = await staffApi<{ online_sales_spaces: number; availables: number }>(
    page,
    'admin',
    'GET',
    '/locations/1/inventory',
  );
  const { online_sales_spaces: limit, availables } = inventory.body;
  await setOnlineSpaces(page, limit - availables);
  expect(await openSlots(page)).toBe(0);
}

export const wizardForm = (page: Page) => page.getByRole('form', { name: 'Monthly pass sign-up' });
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });

export async function fillPersonal(page: Page, email: string) {
  const form = wizardForm(page);
  await form.getByLabel(/^First name/).fill('Lucía');
  await form.getByLabel(/^Country code/).selectOption('+52');
  await form.getByLabel(/^Phone/).fill('664 123 4567');
  await form.getByLabel(/^E-mail/).fill(email);
  // The confirmation refuses pasting (Playwright's fill inserts text, as typing does).
  await form.getByLabel(/^Confirm e-mail/).pressSequentially(email);
  await form.getByRole('button', { name: 'Next' }).click();
}

/** `plateState`: the name to choose under "Plate issued in"; left at "Not sure" without it (the field is optional). */
export async function fillVehicle(page: Page, plate: string, plateState?: string) {
  const form = wizardForm(page);
  await expect(stepHeading(page, 'Step 2 of 4: Vehicle')).toBeVisible();
  await form.getByRole('radio', { name: 'Car' }).check();
  await form.getByRole('combobox', { name: 'Make' }).fill('Niss');
  await page.getByRole('option', { name: 'Nissan' }).click();
  await form.getByRole('combobox', { name: 'Model' }).fill('Vers');
  await page.getByRole('option', { name: 'Versa' }).click();
  await form.getByLabel(/^Year/).selectOption('2021');
  await form.getByRole('combobox', { name: 'Color' }).fill('gra');
  await page.getByRole('option', { name: 'Gray' }).click();
  // Typed in lower case with a dash, as painted on many plates: the field upper-cases it and drops the dash.
  await form.getByLabel(/^License plate/).fill(`${plate.slice(0, 3)}-${plate.slice(3)}`.toLowerCase());
  await expect(form.getByLabel(/^License plate/)).toHaveValue(plate);
  if (plateState)
    await form.getByRole('combobox', { name: /^Plate issued in/ }).selectOption({ label: plateState });
  await form.getByRole('button', { name: 'Next' }).click();
}

export async function fillAddress(page: Page) {
  const form = wizardForm(page);
  await expect(stepHeading(page, 'Step 3 of 4: Mailing address')).toBeVisible();
  await form.getByLabel(/^Address(?! line)/).fill('100 Border Plaza');
  await form.getByLabel(/^City/).fill('San Ysidro');
  await form.getByRole('combobox', { name: 'State / province' }).fill('Califo');
  await page.getByRole('option', { name: /^California/ }).click();
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
  await form.getByLabel(/^ZIP code/).fill('921731234');
  await expect(form.getByLabel(/^ZIP code/)).toHaveValue('92173-1234');
  const robot = form.getByRole('checkbox', { name: 'I am not a robot' });
  await robot.check();
  // The box stays disabled until the API has issued the challenge's token.
  await expect(robot).toBeEnabled();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Step 4 of 4: Review')).toBeVisible();
}

/** Landing page -> wizard -> /checkout, as a visitor would. */
export async function reachCheckout(page: Page, who: { email: string; plate: string; plateState?: string }) {
  await page.goto('/');
  await fillPersonal(page, who.email);
  await fillVehicle(page, who.plate, who.plateState);
  await fillAddress(page);
  await expect(wizardForm(page).getByText(who.plate)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?email=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('checkout-plate')).toHaveText(who.plate);
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('1230');
  await page.getByLabel('Security code (CVC)').fill(number.startsWith('3') ? '1234' : '123');
  await page.getByLabel('ZIP / postal code').fill('92173');
}

export async function chooseOneTime(page: Page) {
  await page.getByRole('radio', { name: /Pay once/ }).check();
}

export async function acceptTerms(page: Page, autopay: boolean) {
  await page.getByRole('checkbox', { name: /I accept the pass terms/ }).check();
  if (autopay) await page.getByRole('checkbox', { name: /I agree to be charged \$220\.00 a month/ }).check();
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^(Pay \$|Start autopay)/ });
export const checkoutError = (page: Page) => page.getByTestId('checkout-error');

/** Passes bought here would otherwise lower the garage's free spaces for the other specs. */
export function releaseWhatTheseTestsBought() {
  withDatabase((db) => {
    db.prepare(
      `update subscriptions set status_key = 'canceled'
       where customer_id in (select id from customers where email like ?)`,
    ).run(`${EMAIL_PREFIX}%`);
    db.prepare(
      `update space_holds set released_at = ?
       where released_at is null and id in (select hold_id from checkouts where email like ?)`,
    ).run(new Date().toISOString(), `${EMAIL_PREFIX}%`);
  });
}
