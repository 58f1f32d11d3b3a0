import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { test } from './support/client-address';
import { newestMail } from './support/outbox';
import { buyPass, LABELS, requestCode, signInCode, type Who } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought } from './support/signup-flow';

// The portal sign-in (docs/decisions/portal-sign-in.md) on a 390 px phone in Spanish: the code read
// from the outbox signs in, the signed-in customer changes the card and turns autopay off and hears of
// both by e-mail; a second browser with only the e-mail and plate can change, pay and read nothing (every
// call answers it as it would a made-up pair); signing out everywhere ends that second browser's session too.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.afterAll(() => releaseWhatTheseTestsBought());

/** Seconds between two sign-in e-mails to one address (public-mail-guard). */
const MAIL_COOLDOWN_MS = 61_000;

async function spanishPhone(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => localStorage.setItem('lang', 'es'));
  return context.newPage();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel(LABELS.es.code).fill(code);
  await page.getByRole('button', { name: LABELS.es.signIn, exact: true }).click();
  await expect(page.getByText(/^Activo · quedan? \d+ días?$/)).toBeVisible();
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`/api/payments-public/${path}`, { data });
  return {
    status: response.status(),
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

test('sign in with the e-mailed code, change the card, turn autopay off; nobody else can', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const who: Who = await buyPass(page, true);

  // The customer's phone, in Spanish.
  const mine = await browser.newContext({ viewport: PHONE });
  const phone = await spanishPhone(mine);
  await phone.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await expect(phone.getByRole('button', { name: LABELS.es.send })).toBeVisible();
  await expect(phone.getByText(/Activo ·/)).toHaveCount(0);
  await requestCode(phone, who, 'es');
  const firstMailAt = Date.now();
  await expect(
    phone.getByText(
      /Enviamos un código de 6 dígitos y un enlace para iniciar sesión a e\*\*\*@example\.com\./,
    ),
  ).toBeVisible();
  await expect(
    phone.getByRole('checkbox', { name: 'Mantener la sesión iniciada en este dispositivo' }),
  ).toBeChecked();
  await expect(phone.getByRole('button', { name: /^Reenviar código en \d+ s$/ })).toBeDisabled();

  // The new step is accessible and fits a 320 px phone, in Spanish and in English (a reload keeps it).
  await phone.setViewportSize({ width: PHONE_WIDTH, height: 640 });
  await expectFitsPhoneWidth(phone, 'code step, es');
  await expectNoAxeViolations(phone);
  await phone.addInitScript(() => localStorage.setItem('lang', 'en'));
  await phone.reload();
  await expect(phone.getByRole('heading', { name: LABELS.en.check })).toBeVisible();
  await expectFitsPhoneWidth(phone, 'code step, en');
  await expectNoAxeViolations(phone);
  await phone.addInitScript(() => localStorage.setItem('lang', 'es'));
  await phone.reload();
  await expect(phone.getByRole('heading', { name: LABELS.es.check })).toBeVisible();
  await phone.setViewportSize(PHONE);

  await enterCode(phone, await signInCode(who.email));

  // Change the card: the form right away (no second code), the sandbox's test card.
  await phone.getByRole('link', { name: 'Administrar mi tarjeta' }).click();
  await expect(phone).toHaveURL(/\/change-card\?/);
  await phone.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await phone.getByLabel('Fecha de vencimiento').fill('1230');
  await phone.getByLabel('Código de seguridad (CVC)').fill('123');
  await phone.getByLabel('Código postal').fill('92173');
  await phone.getByRole('button', { name: 'Guardar la tarjeta nueva' }).click();
  await expect(phone.getByText('Tarjeta cambiada')).toBeVisible({ timeout: 30_000 });

  // Back on the dashboard, still signed in, no lookup: turn autopay off.
  await phone.getByRole('link', { name: 'Volver a Pagos' }).click();
  await expect(phone.getByText(/^Activo · quedan? \d+ días?$/)).toBeVisible();
  await phone.getByRole('button', { name: 'Desactivar el pago automático' }).click();
  await phone.getByRole('alertdialog').getByRole('button', { name: 'Desactivar el pago automático' }).click();
  await expect(
    phone.getByText('El pago automático está desactivado.', { exact: true }).first(),
  ).toBeVisible();

  // The owner hears of both changes.
  await expect
    .poll(() =>
      Boolean(
        newestMail(
          who.email,
          /A new card was saved for your monthly pass|Se guard. una tarjeta nueva para su pase/,
        ),
      ),
    )
    .toBe(true);
  await expect
    .poll(() =>
      Boolean(
        newestMail(who.email, /Autopay was turned off\. Your pass|Se desactiv. el pago autom.tico\. Su pase/),
      ),
    )
    .toBe(true);

  // Another browser that knows only the e-mail and plate.
  const theirs = await browser.newContext({ viewport: PHONE });
  const stranger = await spanishPhone(theirs);
  await stranger.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await expect(stranger.getByRole('button', { name: LABELS.es.send })).toBeVisible();
  await expect(stranger.getByText(/Activo ·/)).toHaveCount(0);
  await stranger.goto(`/change-card?${new URLSearchParams(who).toString()}`);
  await expect(stranger.getByRole('button', { name: LABELS.es.send })).toBeVisible();
  await expect(stranger.getByLabel('Número de tarjeta')).toHaveCount(0);
  // The renewal page too: the sign-in first, no amount, no period (they would say when the pass renews).
  await stranger.goto(`/renew?${new URLSearchParams(who).toString()}`);
  await expect(stranger.getByRole('button', { name: LABELS.es.send })).toBeVisible();
  await expect(stranger.getByText(/^Inicie sesión para renovar/)).toBeVisible();
  await expect(stranger.getByText(/^Total:/)).toHaveCount(0);
  for (const [path, data] of [
    ['toggle-autopay', { ...who, enable: true, consent_text: 'x', language: 'es' }],
    ['portal', { ...who, language: 'es' }],
    ['lost-card', { ...who, language: 'es' }],
    ['renew', { ...who, language: 'es' }],
  ] as const) {
    const answer = await post(theirs.request, path, data);
    expect(answer, path).toMatchObject({ status: 401, body: { code: 'sign_in_required' } });
  }
  // Every read answers as it would for a made-up pair: sign in first, nothing about the pass.
  for (const path of ['lookup', 'subscription', 'customer-info', 'renew']) {
    const read = await theirs.request.get(
      `/api/payments-public/${path}?${new URLSearchParams(who).toString()}`,
    );
    const text = await read.text();
    expect(read.status(), path).toBe(401);
    expect(JSON.parse(text), path).toMatchObject({ code: 'sign_in_required' });
    expect(text).not.toContain('Lucía');
    expect(text).not.toContain(who.plate);
  }

  // The second browser signs in too (after the per-address e-mail cooldown) ...
  await stranger.goto('/payments');
  await stranger.waitForTimeout(Math.max(0, firstMailAt + MAIL_COOLDOWN_MS - Date.now()));
  const firstCode = await signInCode(who.email);
  await requestCode(stranger, who, 'es');
  await enterCode(stranger, await signInCode(who.email, [firstCode]));

  // ... and "sign out everywhere" on the customer's phone ends it.
  await phone.getByRole('button', { name: 'Cerrar sesión en todos lados' }).click();
  const dialog = phone.getByRole('alertdialog');
  await expect(dialog).toContainText(who.email);
  await dialog.getByRole('button', { name: 'Cerrar sesión en todos lados' }).click();
  await expect(phone.getByText('Cerró la sesión en todos sus dispositivos.')).toBeVisible();

  const late = await post(theirs.request, 'toggle-autopay', {
    ...who,
    enable: true,
    consent_text: 'x',
    language: 'es',
  });
  expect(late).toMatchObject({ status: 401, body: { code: 'sign_in_required' } });
  await stranger.getByRole('button', { name: 'Activar el pago automático', exact: true }).click();
  await stranger.getByRole('alertdialog').getByRole('button', { name: 'Acepto, activarlo' }).click();
  await expect(stranger.getByText('Vuelva a iniciar sesión, por favor.')).toBeVisible();
  await expect(stranger.getByRole('button', { name: LABELS.es.send })).toBeVisible();

  await mine.close();
  await theirs.close();
});
