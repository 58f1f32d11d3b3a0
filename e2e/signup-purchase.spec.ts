import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { staffApi } from './support/app';
import { test } from './support/client-address';
import {
  acceptTerms,
  buyer,
  CARDS,
  checkoutError,
  chooseOneTime,
  fillCard,
  fillPersonal,
  fillTheGarage,
  fillVehicle,
  openSlots,
  payButton,
  reachCheckout,
  releaseWhatTheseTestsBought,
  setOnlineSpaces,
  stepHeading,
  withDatabase,
  wizardForm,
} from './support/signup-flow';

// Buying a pass end to end with the offline payment sandbox and CAPTCHA: wizard on the
// landing page, /checkout, the sandbox card form with Stripe's test cards, /success, then the pass
// as the API sees it.

test.describe('buying a monthly pass', () => {
  test.afterAll(() => releaseWhatTheseTestsBought());

  test('one-time: landing page to /success, and the pass is live in the API', async ({ page }) => {
    // Where the plate was issued, chosen on the vehicle step, goes on file with the plate (issue 32).
    const who = { ...buyer(), plateState: 'Baja California' };
    const before = await openSlots(page);
    await reachCheckout(page, who);
    // One language switch, the top bar's: the checkout has none of its own.
    await expect(page.getByRole('button', { name: 'English' })).toHaveCount(1);
    await chooseOneTime(page);
    await fillCard(page, CARDS.visa);
    await expect(page.getByTestId('card-brand')).toHaveText('Visa');
    await acceptTerms(page, false);
    await expect(payButton(page)).toHaveText('Pay $250.00');
    await payButton(page).click();

    await expect(page).toHaveURL(/\/success\?payment_intent_client_secret=.+&charged=1/);
    await expect(page.getByTestId('pass-plate')).toHaveText(who.plate);
    await expect(page.getByTestId('pass-plan')).toHaveText('Monthly pass, paid once');
    await expect(page.getByTestId('pass-amount')).toHaveText('$250.00');
    await expect(page.getByTestId('pass-validity')).toContainText('at 00:00 through');
    await expect(page.getByTestId('pass-validity')).toContainText('at 23:45');

    const secret = new URL(page.url()).searchParams.get('payment_intent_client_secret') ?? '';
    const receipt = await page.request.get(
      `/api/billing/receipt?payment_intent=${encodeURIComponent(secret)}`,
    );
    expect(receipt.ok()).toBe(true);
    expect(await receipt.json()).toMatchObject({ plate: who.plate, autopay: false, amount_cents: 25000 });
    expect(await openSlots(page)).toBe(before - 1);
    const check = await page.request.get(`/api/vehicles/check?plate=${who.plate}`);
    expect(await check.json()).toEqual({ allowed: false });
    expect(
      withDatabase((db) => db.prepare('select plate_state from vehicles where plate = ?').get(who.plate)),
    ).toEqual({ plate_state: 'MX-BCN' });

    // Back home: the landing page thanks the buyer instead of showing the wizard.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you!' })).toBeVisible();
    await expect(page.getByTestId('thank-you-plate')).toContainText(who.plate);
  });

  test('autopay: the card is saved, the first discounted month charged, /success with ap=1', async ({
    page,
  }) => {
    const who = buyer();
    const before = await openSlots(page);
    await reachCheckout(page, who);
    await expect(page.getByTestId('plan-autopay')).toContainText('12% off');
    await fillCard(page, CARDS.visa);
    await acceptTerms(page, true);
    await expect(payButton(page)).toHaveText('Start autopay and pay $220.00 today');
    await payButton(page).click();

    await expect(page).toHaveURL(/\/success\?setup_intent_client_secret=.+&ap=1/);
    await expect(page.getByTestId('pass-plate')).toHaveText(who.plate);
    await expect(page.getByTestId('pass-plan')).toHaveText('Monthly pass with autopay');
    await expect(page.getByTestId('pass-amount')).toHaveText('$220.00');

    const secret = new URL(page.url()).searchParams.get('setup_intent_client_secret') ?? '';
    const receipt = await page.request.get(`/api/billing/receipt?setup_intent=${encodeURIComponent(secret)}`);
    // Discounted charges still to come: the first of the three was just charged.
    expect(await receipt.json()).toMatchObject({ plate: who.plate, autopay: true, discount_cycles_left: 2 });
    expect(await openSlots(page)).toBe(before - 1);
  });

  test('a declined card is explained with its code, and another card then goes through', async ({ page }) => {
    const who = buyer();
    await reachCheckout(page, who);
    await chooseOneTime(page);
    await fillCard(page, CARDS.declined);
    await acceptTerms(page, false);
    await payButton(page).click();
    await expect(checkoutError(page)).toHaveText(
      'Your card was declined. Please use another card. (code: card_declined, generic_decline)',
    );
    await expect(page).toHaveURL(/\/checkout/);

    await page.getByLabel('Card number').fill(CARDS.visa);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/success/);
    await expect(page.getByTestId('pass-plate')).toHaveText(who.plate);
  });

  test('a declined card does not block the next try in a new tab (issue 31, item 5)', async ({ page }) => {
    const who = buyer();
    await reachCheckout(page, who);
    await chooseOneTime(page);
    await fillCard(page, CARDS.declined);
    await acceptTerms(page, false);
    await payButton(page).click();
    await expect(checkoutError(page)).toContainText('Your card was declined.');

    // The same person starts again in another tab: the abandoned payment must not stand in the way.
    const tab = await page.context().newPage();
    await reachCheckout(tab, who);
    await chooseOneTime(tab);
    await fillCard(tab, CARDS.visa);
    await acceptTerms(tab, false);
    await payButton(tab).click();
    await expect(tab).toHaveURL(/\/success/);
    await expect(tab.getByTestId('pass-plate')).toHaveText(who.plate);
    await tab.close();
  });

  test('insufficient funds on the first autopay charge is explained with both codes', async ({ page }) => {
    await reachCheckout(page, buyer());
    await fillCard(page, CARDS.insufficientFunds);
    await acceptTerms(page, true);
    await payButton(page).click();
    await expect(checkoutError(page)).toContainText(
      'Your card has insufficient funds. Please use another card.',
    );
    await expect(checkoutError(page)).toContainText('insufficient_funds)');
    await expect(page).toHaveURL(/\/checkout/);
  });

  test('3-D Secure: the visitor completes the bank check and gets the pass', async ({ page }) => {
    const who = buyer();
    await reachCheckout(page, who);
    await chooseOneTime(page);
    await fillCard(page, CARDS.threeDSecure);
    await acceptTerms(page, false);
    await payButton(page).click();
    const challenge = page.getByRole('alertdialog', { name: 'Confirm this payment with your bank' });
    await expect(challenge).toBeVisible();
    await expect(challenge).toContainText('Amount: $250.00');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page).toHaveURL(/\/success/);
    await expect(page.getByTestId('pass-plate')).toHaveText(who.plate);
  });

  test('3-D Secure: a failed bank check charges nothing and says why', async ({ page }) => {
    const who = buyer();
    await reachCheckout(page, who);
    await chooseOneTime(page);
    await fillCard(page, CARDS.threeDSecure);
    await acceptTerms(page, false);
    await payButton(page).click();
    const challenge = page.getByRole('alertdialog', { name: 'Confirm this payment with your bank' });
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(challenge).toBeHidden();
    await expect(checkoutError(page)).toHaveText(
      'Your bank could not confirm this payment (3-D Secure). Please try again or use another card. (code: payment_intent_authentication_failure)',
    );
    await expect(page).toHaveURL(/\/checkout/);
    const check = await page.request.get(`/api/vehicles/check?plate=${who.plate}`);
    expect(await check.json()).toEqual({ allowed: true });
  });

  test('3-D Secure on autopay: the bank checks the saved card once, not again for the first charge', async ({
    page,
  }) => {
    const who = buyer();
    await reachCheckout(page, who);
    await fillCard(page, CARDS.threeDSecure);
    await acceptTerms(page, true);
    await payButton(page).click();
    const challenge = page.getByRole('alertdialog', { name: 'Confirm this payment with your bank' });
    await expect(challenge).toContainText('confirm that this card may be saved for autopay');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page).toHaveURL(/\/success\?setup_intent_client_secret=.+&ap=1&charged=1/);
    await expect(page.getByTestId('pass-plate')).toHaveText(who.plate);
    await expect(page.getByTestId('pass-amount')).toHaveText('$220.00');
    // Had the bank asked again, the page would have waited on a second dialog instead of /success.
    await expect(challenge).toBeHidden();
  });

  test('American Express is refused before anything is held or charged', async ({ page }) => {
    const before = await openSlots(page);
    await reachCheckout(page, buyer());
    await chooseOneTime(page);
    await fillCard(page, CARDS.amex);
    await expect(page.getByTestId('card-brand')).toHaveText('American Express');
    await expect(page.getByTestId('amex-refused')).toHaveText(
      'We do not accept American Express. Please use Visa or Mastercard.',
    );
    await acceptTerms(page, false);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/checkout/);
    expect(await openSlots(page)).toBe(before);
  });

  test('checkout needs the e-mail first, the terms, and the consent on autopay', async ({ page }) => {
    await reachCheckout(page, buyer());
    await page.getByLabel(/^E-mail/).fill('');
    await payButton(page).click();
    await expect(page.getByText('Please enter your e-mail first')).toBeVisible();
    await expect(page.getByText('Please accept the pass terms.')).toBeVisible();
    await expect(page.getByText('Please accept the autopay charges to get the discount.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout/);
  });

  test('an e-mail with a banned vehicle and a taken plate are stopped in the wizard', async ({ page }) => {
    const banned = buyer();
    withDatabase((db) => {
      const customer = db
        .prepare(`insert into customers (first_name, last_name, email) values ('Banned', 'Buyer', ?)`)
        .run(banned.email);
      db.prepare(
        `insert into vehicles (customer_id, type, make, model, year, color, plate, status)
         values (?, 'car', 'Ford', 'F-150', 2015, 'Black', ?, 'banned')`,
      ).run(customer.lastInsertRowid, banned.plate);
    });

    await page.goto('/');
    await fillPersonal(page, banned.email);
    await expect(page.getByTestId('wizard-step-error')).toHaveText(
      'This e-mail already has a vehicle in “banned” status.',
    );
    await expect(stepHeading(page, 'Step 1 of 4: Your details')).toBeVisible();

    const form = wizardForm(page);
    const other = buyer();
    await form.getByLabel(/^E-mail/).fill(other.email);
    await form.getByLabel(/^Confirm e-mail/).fill('');
    await form.getByLabel(/^Confirm e-mail/).pressSequentially(other.email);
    await form.getByRole('button', { name: 'Next' }).click();
    await fillVehicle(page, banned.plate);
    await expect(page.getByTestId('wizard-step-error')).toHaveText(
      'That plate already has a monthly pass or is banned.',
    );
    await expect(stepHeading(page, 'Step 2 of 4: Vehicle')).toBeVisible();
  });
});

test.describe('the last space', () => {
  test.afterEach(async ({ page }) => {
    releaseWhatTheseTestsBought();
    await setOnlineSpaces(page, 40);
  });

  async function readyToPay(browser: Browser) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const who = buyer();
    await reachCheckout(page, who);
    await chooseOneTime(page);
    await fillCard(page, CARDS.visa);
    await acceptTerms(page, false);
    return { context, page, who };
  }

  test('once gone, the checkout says so as it opens, before any card is typed, with the waitlist', async ({
    page,
  }) => {
    const who = buyer();
    await reachCheckout(page, who);
    await fillTheGarage(page);
    // The wizard is kept in the tab: opening the checkout again reads the count again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('No spaces left')).toBeVisible();
    await expect(page.getByTestId('checkout-no-space')).toContainText('nothing has been charged');
    await expect(page.getByTestId('checkout-plate')).toHaveText(who.plate);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(payButton(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Join the waitlist' }).click();
    await expect(page).toHaveURL(/\/#signup-waitlist$/);
  });

  test('is sold once when two visitors pay for it at the same moment', async ({ page, browser }) => {
    const inventory = await staffApi<{ online_sales_spaces: number; availables: number }>(
      page,
      'admin',
      'GET',
      '/locations/1/inventory',
    );
    const { online_sales_spaces: limit, availables } = inventory.body;
    // Leave exactly one space free, whatever earlier tests bought or still hold.
    await setOnlineSpaces(page, limit - availables + 1);
    expect(await openSlots(page)).toBe(1);

    const first = await readyToPay(browser);
    const second = await readyToPay(browser);
    await Promise.all([payButton(first.page).click(), payButton(second.page).click()]);

    const outcome = async ({ page: buyerPage }: { page: Page }) => {
      await expect(
        buyerPage.getByTestId('pass-plate').or(buyerPage.getByTestId('checkout-error')),
      ).toBeVisible({ timeout: 20_000 });
      return (await buyerPage.getByTestId('pass-plate').isVisible()) ? 'pass' : 'refused';
    };
    const results = await Promise.all([outcome(first), outcome(second)]);
    expect([...results].sort()).toEqual(['pass', 'refused']);

    const loser = results[0] === 'refused' ? first : second;
    await expect(loser.page.getByTestId('checkout-error')).toHaveText(
      'Sorry, all online spaces are taken right now. Join the waitlist and we will e-mail you.',
    );
    await expect(loser.page.getByRole('link', { name: 'Join the waitlist' })).toBeVisible();
    const loserCheck = await page.request.get(`/api/vehicles/check?plate=${loser.who.plate}`);
    expect(await loserCheck.json()).toEqual({ allowed: true });
    expect(await openSlots(page)).toBe(0);

    await first.context.close();
    await second.context.close();
  });
});
