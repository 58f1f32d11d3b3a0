import { expect, type Page } from '@playwright/test';
import { expectFitsPhoneWidth, PHONE_WIDTH } from './support/accessibility';
import { openSignedIn, staffApi } from './support/app';
import { test } from './support/client-address';
import { buyer, releaseWhatTheseTestsBought } from './support/signup-flow';

// The import check shows every problem of a row at once, wrapped in a column that is never cut off
// (issue 31, item 6): a row with a short phone, an e-mail another customer uses and a plate that has
// a live pass lists all three, on a 1366 px desktop in English and on a 320 px phone in Spanish.

const HEADER =
  'first_name,last_name,email,phone,language,plate,vehicle_type,make,model,year,color,plan,start_date,next_renewal_date,card_number';

const TEXT = {
  en: {
    paste: 'Or paste the CSV text',
    check: 'Check file',
    result: 'Check result',
    problems: [
      'Phone: at least 7 digits',
      'E-mail: another customer already uses this e-mail',
      'Plate: this plate already has an active pass',
    ],
  },
  es: {
    paste: 'O pegue el texto CSV',
    check: 'Revisar archivo',
    result: 'Resultado de la revisión',
    problems: [
      'Teléfono: al menos 7 dígitos',
      'Correo: otro cliente ya usa este correo',
      'Placa: esta placa ya tiene un pase activo',
    ],
  },
} as const;

test.afterAll(() => releaseWhatTheseTestsBought());

async function checkOneBadRow(page: Page, language: 'en' | 'es', width: number) {
  const L = TEXT[language];
  const onFile = buyer();
  const added = await staffApi<{ customer_id: number }>(page, 'ambassador', 'POST', '/clients', {
    first_name: 'Marta',
    last_name: 'Solís',
    email: onFile.email,
    phone: '619 555 0199',
    language,
    vehicle: { type: 'car', make: 'Kia', model: 'Rio', year: 2020, color: 'Red', plate: onFile.plate },
    plan_id: 1,
    start_date: '2026-01-01',
    next_renewal_date: '2099-01-01',
  });
  expect(added.status).toBe(201);

  await openSignedIn(page, 'ambassador');
  await page.evaluate((code) => localStorage.setItem('lang', code), language);
  await page.goto('/admin/customers/import');
  const row = `Rosa,Díaz,${onFile.email},12,${language},${onFile.plate},car,Nissan,Versa,2019,,1,2026-01-01,2099-01-01,`;
  await page.getByLabel(L.paste).fill([HEADER, row].join('\r\n'));
  await page.getByRole('button', { name: L.check }).click();

  const table = page.getByRole('table', { name: L.result });
  const problems = table.getByRole('row', { name: /Rosa/ }).getByRole('listitem');
  await expect(problems).toHaveText([...L.problems]);
  // Each problem fully on screen, as laid out (the table is not scrolled sideways).
  for (const problem of await problems.all()) {
    const box = await problem.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
}

test('the import check lists every problem of a row, wrapped, on a 1366 px desktop in English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await checkOneBadRow(page, 'en', 1366);
});

test('the import check lists every problem of a row on a 320 px phone in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
  await checkOneBadRow(page, 'es', PHONE_WIDTH);
  await expectFitsPhoneWidth(page, 'import check');
});
