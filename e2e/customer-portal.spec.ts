import { expect, type Page, test } from '@playwright/test';
import { staffToken } from './support/app';
import { newestMail } from './support/outbox';
import {
  acceptTerms,
  buyer,
  CARDS,
  chooseOneTime,
  fillCard,
  payButton,
  reachCheckout,
  releaseWhatTheseTestsBought,
  withDatabase,
} from './support/signup-flow';

// The customer portal (issue 7) as a customer uses it, with the offline sandbox: a pass bought
// through the signup flow is looked up, read in Spanish, its autopay turned off and on, its card
// changed with the e-mailed code, renewed when it is about to end, and a lost access card paid for.

type Who = { email: string; plate: string };

async function buy(page: Page, autopay: boolean): Promise<Who> {
  const who = buyer();
  await reachCheckout(page, who);
  if (!autopay) await chooseOneTime(page);
  await fillCard(page, CARDS.visa);
  await acceptTerms(page, autopay);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/success\?/);
  await expect(page.getByTestId('pass-plate')).toHaveText(who.plate);
  return who;
}

const query = (who: Who) => new URLSearchParams(who).toString();

async function openDashboard(page: Page, who: Who, findLabel = 'Find my pass') {
  await page.goto(`/payments?${query(who)}`);
  await page.getByRole('button', { name: findLabel }).click();
}

/** Today in the garage's time zone plus `days`, as the API stores dates (YYYY-MM-DD). */
function garageDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The pass's subscription row id (the staff screens that assign cards arrive with issue 8). */
function subscriptionId(who: Who): number {
  return withDatabase((db) => {
    const row = (
      db.prepare(
        `select s.id from subscriptions s join customers c on c.id = s.customer_id
         join vehicles v on v.id = s.vehicle_id where c.email = ? and v.plate = ?`,
      ) as unknown as { get(...params: unknown[]): { id: number } | undefined }
    ).get(who.email, who.plate);
    if (!row) throw new Error(`no subscription for ${who.plate}`);
    return row.id;
  });
}

test.describe('the customer portal', () => {
  test.afterAll(() => releaseWhatTheseTestsBought());

  test('looks up a pass bought through signup, in English and in Spanish, and logs out', async ({ page }) => {
    const who = await buy(page, false);
    await openDashboard(page, who);
    await expect(page.getByText(/^Active · \d+ day\(s\) left$/)).toBeVisible();
    await expect(page.getByText(/Valid through 23:45 on/)).toBeVisible();
    await expect(page.getByText(who.plate, { exact: false }).first()).toBeVisible();

    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.goto('/payments');
    // The last pass looked up on this phone is remembered.
    await expect(page.getByLabel(/Correo electrónico/)).toHaveValue(who.email);
    await page.getByRole('button', { name: 'Buscar mi pase' }).click();
    await expect(page.getByText(/^Activo · quedan \d+ día\(s\)$/)).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByText(/Cerró la sesión/)).toBeVisible();
  });

  test('an unknown plate gets the same answer as an unknown e-mail', async ({ page }) => {
    const who = await buy(page, false);
    await openDashboard(page, { email: who.email, plate: 'NOSUCH1' });
    const wrongPlate = await page.getByRole('alert').textContent();
    await openDashboard(page, { email: 'nobody@example.com', plate: who.plate });
    await expect(page.getByRole('alert')).toHaveText(wrongPlate ?? '');
  });

  test('turns autopay off (after the warning) and on again', async ({ page }) => {
    const who = await buy(page, true);
    await openDashboard(page, who);
    await expect(page.getByText(/Autopay is on/)).toBeVisible();
    await page.getByRole('button', { name: 'Turn autopay off' }).click();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('discounted month(s)');
    await warning.getByRole('button', { name: 'Turn autopay off' }).click();
    await expect(page.getByText('Autopay is off.', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Turn autopay on' }).click();
    const consent = page.getByRole('alertdialog');
    await expect(consent).toContainText('I agree that my saved card is charged');
    await consent.getByRole('button', { name: 'I agree, turn it on' }).click();
    await expect(page.getByText(/Autopay is on: your card is charged/)).toBeVisible();
  });

  test('changes the card with the code e-mailed to the customer', async ({ page }) => {
    const who = await buy(page, true);
    await openDashboard(page, who);
    await page.getByRole('link', { name: 'Change my card' }).click();
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();

    let code = '';
    await expect
      .poll(() => {
        const mail = newestMail(who.email, /\b\d{6}\b/);
        code = mail?.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await fillCard(page, '5555555555554444');
    await page.getByRole('button', { name: 'Save new card' }).click();
    await expect(page.getByText(/Card ending 4444 is saved/)).toBeVisible();
  });

  test('a wrong code is refused', async ({ page }) => {
    const who = await buy(page, true);
    await page.goto(`/change-card?${query(who)}&otp=1`);
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByText('Invalid code')).toBeVisible();
  });

  test('renews a pass that is about to end, and refuses one renewed too early', async ({ page }) => {
    const who = await buy(page, false);
    await page.goto(`/renew?${query(who)}`);
    await expect(page.getByText(/Too early to renew – come back in \d+ day\(s\)\./)).toBeVisible();

    const id = subscriptionId(who);
    withDatabase((db) =>
      db.prepare('update subscriptions set next_renewal_date = ? where id = ?').run(garageDate(5), id),
    );
    await page.goto(`/renew?${query(who)}`);
    await expect(page.getByText(/^Total: \$250\.00$/)).toBeVisible();
    await fillCard(page, CARDS.visa);
    await page.getByRole('button', { name: 'Pay $250.00' }).click();
    await expect(page.getByRole('status').getByText('Your pass is renewed')).toBeVisible({ timeout: 60_000 });
  });

  test('pays the fee for a lost access card', async ({ page }) => {
    const who = await buy(page, false);
    await page.goto(`/lost-card?${query(who)}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/No card is currently assigned to this pass/)).toBeVisible();

    // Staff add a card to the stock and give it to the pass, through the staff API.
    const id = subscriptionId(who);
    const code = String(Date.now()).slice(-9);
    const admin = await staffToken(page, 'admin');
    const added = await page.request.post('/api/cards/bulk', {
      headers: { Authorization: `Bearer ${admin}` },
      data: { location_id: 1, cards: [code] },
    });
    expect(added.ok()).toBe(true);
    const ambassador = await staffToken(page, 'ambassador');
    const stock = await page.request.get(`/api/cards?status=unassigned&locationId=1&q=${code}`, {
      headers: { Authorization: `Bearer ${ambassador}` },
    });
    const [card] = (await stock.json()) as { id: number }[];
    const assigned = await page.request.patch(`/api/subscriptions/${id}`, {
      headers: { Authorization: `Bearer ${ambassador}` },
      data: { card_id: card?.id },
    });
    expect(assigned.ok()).toBe(true);
    await page.goto(`/lost-card?${query(who)}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Loss fee' })).toBeVisible();
    await page.getByRole('link', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/lost-card\/checkout\?email=/);
    await fillCard(page, CARDS.visa);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('status').getByText('Fee paid')).toBeVisible({ timeout: 60_000 });
  });

  test('/pay with an expired or missing token says so, in Spanish too', async ({ page }) => {
    await page.goto('/pay?token=expired-or-unknown-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Link expired' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Link vencido' })).toBeVisible();
    await page.goto('/pay');
    await expect(page.getByRole('heading', { level: 1, name: 'Falta token' })).toBeVisible();
  });
});
