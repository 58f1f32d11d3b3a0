import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { extractText } from 'unpdf';
import { expectFitsPhoneWidth, expectNoAxeViolations } from './support/accessibility';
import { test } from './support/client-address';
import { buyPass, signIn } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought, withDatabase } from './support/signup-flow';

// Receipts (issue 34) on a 390 px phone in Spanish: the owner opens /receipts, downloads the purchase's
// PDF in Spanish, and its text holds the amount, the period and the plate; nothing scrolls sideways.

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 780 } });
test.afterAll(() => releaseWhatTheseTestsBought());

test('en español, el dueño descarga el recibo en PDF con importe, periodo y placa', async ({ page }) => {
  const who = await buyPass(page, true);
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await signIn(page, who, 'es');
  await page.getByRole('link', { name: 'Recibos: cada pago, en PDF' }).click();
  await expect(page.getByRole('heading', { name: 'Sus recibos' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Pagos de este pase' }).getByRole('listitem').first();
  await expect(row).toContainText(/Recibo INV-\d{6}/);
  const amount = (await row.textContent())?.match(/Importe: (\$[\d,]+\.\d{2})/)?.[1];
  expect(amount).toBeTruthy();
  await expectFitsPhoneWidth(page, 'page width', WIDTH);
  await expectNoAxeViolations(page);

  const kept = withDatabase((db) =>
    db
      .prepare(
        'select i.period_start as start, i.period_end as end from invoices i join customers c on c.id = i.customer_id where c.email = ?',
      )
      .get(who.email),
  ) as { start: string; end: string };
  const long = (day: string) =>
    new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: /^Descargar recibo INV-\d{6} \(PDF\)$/ }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  const text = (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
  expect(text).toContain('Recibo INV-');
  expect(text).toContain(`${amount} USD`);
  expect(text).toContain(`Periodo: del ${long(kept.start)} al ${long(kept.end)}`);
  expect(text).toContain(who.plate);
});
