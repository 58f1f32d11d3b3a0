import { expect, type Page } from '@playwright/test';
import { newestMail } from './outbox';
import type { Who } from './portal-sign-in';
import { acceptTerms, buyer, fillCard, payButton, reachCheckout } from './signup-flow';

// The sandbox's card that expires at the end of the sandbox clock's current month (test-cards.ts).
export const EXPIRING_CARD = '4000000000003030';

/** An autopay pass bought through signup with the soon-expiring card. */
export async function buyWithExpiringCard(page: Page): Promise<Who> {
  const who = buyer();
  await reachCheckout(page, who);
  await fillCard(page, EXPIRING_CARD);
  await acceptTerms(page, true);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/success\?/);
  await expect(page.getByTestId('pass-plate')).toHaveText(who.plate);
  return who;
}

// The body's first sentence, in either language (the subject is an encoded header). Whitespace may be
// a line break: the plain-text part wraps long sentences.
const CARD_EXPIRY_MAIL =
  /Autopay\s+charges\s+your\s+Visa\s+card\s+ending\s+in\s+3030|El\s+pago\s+automático\s+se\s+cobra\s+a\s+su\s+tarjeta\s+Visa\s+terminada\s+en\s+3030/;

/**
 * The card expiry e-mail: the daily check ran before this pass was bought, so the sandbox clock moves
 * a day, which wakes the scheduler: the app sends what fell due at once.
 */
export async function expectCardExpiryMail(page: Page, who: Who): Promise<string> {
  const moved = await page.request.post('/api/sandbox/advance-clock', { data: { days: 1, hours: 0 } });
  expect(moved.ok()).toBe(true);
  let mail = '';
  await expect
    .poll(
      () => {
        mail = newestMail(who.email, CARD_EXPIRY_MAIL) ?? '';
        return mail;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toMatch(CARD_EXPIRY_MAIL);
  expect(mail).toMatch(/\/change-card\?\S*plate=/);
  return mail;
}

const SWITCH = {
  en: {
    off: 'Turn autopay off',
    on: 'Turn autopay on',
    agree: 'I agree, turn it on',
    noCharge: /No automatic charge: pay by \w+ \d{1,2}, \d{4} to keep your pass\./,
    chargesTitle: 'Nothing is charged now. Your next charges:',
    next: (line: string) => `Next charge: ${line}.`,
  },
  es: {
    off: 'Desactivar el pago automático',
    on: 'Activar el pago automático',
    agree: 'Acepto, activarlo',
    noCharge: /Sin cobro automático: pague a más tardar el \d{1,2} de \w+ de \d{4} para conservar su pase\./,
    chargesTitle: 'No se cobra nada ahora. Sus próximos cobros:',
    next: (line: string) => `Próximo cobro: ${line}.`,
  },
} as const;

/**
 * Autopay off (previewing no automatic charge and the day to pay by), then on again (previewing the
 * next three charges); the dashboard's next charge is then the preview's first.
 */
export async function switchOffAndOn(page: Page, language: 'en' | 'es', check: () => Promise<void>) {
  const words = SWITCH[language];
  await page.getByRole('button', { name: words.off, exact: true }).click();
  const offDialog = page.getByRole('alertdialog');
  await expect(offDialog).toContainText(words.noCharge);
  await check();
  await offDialog.getByRole('button', { name: words.off }).click();
  await expect(offDialog).toBeHidden();

  await page.getByRole('button', { name: words.on, exact: true }).click();
  const onDialog = page.getByRole('alertdialog');
  await expect(onDialog).toContainText(words.chargesTitle);
  const charges = onDialog.getByRole('listitem');
  await expect(charges).toHaveCount(3);
  const first = (await charges.first().textContent()) ?? '';
  await check();
  await onDialog.getByRole('button', { name: words.agree }).click();
  await expect(onDialog).toBeHidden();
  await expect(page.getByText(words.next(first), { exact: true })).toBeVisible();
}
