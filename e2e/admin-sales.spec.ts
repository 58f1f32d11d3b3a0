import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { openSignedIn } from './support/app';
import { test } from './support/client-address';
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
} from './support/signup-flow';

// Sales and the checklist as staff work: after sandbox purchases the admin sees them in Sales History (tiles, table,
// chart), filters by type, e-mails an invoice from Payments and finds it in the outbox, completes the
// first pending event on the Checklist; an ambassador has neither Sales History nor the Checklist.

const oneTime = buyer();
const autopay = buyer();

async function buy(page: Page, who: { email: string; plate: string }, plan: 'one-time' | 'autopay') {
  await reachCheckout(page, who);
  if (plan === 'one-time') await chooseOneTime(page);
  await fillCard(page, CARDS.visa);
  await acceptTerms(page, plan === 'autopay');
  await payButton(page).click();
  await expect(page.getByTestId('pass-plate')).toHaveText(who.plate);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test.describe
  .serial('staff money and work queue', () => {
    test.afterAll(() => releaseWhatTheseTestsBought());

    // One browser each: after a purchase the landing page thanks that buyer instead of showing the wizard.
    test('a one-time sandbox purchase', async ({ page }) => {
      await buy(page, oneTime, 'one-time');
    });

    test('an autopay sandbox purchase', async ({ page }) => {
      await buy(page, autopay, 'autopay');
    });

    test('the admin sees them in Sales History, the chart and by type', async ({ page }) => {
      await openSignedIn(page, 'admin');
      await sidebar(page).getByRole('link', { name: 'Sales History' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sales History' })).toBeVisible();
      const sales = page.getByRole('table', { name: 'Sales' });
      await expect(sales.getByRole('row', { name: new RegExp(oneTime.plate) })).toContainText('$250.00');
      await expect(sales.getByRole('row', { name: new RegExp(oneTime.plate) })).toContainText('Manual');
      await expect(sales.getByRole('row', { name: new RegExp(autopay.plate) })).toContainText('$220.00');
      await expect(sales.getByRole('row', { name: new RegExp(autopay.plate) })).toContainText('Autopay');

      const tiles = page.getByLabel('Sales summary for the filters');
      const total = Number(await tiles.locator('dd').first().textContent());
      expect(total).toBeGreaterThanOrEqual(2);
      await expect(tiles).toContainText(/Revenue\$[\d,]+\.\d\d/);
      await expect(tiles).toContainText(/Last sale\d\d-\d\d-\d{4}/);

      // The chart: a keyboard-reachable point per day and its data table, today's revenue included.
      const chart = page.getByRole('slider', { name: /^Revenue by day/ });
      await expect(chart).toBeVisible();
      await expect(page.locator('.revenue-chart svg path').first()).toBeAttached();
      await chart.focus();
      await expect(chart).toHaveAttribute('aria-valuetext', /: \$[\d,]+\.\d\d, sales: \d+$/);
      const periods = page.getByRole('table', { name: 'Revenue by period', includeHidden: true });
      await expect(periods.getByRole('row', { includeHidden: true })).not.toHaveCount(1);

      await page.getByLabel('Type').selectOption('autopay');
      await expect(sales.getByRole('row', { name: new RegExp(autopay.plate) })).toBeVisible();
      await expect(sales.getByRole('row', { name: new RegExp(oneTime.plate) })).toHaveCount(0);
      await expect(tiles).toContainText('Autopay %100%');

      await page.getByLabel('Type').selectOption('all');
      await page.getByLabel(/^Search/).fill(oneTime.plate);
      await expect(sales.getByRole('row')).toHaveCount(2);
      await expect(sales.getByRole('row', { name: new RegExp(oneTime.plate) })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the admin e-mails an invoice from Payments and it reaches the outbox', async ({ page }) => {
      await openSignedIn(page, 'admin');
      await sidebar(page).getByRole('link', { name: 'Payments' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
      await page.getByLabel(/^Search/).fill(oneTime.plate);
      const payments = page.getByRole('table', { name: 'Payments' });
      const row = payments.getByRole('row', { name: new RegExp(oneTime.plate) });
      await expect(row).toContainText('Paid');
      await expect(payments.getByRole('row')).toHaveCount(2);
      const number = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
      expect(number).not.toBe('');
      await expectNoAxeViolations(page);

      await row.getByRole('button', { name: `Email invoice ${number}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Send invoice email' });
      await expect(dialog.getByLabel(/^Recipient/)).toHaveValue(oneTime.email);
      await expect(dialog.getByLabel(/^Subject/)).toHaveValue(
        `Invoice for your subscription – ${number} (${oneTime.plate})`,
      );
      await dialog.getByLabel('Message').fill('Your invoice, as requested.');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Email sent')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect.poll(() => newestMail(oneTime.email, new RegExp(number))).not.toBeNull();
      expect(newestMail(oneTime.email, new RegExp(number))).toContain(oneTime.plate);
    });

    test('the admin completes the first pending event and finds it in History', async ({ page }) => {
      await openSignedIn(page, 'admin');
      await expect(page).toHaveURL(/\/admin\/checklist$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Checklist' })).toBeVisible();
      const pending = page.getByRole('region', { name: 'Pending events' });
      const first = pending.getByRole('article').first();
      await expect(first.getByText('First', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      const complete = first.getByRole('button', { name: /^Complete: / });
      const title = (await first.getByRole('heading').textContent()) ?? '';
      const fields = (await first.locator('dl').textContent()) ?? '';
      await complete.click();
      await expect(page.getByText('Event completed')).toBeVisible();
      // Every buyer here is called Lucía: the card is told apart by its fields (plate, invoice, dates).
      await expect(pending.locator('article dl').filter({ hasText: fields })).toHaveCount(0);
      const done = page.getByRole('region', { name: 'History' }).getByRole('article').first();
      await expect(done.getByRole('heading')).toHaveText(title);
      await expect(done.locator('dl')).toHaveText(fields);
      await expect(done).toContainText(/Completed \d\d-\d\d-\d{4} .* by admin/);
    });

    test('an ambassador has no Sales History and no Checklist', async ({ page }) => {
      await openSignedIn(page, 'ambassador');
      await expect(sidebar(page).getByRole('link', { name: 'Payments' })).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'Sales History' })).toHaveCount(0);
      await expect(sidebar(page).getByRole('link', { name: 'Checklist' })).toHaveCount(0);
      for (const path of ['/admin/passes/history', '/admin/checklist']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/admin\/customers$/);
      }
    });

    test(`Spanish at ${PHONE_WIDTH} px: the three pages fit without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: PHONE_WIDTH, height: 640 });
      await openSignedIn(page, 'admin');
      await page.evaluate(() => localStorage.setItem('lang', 'es'));
      for (const [path, heading] of [
        ['/admin/passes/history', 'Historial de ventas'],
        ['/admin/payments', 'Pagos'],
        ['/admin/checklist', 'Lista de tareas'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        // Wait for the lists to arrive so their widths count.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectFitsPhoneWidth(page, `${path} width`);
      }
    });
  });
