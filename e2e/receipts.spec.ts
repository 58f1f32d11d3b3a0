import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { expectNoAxeViolations } from './support/accessibility';
import { test } from './support/client-address';
import { buyPass, signIn } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought, withDatabase } from './support/signup-flow';

// Receipts (issue 34, docs/decisions/receipts-pdf.md) on a desktop in English: the owner opens the
// receipts list from the pass and downloads the purchase's PDF, whose text holds its amount, period
// and plate; axe passes.

test.afterAll(() => releaseWhatTheseTestsBought());

/** The purchase's period as the database keeps it, written as the receipt writes dates. */
function periodOf(email: string, locale: string) {
  const row = withDatabase((db) =>
    db
      .prepare(
        'select i.period_start as start, i.period_end as end from invoices i join customers c on c.id = i.customer_id where c.email = ?',
      )
      .get(email),
  ) as { start: string; end: string };
  const long = (day: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  return { start: long(row.start), end: long(row.end) };
}

async function downloadedText(page: Page, link: ReturnType<Page['getByRole']>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readFile((await download.path())!);
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
}

test('the owner lists the receipts and downloads the purchase as a PDF', async ({ page }) => {
  const who = await buyPass(page, false);
  await page.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await signIn(page, who);
  await page.getByRole('link', { name: 'Receipts: every payment, as a PDF' }).click();
  await expect(page.getByRole('heading', { name: 'Your receipts' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Payments of this pass' });
  const row = list.getByRole('listitem').first();
  await expect(row).toContainText(/Receipt INV-\d{6}/);
  const period = periodOf(who.email, 'en-US');
  await expect(row).toContainText(`Period: ${period.start} to ${period.end}`);
  const amount = (await row.textContent())?.match(/Amount: (\$[\d,]+\.\d{2})/)?.[1];
  expect(amount).toBeTruthy();
  await expectNoAxeViolations(page);

  const text = await downloadedText(
    page,
    row.getByRole('link', { name: /^Download receipt INV-\d{6} \(PDF\)$/ }),
  );
  expect(text).toContain(`${amount} USD`);
  expect(text).toContain(`Period: ${period.start} to ${period.end}`);
  expect(text).toContain(who.plate);
});
