import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { test } from './support/client-address';
import { setOnlineSpaces } from './support/signup-flow';

test.describe('landing page', () => {
  test.afterEach(async ({ page }) => setOnlineSpaces(page, 40));

  test('shows the live count of online spaces and the prices from the API', async ({ page }) => {
    await setOnlineSpaces(page, 7);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monthly parking steps from the border');
    await expect(page.getByTestId('spaces-status')).toHaveText('7 spaces available online');
    await expect(page.getByTestId('autopay-price')).toContainText('$220.00');
    await expect(page.getByTestId('autopay-price')).toContainText('/month for the first 3 months');
    await expect(page.getByTestId('autopay-full-price')).toContainText('$250.00');
    await expect(page.getByTestId('one-time-price')).toContainText('$250.00');
    await expect(page.getByTestId('pass-validity')).toContainText('23:45');
    for (const heading of ['Drive-up rates', 'What you get', 'Pass terms', 'Help and contact', 'Location']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Get directions' })).toBeVisible();
  });

  test('without map tiles the map still shows the marker, beside the address and directions', async ({
    page,
  }) => {
    const failedImages: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && !response.ok()) failedImages.push(response.url());
    });
    await page.goto('/');
    const location = page.getByRole('region', { name: 'Location' });
    await location.scrollIntoViewIfNeeded();
    await expect(location.getByText('100 Border Plaza, San Ysidro, CA 92173')).toBeVisible();
    await expect(location.getByRole('link', { name: 'Get directions' })).toBeVisible();
    const map = page.getByRole('region', { name: 'Map showing where the garage is' });
    const marker = map.getByRole('button', { name: 'Border Garage' });
    await expect(marker).toBeVisible();
    // Inside the map's frame, not parked at a corner of a map that measured itself as empty.
    const mapBox = await map.boundingBox();
    const markerBox = await marker.boundingBox();
    expect(mapBox && markerBox).toBeTruthy();
    if (mapBox && markerBox) {
      expect(markerBox.x).toBeGreaterThan(mapBox.x);
      expect(markerBox.x + markerBox.width).toBeLessThan(mapBox.x + mapBox.width);
      expect(markerBox.y).toBeGreaterThan(mapBox.y);
      expect(markerBox.y + markerBox.height).toBeLessThan(mapBox.y + mapBox.height);
    }
    expect(failedImages).toEqual([]);
  });

  test('the rate calculator charges every started 12-hour block, Friday at the higher rate', async ({
    page,
  }) => {
    await page.goto('/');
    const calculator = page.getByRole('region', { name: 'Drive-up rate calculator' });
    // Its form is built when a visitor scrolls near it.
    await calculator.scrollIntoViewIfNeeded();
    // Monday 08:00 to Monday 20:00: exactly one weekday block.
    await calculator.getByLabel('Entry date').fill('2026-11-23');
    await calculator.getByLabel('Entry time').selectOption('08:00');
    await calculator.getByLabel('Exit date').fill('2026-11-23');
    await calculator.getByLabel('Exit time').selectOption('20:00');
    await expect(calculator.getByTestId('calculator-total')).toHaveText('$11.00');
    await expect(calculator.getByTestId('calculator-blocks')).toHaveText('1');
    // Fifteen minutes more starts a second block.
    await calculator.getByLabel('Exit time').selectOption('20:15');
    await expect(calculator.getByTestId('calculator-total')).toHaveText('$22.00');
    // Thursday 11:00 to Friday 00:15: the block touching Friday costs $18.
    await calculator.getByLabel('Entry date').fill('2026-11-26');
    await calculator.getByLabel('Entry time').selectOption('11:00');
    await calculator.getByLabel('Exit date').fill('2026-11-27');
    await calculator.getByLabel('Exit time').selectOption('00:15');
    await expect(calculator.getByTestId('calculator-total')).toHaveText('$29.00');
    // Leaving before arriving is explained, not priced.
    await calculator.getByLabel('Exit date').fill('2026-11-25');
    await expect(calculator.getByTestId('calculator-error')).toBeVisible();
  });

  test('when the garage is full, visitors join the waitlist', async ({ page }) => {
    await setOnlineSpaces(page, 0);
    await page.goto('/');
    await expect(page.getByTestId('spaces-status')).toContainText('No spaces available online right now');
    await expect(page.getByRole('heading', { name: 'Full — join the waitlist' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Waitlist sign-up' });
    await form.getByLabel('First name').fill('Lucía');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(form.getByText('E-mail required')).toBeVisible();
    await form.getByLabel('E-mail').fill(`lucia.${Date.now()}@example.com`);
    // The API wants the CAPTCHA pass: the form shows the CAPTCHA when none was earned yet.
    const robot = form.getByRole('checkbox', { name: 'I am not a robot' });
    await expect(robot).toBeVisible();
    await expectNoAxeViolations(page);
    await robot.check();
    await expect(form.getByText('Security check complete')).toBeVisible();
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    // Joining sends a confirmation e-mail; the place in line starts when its link is opened.
    await expect(page.getByText('Almost done! We sent you an e-mail', { exact: false })).toBeVisible();
  });

  test('the payment-cancelled page speaks the visitor’s language, keeps the Spanish text, and links home', async ({
    page,
  }) => {
    await page.goto('/cancel');
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText(/No se realizó ningún cargo/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown paths get a not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page.getByTestId('spaces-status')).toBeVisible();
  });
});
