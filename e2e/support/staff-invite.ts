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
  inviteButton: string;
  inviteUsername: RegExp;
  inviteEmail: RegExp;
  inviteRole: RegExp;
  roles: { ambassador: string; admin: string };
  sendInvite: string;
  invited: (username: string) => string;
  changePlate: string;
  newPlate: RegExp;
  plateChanged: (from: string, to: string) => RegExp;
  activity: string;
  plateChangedAction: string;
  showHistory: string;
  history: string;
  finishSetup: string;
  setUp: string;
  qr: RegExp;
  codeField: RegExp;
  confirmCode: string;
  recoveryCodes: string;
  goToStaffArea: string;
  factorCode: string;
  continue: string;
  codeRefused: string;
  disable: (username: string) => string;
  disableTitle: (username: string) => string;
  disableConfirm: string;
  disabled: (username: string) => string;
  sessionEnded: string;
  linkUsed: string;
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
    inviteButton: 'Invite a person',
    inviteUsername: /^Username/,
    inviteEmail: /^E-mail/,
    inviteRole: /^Role/,
    roles: { ambassador: 'Ambassador', admin: 'Admin' },
    sendInvite: 'Send invitation',
    invited: (username) => `Invitation e-mailed to ${username}.`,
    changePlate: 'Change plate',
    newPlate: /^New plate/,
    plateChanged: (from, to) => new RegExp(`Plate changed from ${from} to ${to}`),
    activity: 'Activity',
    plateChangedAction: 'Plate changed',
    showHistory: 'Show history',
    history: 'History of this customer',
    finishSetup: 'Finish setting up your account',
    setUp: 'Set up',
    qr: /QR code/,
    codeField: /^6-digit code/,
    confirmCode: 'Confirm code',
    recoveryCodes: 'Recovery codes',
    goToStaffArea: 'Go to the staff area',
    factorCode: 'Code',
    continue: 'Continue',
    codeRefused: 'That code is not right.',
    disable: (username) => `Disable ${username}`,
    disableTitle: (username) => `Disable ${username}?`,
    disableConfirm: 'Disable',
    disabled: (username) => `${username} is disabled and signed out everywhere.`,
    sessionEnded: 'Your session ended. Please log in again.',
    linkUsed: 'This link has expired or was already used.',
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
    inviteButton: 'Invitar a una persona',
    inviteUsername: /^Usuario/,
    inviteEmail: /^Correo electrónico/,
    inviteRole: /^Rol/,
    roles: { ambassador: 'Embajador', admin: 'Administrador' },
    sendInvite: 'Enviar invitación',
    invited: (username) => `Invitación enviada por correo a ${username}.`,
    changePlate: 'Cambiar placa',
    newPlate: /^Placa nueva/,
    plateChanged: (from, to) => new RegExp(`Placa cambiada de ${from} a ${to}`),
    activity: 'Actividad',
    plateChangedAction: 'Placa cambiada',
    showHistory: 'Mostrar historial',
    history: 'Historial de este cliente',
    finishSetup: 'Termine de configurar su cuenta',
    setUp: 'Configurar',
    qr: /Código QR/,
    codeField: /^Código de 6 dígitos/,
    confirmCode: 'Confirmar código',
    recoveryCodes: 'Códigos de recuperación',
    goToStaffArea: 'Ir al área del personal',
    factorCode: 'Código',
    continue: 'Continuar',
    codeRefused: 'Ese código no es correcto.',
    disable: (username) => `Desactivar a ${username}`,
    disableTitle: (username) => `¿Desactivar a ${username}?`,
    disableConfirm: 'Desactivar',
    disabled: (username) => `${username} está desactivado y su sesión se cerró en todas partes.`,
    sessionEnded: 'Su sesión terminó. Inicie sesión de nuevo.',
    linkUsed: 'Este enlace expiró o ya se usó.',
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
