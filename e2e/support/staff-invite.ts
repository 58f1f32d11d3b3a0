import { type Browser, expect, type Page } from '@playwright/test';
import { newestMail } from './outbox';

// An invited person's side of issue 33: the e-mailed link, the set-password page, the first sign-in.

export const GOOD_PASSWORD = 'amber tractor whistles softly';

/** The path and fragment of the newest set-password link e-mailed to `email`. */
export async function invitePath(email: string): Promise<string> {
  let mail: string | null = null;
  await expect
    .poll(() => (mail = newestMail(email, /set-password#token=/)), { message: `an invite to ${email}` })
    .not.toBeNull();
  const link = /https?:\/\/[^\s"<>]*?(\/login\/set-password#token=[A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  if (!link) throw new Error('the invite holds no set-password link');
  return link;
}

export type Words = {
  choose: string;
  newPassword: string;
  repeat: string;
  save: string;
  tooCommon: RegExp;
  saved: RegExp;
  logIn: string;
  username: string;
  password: string;
};

export const WORDS: Record<'en' | 'es', Words> = {
  en: {
    choose: 'Choose your password',
    newPassword: 'New password',
    repeat: 'Type it again',
    save: 'Save password',
    tooCommon: /on the lists attackers try first/,
    saved: /Your password is saved/,
    logIn: 'Log in',
    username: 'Username',
    password: 'Password',
  },
  es: {
    choose: 'Elija su contraseña',
    newPassword: 'Nueva contraseña',
    repeat: 'Escríbala de nuevo',
    save: 'Guardar contraseña',
    tooCommon: /en las listas que los atacantes prueban primero/,
    saved: /Su contraseña está guardada/,
    logIn: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
  },
};

/**
 * Opens the invite in a browser of the person's own, is refused a common password with the reason,
 * sets a good one and signs in with it. Answers the signed-in page.
 */
export async function acceptInvite(
  browser: Browser,
  input: {
    email: string;
    username: string;
    language: 'en' | 'es';
    viewport?: { width: number; height: number };
  },
): Promise<Page> {
  const words = WORDS[input.language];
  const context = await browser.newContext(input.viewport ? { viewport: input.viewport } : {});
  await context.addInitScript((language) => localStorage.setItem('lang', language), input.language);
  const page = await context.newPage();
  await page.goto(await invitePath(input.email));
  await expect(page.getByRole('heading', { name: words.choose })).toBeVisible();
  await page.getByLabel(words.newPassword).fill('password1234');
  await page.getByLabel(words.repeat).fill('password1234');
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('alert')).toContainText(words.tooCommon);
  await page.getByLabel(words.newPassword).fill(GOOD_PASSWORD);
  await page.getByLabel(words.repeat).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  await page.getByRole('link', { name: words.logIn }).click();
  await page.getByLabel(words.username).fill(input.username);
  await page.getByLabel(words.password).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: words.logIn }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
  return page;
}
