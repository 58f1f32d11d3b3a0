import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { staffApi } from './support/app';
import { garageDayAfter, garageToday } from './support/app-clock';
import { test } from './support/client-address';
import { buyPass as buy, requestCode, signIn, subscriptionIdOf, type Who } from './support/portal-sign-in';
import { CARDS, fillCard, releaseWhatTheseTestsBought, withDatabase } from './support/signup-flow';

// The customer portal (issues 7 and 16) as a customer uses it, with the offline sandbox: a pass bought
// through the signup flow is signed in to with the e-mailed code, read in Spanish, its autopay turned
// off and on, its card changed, renewed when it is about to end (signed in first: the quote would tell a
// stranger when the pass renews), and a lost access card paid for.

const query = (who: Who) => new URLSearchParams(who).toString();

/** /payments, signed in with the code from the outbox: the dashboard. */
async function openDashboard(page: Page, who: Who) {
  await page.goto(`/payments?${query(who)}`);
  await signIn(page, who);
  await expect(page.getByText(/^Active · \d+ days? left$/)).toBeVisible();
}

/** How many portal payments (renewals, loss fees) were started for the pass. */
function paymentsStarted(subscription: number): number {
  return withDatabase(
    (db) =>
      (
        db.prepare('select count(*) as n from pass_payments where subscription_id = ?') as unknown as {
          get(...params: unknown[]): { n: number };
        }
      ).get(subscription).n,
  );
}

test.describe('the customer portal', () => {
  test.afterAll(() => releaseWhatTheseTestsBought());

  test('signs in to a pass bought through signup, stays signed in in Spanish, and signs out', async ({
    page,
  }) => {
    const who = await buy(page, false);
    await openDashboard(page, who);
    await expect(page.getByText(/Valid through 23:45 on/)).toBeVisible();
    await expect(page.getByText(who.plate, { exact: false }).first()).toBeVisible();

    // A reload, another language: still signed in, straight to the pass (no sign-in, no lookup).
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.goto('/payments');
    await expect(page.getByText(/^Activo · quedan? \d+ días?$/)).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    await expect(page.getByText('Cerró la sesión en este dispositivo.')).toBeVisible();
    // The last pass used on this phone is remembered.
    await expect(page.getByLabel(/Correo electrónico/)).toHaveValue(who.email);
  });

  test('an unknown plate gets the same answer as a real pass, and a wrong code is refused', async ({
    page,
  }) => {
    const who = await buy(page, false);
    await page.goto('/payments');
    await requestCode(page, { email: who.email, plate: 'NOSUCH1' });
    const unknown = await page.getByText(/We sent a 6-digit code/).textContent();
    await page.getByRole('button', { name: 'Use a different e-mail or plate' }).click();
    await requestCode(page, who);
    await expect(page.getByText(/We sent a 6-digit code/)).toHaveText(unknown ?? '');
    await page.getByLabel(/^6-digit code/).fill('000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid code')).toBeVisible();
  });

  test('turns autopay off (after the warning) and on again', async ({ page }) => {
    const who = await buy(page, true);
    await openDashboard(page, who);
    await expect(page.getByText(/Autopay is on/)).toBeVisible();
    await page.getByRole('button', { name: 'Turn autopay off' }).click();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('2 discounted months');
    await warning.getByRole('button', { name: 'Turn autopay off' }).click();
    await expect(page.getByText('Autopay is off.', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Turn autopay on' }).click();
    const consent = page.getByRole('alertdialog');
    // The card it will charge, by name, and the amount and first date: nothing left to guess.
    await expect(consent).toContainText(
      /I agree that my saved card Visa •••• 4242 is charged \$\d+\.\d{2} automatically on each renewal date, starting \w+ \d+, \d{4},/,
    );
    await consent.getByRole('button', { name: 'I agree, turn it on' }).click();
    await expect(page.getByText(/Autopay is on: your card is charged/)).toBeVisible();
  });

  test('changes the card once signed in, with no second code', async ({ page }) => {
    const who = await buy(page, true);
    await page.goto(`/change-card?${query(who)}`);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await signIn(page, who);
    await expect(page).toHaveURL(/\/change-card\?/);
    await fillCard(page, '5555555555554444');
    await page.getByRole('button', { name: 'Save new card' }).click();
    // Nothing was due: it says when the next automatic charge is and for how much.
    await expect(
      page.getByText(
        /^Card ending 4444 is saved\. Your next automatic charge is \$\d+\.\d{2} on \w+ \d+, \d{4}\.$/,
      ),
    ).toBeVisible();
  });

  test('renews a pass that is about to end, and refuses one renewed too early', async ({ page }) => {
    const who = await buy(page, false);
    await page.goto(`/renew?${query(who)}`);
    await expect(page.getByText(/^Sign in to renew: we e-mail a 6-digit code/)).toBeVisible();
    await signIn(page, who);
    await expect(page).toHaveURL(/\/renew\?/);
    await expect(page.getByText(/Too early to renew – come back in \d+ days?\./)).toBeVisible();

    const id = subscriptionIdOf(who);
    const [inFiveDays] = garageDayAfter(await garageToday(page), 5);
    withDatabase((db) =>
      db.prepare('update subscriptions set next_renewal_date = ? where id = ?').run(inFiveDays, id),
    );
    await page.goto(`/renew?${query(who)}`);
    await expect(page.getByText(/^Total: \$250\.00$/)).toBeVisible();
    // Opening the page, or switching language, starts no payment: only the tap on Pay does.
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByText(/^Total: \$250\.00$/)).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    expect(paymentsStarted(id)).toBe(0);
    await fillCard(page, CARDS.visa);
    await page.getByRole('button', { name: 'Pay $250.00' }).click();
    await expect(page.getByRole('status').getByText('Your pass is renewed')).toBeVisible({ timeout: 60_000 });
    expect(paymentsStarted(id)).toBe(1);
  });

  test('pays the fee for a lost access card', async ({ page }) => {
    const who = await buy(page, false);
    await page.goto(`/lost-card?${query(who)}`);
    await signIn(page, who);
    await expect(page.getByText(/No card is currently assigned to this pass/)).toBeVisible();

    // Staff add a card to the stock and give it to the pass, through the staff API.
    const id = subscriptionIdOf(who);
    const code = String(Date.now()).slice(-9);
    const added = await staffApi(page, 'admin', 'POST', '/cards/bulk', { location_id: 1, cards: [code] });
    expect(added.ok).toBe(true);
    const stock = await staffApi<{ id: number }[]>(
      page,
      'ambassador',
      'GET',
      `/cards?status=unassigned&locationId=1&q=${code}`,
    );
    const [card] = stock.body;
    const assigned = await staffApi(page, 'ambassador', 'PATCH', `/subscriptions/${id}`, {
      card_id: card?.id,
    });
    expect(assigned.ok).toBe(true);
    // Still signed in: the page goes straight to the fee, for this pass's plate.
    await page.goto(`/lost-card?${query(who)}`);
    await expect(page.getByRole('heading', { name: 'Loss fee' })).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(`^Replacement for access card ····\\d{4}, of the pass of plate ${who.plate}\\.$`),
      ),
    ).toBeVisible();
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
