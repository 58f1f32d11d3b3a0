import { type Browser, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectFitsPhoneWidth, expectNoAxeViolations } from './accessibility';
import { logInThroughForm, staffApi } from './app';
import { acceptInvite, GOOD_PASSWORD, invitePath, WORDS } from './staff-invite';

// Issue 33's stories, told in one language on one screen: e2e/staff-accounts.spec.ts tells them on a
// desktop in English, e2e/staff-accounts.mobile.spec.ts on a 390 px phone in Spanish.

export type Setting = { language: 'en' | 'es'; viewport?: { width: number; height: number } };

const run = () => Date.now().toString(36).slice(-6);
const plate = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}`;

/** The admin, signed in through the form, reading the staff area in the setting's language. */
export async function adminIn(page: Page, setting: Setting): Promise<void> {
  await logInThroughForm(page, 'admin');
  await page.evaluate((language) => localStorage.setItem('lang', language), setting.language);
}

async function check(page: Page, setting: Setting) {
  await expectNoAxeViolations(page);
  if (setting.viewport) await expectFitsPhoneWidth(page, 'page width', setting.viewport.width);
}

export async function invite(page: Page, setting: Setting, username: string, role: 'ambassador' | 'admin') {
  const words = WORDS[setting.language];
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: words.inviteButton }).click();
  const dialog = page.getByRole('dialog', { name: words.inviteButton });
  await dialog.getByLabel(words.inviteUsername).fill(username);
  await dialog.getByLabel(words.inviteEmail).fill(`${username}@staff.example`);
  await dialog.getByLabel(words.inviteRole).selectOption({ label: words.roles[role] });
  await dialog.getByRole('button', { name: words.sendInvite }).click();
  await expect(page.getByText(words.invited(username))).toBeVisible();
}

async function customerWithPass(page: Page, printed: string): Promise<number> {
  const added = await staffApi<{ customer_id: number }>(page, 'ambassador', 'POST', '/clients', {
    first_name: 'Record',
    last_name: 'Keeper',
    email: `${printed.toLowerCase()}@example.com`,
    phone: '619 555 0100',
    phone_dial: '+1',
    language: 'en',
    vehicle: { type: 'car', make: 'Honda', model: 'Fit', year: 2019, color: 'Blue', plate: printed },
    plan_id: 1,
    start_date: '2026-01-01',
    next_renewal_date: '2099-01-01',
  });
  expect(added.status).toBe(201);
  return added.body.customer_id;
}

/** An invited ambassador chooses a password, signs in, changes a plate: named on Activity and History. */
export async function invitedAmbassadorOnTheRecord(page: Page, browser: Browser, setting: Setting) {
  const words = WORDS[setting.language];
  const username = `amb-${run()}`;
  await adminIn(page, setting);
  await page.goto('/admin/staff');
  await check(page, setting);
  await invite(page, setting, username, 'ambassador');
  const sam = await acceptInvite(browser, { email: `${username}@staff.example`, username, ...setting });
  await expect(sam).toHaveURL(/\/admin\/customers$/);

  const before = plate('ST');
  const customer = await customerWithPass(page, before);
  const after = plate('SU');
  await sam.goto(`/admin/customers/${customer}`);
  await sam
    .getByRole('region', { name: new RegExp(before) })
    .getByRole('button', { name: words.changePlate })
    .click();
  const dialog = sam.getByRole('dialog', { name: words.changePlate });
  await dialog.getByLabel(words.newPlate).fill(after);
  await dialog.getByRole('button', { name: words.changePlate }).click();
  await expect(sam.getByText(words.plateChanged(before, after))).toBeVisible();

  await page.goto(`/admin/activity?person=${username}`);
  const activity = page.getByRole('table', { name: words.activity });
  await expect(activity.getByRole('row').filter({ hasText: words.plateChangedAction }).first()).toContainText(
    username,
  );
  await expect(activity).toContainText(after);
  await check(page, setting);
  await page.goto(`/admin/customers/${customer}`);
  await page.getByRole('button', { name: words.showHistory }).click();
  const history = page.getByRole('table', { name: words.history });
  await expect(history.getByRole('row').filter({ hasText: words.plateChangedAction })).toContainText(
    username,
  );
  await sam.context().close();
}

/** An invited admin must set up a second factor, then signs in with a code and once with a recovery code. */
export async function adminSecondFactor(page: Page, browser: Browser, setting: Setting) {
  const words = WORDS[setting.language];
  const username = `ops-${run()}`;
  await adminIn(page, setting);
  await invite(page, setting, username, 'admin');
  const ops = await acceptInvite(browser, { email: `${username}@staff.example`, username, ...setting });
  await expect(ops).toHaveURL(/\/admin\/account$/);
  await expect(ops.getByRole('heading', { name: words.finishSetup })).toBeVisible();
  await ops.goto('/admin/plans');
  await expect(ops).toHaveURL(/\/admin\/account$/);
  await ops.getByRole('button', { name: words.setUp }).click();
  await expect(ops.getByRole('img', { name: words.qr })).toBeVisible();
  await check(ops, setting);
  const key = ((await ops.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
  const codeAt = (offsetSteps: number) =>
    TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() + offsetSteps * 30_000 });
  await ops.getByLabel(words.codeField).fill(codeAt(0));
  await ops.getByRole('button', { name: words.confirmCode }).click();
  const codes = ops.getByRole('list', { name: words.recoveryCodes }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = ((await codes.nth(2).textContent()) ?? '').trim();
  await check(ops, setting);
  await ops.getByRole('button', { name: words.goToStaffArea }).click();
  await expect(ops).toHaveURL(/\/admin\/(checklist|dashboard)$/);

  const signIn = async (code: string) => {
    await ops.context().clearCookies();
    await ops.evaluate(() => localStorage.removeItem('staff-session'));
    await ops.goto('/login');
    await ops.getByLabel(words.username).fill(username);
    await ops.getByLabel(words.password).fill(GOOD_PASSWORD);
    await ops.getByRole('button', { name: words.logIn }).click();
    await ops.getByLabel(words.factorCode, { exact: true }).fill(code);
    await ops.getByRole('button', { name: words.continue }).click();
  };
  // The enrolment spent this step's code; the next step's is accepted (a phone a little ahead).
  await signIn(codeAt(1));
  await expect(ops).toHaveURL(/\/admin\/(checklist|dashboard)$/);
  await signIn(recovery);
  await expect(ops).toHaveURL(/\/admin\/(checklist|dashboard)$/);
  await signIn(recovery);
  await expect(ops.getByRole('alert')).toContainText(words.codeRefused);
  await check(ops, setting);
  await ops.context().close();
}

/** Disabling a person ends their open session on their next call. */
export async function disabledSessionEnds(page: Page, browser: Browser, setting: Setting) {
  const words = WORDS[setting.language];
  const username = `gone-${run()}`;
  await adminIn(page, setting);
  await invite(page, setting, username, 'ambassador');
  const sam = await acceptInvite(browser, { email: `${username}@staff.example`, username, ...setting });
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: words.disable(username) }).click();
  await page
    .getByRole('alertdialog', { name: words.disableTitle(username) })
    .getByRole('button', { name: words.disableConfirm })
    .click();
  await expect(page.getByText(words.disabled(username))).toBeVisible();
  await sam.goto('/admin/customers');
  await expect(sam).toHaveURL(/\/login$/);
  await expect(sam.getByText(words.sessionEnded)).toBeVisible();
  await sam.context().close();
}

/** The set-password page passes axe, and refuses its link once used. */
export async function usedLinkRefused(page: Page, browser: Browser, setting: Setting) {
  const words = WORDS[setting.language];
  const username = `once-${run()}`;
  await adminIn(page, setting);
  await invite(page, setting, username, 'ambassador');
  const path = await invitePath(`${username}@staff.example`);
  const context = await browser.newContext(setting.viewport ? { viewport: setting.viewport } : {});
  await context.addInitScript((language) => localStorage.setItem('lang', language), setting.language);
  const other = await context.newPage();
  await other.goto(path);
  await expect(other.getByRole('heading', { name: words.choose })).toBeVisible();
  await check(other, setting);
  const sam = await acceptInvite(browser, { email: `${username}@staff.example`, username, ...setting });
  await sam.context().close();
  await other.reload();
  await expect(other.getByRole('alert')).toContainText(words.linkUsed);
  await check(other, setting);
  await context.close();
}
