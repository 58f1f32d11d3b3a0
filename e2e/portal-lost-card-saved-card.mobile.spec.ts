import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { staffApi } from './support/app';
import { test } from './support/client-address';
import { newestMail } from './support/outbox';
import { buyPass, signIn, subscriptionIdOf, type Who } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought, withDatabase } from './support/signup-flow';

// The lost-card fee paid with the card saved at signup (autopay, Visa 4242), as its customer does it on
// a 320 px phone in Spanish: the fee screen offers "Pagar $X con Visa •••• 4242" first, one tap pays the
// amount shown, the receipt arrives in Spanish; axe's WCAG 2.2 AA rules pass and nothing scrolls sideways.

test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });
test.afterAll(() => releaseWhatTheseTestsBought());

/** Staff add a card to the stock and give it to the pass, through the staff API. */
async function assignAccessCard(page: Parameters<typeof staffApi>[0], who: Who): Promise<string> {
  const code = String(Date.now()).slice(-9);
  const added = await staffApi(page, 'admin', 'POST', '/cards/bulk', { location_id: 1, cards: [code] });
  expect(added.ok).toBe(true);
  const stock = await staffApi<{ id: number }[]>(
    page,
    'ambassador',
    'GET',
    `/cards?status=unassigned&locationId=1&q=${code}`,
  );
  const assigned = await staffApi(page, 'ambassador', 'PATCH', `/subscriptions/${subscriptionIdOf(who)}`, {
    card_id: stock.body[0]?.id,
  });
  expect(assigned.ok).toBe(true);
  return code;
}

test('pays the lost-card fee with the saved card, in Spanish at 320 px', async ({ page }) => {
  const who = await buyPass(page, true);
  const code = await assignAccessCard(page, who);

  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`/lost-card?${new URLSearchParams(who).toString()}`);
  await signIn(page, who, 'es');
  await expect(page.getByRole('heading', { name: 'Cuota por tarjeta perdida' })).toBeVisible();
  const fee = await page.getByText(/^La tarjeta de reposición cuesta \$\d+\.\d{2}\./).textContent();
  const amount = fee?.match(/\$(\d+\.\d{2})/)?.[1] ?? '';
  const pay = page.getByRole('button', { name: `Pagar $${amount} con Visa •••• 4242` });
  await expect(pay).toBeVisible();
  await expect(page.getByRole('button', { name: 'Usar otra tarjeta' })).toBeVisible();
  await expectFitsPhoneWidth(page);
  await expectNoAxeViolations(page);

  await pay.click();
  await expect(page.getByText('Cuota pagada')).toBeVisible({ timeout: 60_000 });
  await expectFitsPhoneWidth(page);
  await expectNoAxeViolations(page);

  // The receipt, in Spanish, for the amount the button promised and the card it replaces.
  let receipt: string | null = null;
  await expect
    .poll(() => (receipt = newestMail(who.email, /Recibimos\s+la\s+cuota\s+por\s+tarjeta\s+perdida/)), {
      timeout: 15_000,
    })
    .not.toBeNull();
  expect(receipt).toContain(`$${amount}`);
  expect(receipt).toContain(code);
  // Its number, the card that paid and the way back to the Payments page.
  expect(receipt).toMatch(/Número de recibo: INV-\d{6}/);
  expect(receipt).toContain('Tarjeta: terminada en 4242');
  expect(receipt).toMatch(/Abrir la página de Pagos: http\S+\/payments/);
  // The one payment went through the saved card, once.
  const rows = withDatabase((db) =>
    (
      db.prepare(
        'select method, status, amount_cents from pass_payments where subscription_id = ?',
      ) as unknown as {
        all(...params: unknown[]): { method: string; status: string; amount_cents: number }[];
      }
    ).all(subscriptionIdOf(who)),
  );
  expect(rows).toEqual([
    { method: 'saved_card', status: 'paid', amount_cents: Math.round(Number(amount) * 100) },
  ]);
});
