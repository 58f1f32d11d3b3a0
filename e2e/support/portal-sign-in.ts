import { expect, type Page } from '@playwright/test';
import { newestMail } from './outbox';
import {
  acceptTerms,
  buyer,
  CARDS,
  chooseOneTime,
  fillCard,
  payButton,
  reachCheckout,
  withDatabase,
} from './signup-flow';

// Signing in to the portal as a customer does (docs/decisions/portal-sign-in.md): e-mail + plate,
// then the 6-digit code read from the outbox. Shared by the portal specs.

export type Who = { email: string; plate: string };

/** A fresh customer (public e-mail is capped per recipient) with a pass bought through signup. */
export async function buyPass(page: Page, autopay: boolean): Promise<Who> {
  const who = buyer();
  await reachCheckout(page, who);
  if (!autopay) await chooseOneTime(page);
  await fillCard(page, CARDS.visa);
  await acceptTerms(page, autopay);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/success\?/);
  await expect(page.getByTestId('pass-plate')).toHaveText(who.plate);
  return who;
}

// The body's first sentence holds the code, in either language.
// Whitespace may be a line break: the plain-text part wraps long Spanish sentences.
const SIGN_IN_MAIL =
  /(?:sign\s+in\s+to\s+the\s+Payments\s+page\s+is|iniciar\s+sesión\s+en\s+la\s+página\s+de\s+Pagos\s+es)\s+(\d{6})\./;

/** The code of the newest sign-in e-mail to `email` that is not one of `seen`. */
export async function signInCode(email: string, seen: string[] = []): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        code = newestMail(email, SIGN_IN_MAIL)?.match(SIGN_IN_MAIL)?.[1] ?? '';
        return seen.includes(code) ? '' : code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

export const LABELS = {
  en: {
    email: /^E-mail/,
    plate: /^License plate/,
    send: 'Send me a code',
    check: 'Check your e-mail',
    code: /^6-digit code/,
    signIn: 'Sign in',
  },
  es: {
    email: /^Correo electrónico/,
    plate: /^Placa/,
    send: 'Enviarme un código',
    check: 'Revise su correo',
    code: /^Código de 6 dígitos/,
    signIn: 'Iniciar sesión',
  },
} as const;

/** From the sign-in form on the current page to the e-mailed code's step. */
export async function requestCode(page: Page, who: Who, language: 'en' | 'es' = 'en') {
  const labels = LABELS[language];
  // /payments shows an inlined first view of this form until the portal's script replaces it. A fill
  // that straddles the swap types into the new field after the e-mail the page was opened with.
  await expect(page.getByLabel(labels.email)).not.toHaveAttribute('id', /^first-view-/);
  await page.getByLabel(labels.email).fill(who.email);
  await page.getByLabel(labels.plate).fill(who.plate);
  await page.getByRole('button', { name: labels.send }).click();
  await expect(page.getByRole('heading', { name: labels.check })).toBeVisible();
}

/** The whole sign-in on the current page: e-mail + plate, then the code from the outbox. */
export async function signIn(page: Page, who: Who, language: 'en' | 'es' = 'en') {
  await requestCode(page, who, language);
  const code = await signInCode(who.email);
  await page.getByLabel(LABELS[language].code).fill(code);
  await page.getByRole('button', { name: LABELS[language].signIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: LABELS[language].check })).toBeHidden();
}

/** The pass's subscription row id, read from the database as staff screens would show it. */
export function subscriptionIdOf(who: Who): number {
  return withDatabase((db) => {
    const row = (
      db.prepare(
        `select s.id from subscriptions s join customers c on c.id = s.customer_id
         join vehicles v on v.id = s.vehicle_id where c.email = ? and v.plate = ?`,
      ) as unknown as { get(...params: unknown[]): { id: number } | undefined }
    ).get(who.email, who.plate);
    if (!row) throw new Error(`no subscription for ${who.plate}`);
    return row.id;
  });
}
