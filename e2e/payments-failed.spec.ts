import { expect, type Page } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { openSignedIn, staffApi } from './support/app';
import { test } from './support/client-address';
import { buyer, releaseWhatTheseTestsBought, withDatabase } from './support/signup-flow';

// Payments' Failed filter lists who is behind (issue 31, item 6): an autopay charge the bank refused
// shows with the customer, plate, amount, the reason in the staff member's language and the next
// attempt, and leads to the customer. The refused charge is arranged in the database, as the sandbox
// would record it (moving the shared test clock a month would expire every other spec's passes; the
// API's own tests run the real failure: api/src/resources/payments/failed-payments.test.ts).

test.afterAll(() => releaseWhatTheseTestsBought());

const TEXT = {
  en: {
    status: 'Status',
    failed: 'Failed',
    search: 'Search',
    table: 'Failed charges',
    note: /^Charges that failed and have not been paid since: who is behind\./,
    charge: 'Auto-Pay renewal',
    reason: 'Insufficient funds',
    view: (name: string) => `View ${name}`,
  },
  es: {
    status: 'Estado',
    failed: 'Fallido',
    search: 'Buscar',
    table: 'Cobros fallidos',
    note: /^Cobros que fallaron y no se han pagado desde entonces: quién está atrasado\./,
    charge: 'Renovación con pago automático',
    reason: 'Fondos insuficientes',
    view: (name: string) => `Ver a ${name}`,
  },
} as const;

/** A customer whose autopay renewal of $250.00 the bank refused yesterday, tried again in two days. */
async function customerBehind(page: Page) {
  const who = buyer();
  const added = await staffApi<{ customer_id: number; subscription_id: number }>(
    page,
    'ambassador',
    'POST',
    '/clients',
    {
      first_name: 'Marta',
      last_name: 'Solís',
      email: who.email,
      phone: '619 555 0199',
      vehicle: { type: 'car', make: 'Kia', model: 'Rio', year: 2020, color: 'Red', plate: who.plate },
      plan_id: 1,
      start_date: '2026-01-01',
      next_renewal_date: '2099-01-01',
    },
  );
  expect(added.status).toBe(201);
  const now = Date.now();
  withDatabase((db) =>
    db
      .prepare(
        `update subscriptions set autopay = 1, autopay_failed_at = ?, autopay_failed_cents = 25000,
           autopay_failure_reason = 'insufficient_funds', autopay_retry_at = ? where id = ?`,
      )
      .run(
        new Date(now - 86_400_000).toISOString(),
        new Date(now + 2 * 86_400_000).toISOString(),
        added.body.subscription_id,
      ),
  );
  return { ...who, customerId: added.body.customer_id };
}

for (const language of ['en', 'es'] as const) {
  const L = TEXT[language];
  const width = language === 'en' ? 1366 : PHONE_WIDTH;
  test(`Failed lists a customer whose autopay charge was refused (${language}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const behind = await customerBehind(page);
    await openSignedIn(page, 'ambassador');
    await page.evaluate((code) => localStorage.setItem('lang', code), language);
    await page.goto('/admin/payments');
    await page.getByLabel(L.status).selectOption({ label: L.failed });
    await page.getByRole('searchbox', { name: L.search }).fill(behind.plate);
    await expect(page.getByText(L.note)).toBeVisible();

    const table = page.getByRole('table', { name: L.table });
    const row = table.getByRole('row', { name: new RegExp(behind.plate) });
    await expect(row).toContainText('Marta Solís');
    await expect(row).toContainText(L.charge);
    await expect(row).toContainText('$250.00');
    await expect(row).toContainText(L.reason);
    const view = row.getByRole('link', { name: L.view('Marta Solís') });
    const box = await view.boundingBox();
    expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    if (width === PHONE_WIDTH) await expectFitsPhoneWidth(page, 'failed charges');
    await expectNoAxeViolations(page);

    await view.click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${behind.customerId}$`));
  });
}
