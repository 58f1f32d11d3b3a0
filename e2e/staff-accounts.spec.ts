import { type Browser, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from './support/accessibility';
import { logInThroughForm, staffApi } from './support/app';
import { test } from './support/client-address';
import { acceptInvite, GOOD_PASSWORD, invitePath } from './support/staff-invite';

// Issue 33 on a desktop, in English: people are invited and sign in as themselves, a second factor
// guards the admin's sign-in, disabling someone ends their session at once, and everything they do
// is on the record under their own name.

const run = () => Date.now().toString(36).slice(-6);
const plate = () => `ST${Date.now().toString(36).slice(-5).toUpperCase()}`;

async function invite(page: Page, username: string, role: 'Ambassador' | 'Admin' | 'Manager') {
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Invite a person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a person' });
  await dialog.getByLabel(/^Username/).fill(username);
  await dialog.getByLabel(/^E-mail/).fill(`${username}@staff.example`);
  await dialog.getByLabel(/^Role/).selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation e-mailed to ${username}.`)).toBeVisible();
}

async function customerWithPass(page: Page, platePrinted: string): Promise<number> {
  const added = await staffApi<{ customer_id: number }>(page, 'ambassador', 'POST', '/clients', {
    first_name: 'Record',
    last_name: 'Keeper',
    email: `${platePrinted.toLowerCase()}@example.com`,
    phone: '619 555 0100',
    phone_dial: '+1',
    language: 'en',
    vehicle: { type: 'car', make: 'Honda', model: 'Fit', year: 2019, color: 'Blue', plate: platePrinted },
    plan_id: 1,
    start_date: '2026-01-01',
    next_renewal_date: '2099-01-01',
  });
  expect(added.status).toBe(201);
  return added.body.customer_id;
}

/** The invited person's page, signed in after choosing their password. */
async function newAmbassador(browser: Browser, page: Page, username: string) {
  await invite(page, username, 'Ambassador');
  return acceptInvite(browser, { email: `${username}@staff.example`, username, language: 'en' });
}

test.describe('staff accounts', () => {
  test('an invited ambassador chooses a password, signs in and is named on the record', async ({
    page,
    browser,
  }) => {
    const username = `amb-${run()}`;
    await logInThroughForm(page, 'admin');
    await page.goto('/admin/staff');
    await expectNoAxeViolations(page);
    const sam = await newAmbassador(browser, page, username);
    await expect(sam).toHaveURL(/\/admin\/customers$/);

    // A change made as themselves...
    const before = plate();
    const customer = await customerWithPass(page, before);
    const after = plate().replace(/^ST/, 'SU');
    await sam.goto(`/admin/customers/${customer}`);
    await sam
      .getByRole('region', { name: new RegExp(before) })
      .getByRole('button', { name: 'Change plate' })
      .click();
    const dialog = sam.getByRole('dialog', { name: 'Change plate' });
    await dialog.getByLabel(/^New plate/).fill(after);
    await dialog.getByRole('button', { name: 'Change plate' }).click();
    await expect(sam.getByText(new RegExp(`Plate changed from ${before} to ${after}`))).toBeVisible();

    // ...shows under their name in Activity and on the customer's history.
    await page.goto(`/admin/activity?person=${username}`);
    const activity = page.getByRole('table', { name: 'Activity' });
    await expect(activity.getByRole('row').filter({ hasText: 'Plate changed' }).first()).toContainText(
      username,
    );
    await expect(activity).toContainText(after);
    await expectNoAxeViolations(page);
    await page.goto(`/admin/customers/${customer}`);
    await page.getByRole('button', { name: 'Show history' }).click();
    const history = page.getByRole('table', { name: 'History of this customer' });
    await expect(history.getByRole('row').filter({ hasText: 'Plate changed' })).toContainText(username);
    await sam.context().close();
  });

  test('an admin sets up a second factor and signs in with a code, then once with a recovery code', async ({
    page,
    browser,
  }) => {
    const username = `ops-${run()}`;
    await logInThroughForm(page, 'admin');
    await invite(page, username, 'Admin');
    const ops = await acceptInvite(browser, { email: `${username}@staff.example`, username, language: 'en' });
    // An admin owes a second factor before anything else opens.
    await expect(ops).toHaveURL(/\/admin\/account$/);
    await expect(ops.getByRole('heading', { name: 'Finish setting up your account' })).toBeVisible();
    await ops.goto('/admin/plans');
    await expect(ops).toHaveURL(/\/admin\/account$/);
    await ops.getByRole('button', { name: 'Set up' }).click();
    await expect(ops.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoAxeViolations(ops);
    const key = ((await ops.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
    const codeAt = (offsetSteps: number) =>
      TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() + offsetSteps * 30_000 });
    await ops.getByLabel(/^6-digit code/).fill(codeAt(0));
    await ops.getByRole('button', { name: 'Confirm code' }).click();
    const codes = ops.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = ((await codes.nth(2).textContent()) ?? '').trim();
    await ops.getByRole('button', { name: 'Go to the staff area' }).click();
    await expect(ops).toHaveURL(/\/admin\/(checklist|dashboard)$/);

    const signIn = async (code: string) => {
      await ops.context().clearCookies();
      await ops.evaluate(() => localStorage.removeItem('staff-session'));
      await ops.goto('/login');
      await ops.getByLabel('Username').fill(username);
      await ops.getByLabel('Password').fill(GOOD_PASSWORD);
      await ops.getByRole('button', { name: 'Log in' }).click();
      await ops.getByLabel('Code', { exact: true }).fill(code);
      await ops.getByRole('button', { name: 'Continue' }).click();
    };
    // The enrolment spent this step's code; the next step's is accepted (a phone a little ahead).
    await signIn(codeAt(1));
    await expect(ops).toHaveURL(/\/admin\/(checklist|dashboard)$/);
    await signIn(recovery);
    await expect(ops).toHaveURL(/\/admin\/(checklist|dashboard)$/);
    await signIn(recovery);
    await expect(ops.getByRole('alert')).toContainText('That code is not right.');
    await ops.context().close();
  });

  test('disabling a person ends their open session on their next call', async ({ page, browser }) => {
    const username = `gone-${run()}`;
    await logInThroughForm(page, 'admin');
    const sam = await newAmbassador(browser, page, username);
    await page.goto('/admin/staff');
    await page.getByRole('button', { name: `Disable ${username}` }).click();
    await page
      .getByRole('alertdialog', { name: `Disable ${username}?` })
      .getByRole('button', { name: 'Disable' })
      .click();
    await expect(page.getByText(`${username} is disabled and signed out everywhere.`)).toBeVisible();
    await sam.goto('/admin/customers');
    await expect(sam).toHaveURL(/\/login$/);
    await expect(sam.getByText('Your session ended. Please log in again.')).toBeVisible();
    await sam.context().close();
  });

  test('the set-password page passes axe, and refuses its link once used', async ({ page, browser }) => {
    const username = `once-${run()}`;
    await logInThroughForm(page, 'admin');
    await invite(page, username, 'Ambassador');
    const path = await invitePath(`${username}@staff.example`);
    const other = await (await browser.newContext()).newPage();
    await other.goto(path);
    await expect(other.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await expectNoAxeViolations(other);
    const sam = await acceptInvite(browser, { email: `${username}@staff.example`, username, language: 'en' });
    await sam.context().close();
    await other.reload();
    await expect(other.getByRole('alert')).toContainText('This link has expired or was already used.');
    await expectNoAxeViolations(other);
    await other.context().close();
  });
});
