import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations } from './support/accessibility';
import { openSignedIn, staffApi } from './support/app';
import { test } from './support/client-address';
import {
  acceptTerms,
  buyer,
  CARDS,
  chooseOneTime,
  fillCard,
  payButton,
  reachCheckout,
  releaseWhatTheseTestsBought,
} from './support/signup-flow';
import { customerWithPass } from './support/waitlist-story';

// Issue 33, two people for big money: a $400 refund asked by an ambassador (desktop, English) waits on
// the checklist and nothing is refunded; an admin approves it (a 390 px phone, Spanish) and only then
// is the customer refunded, exactly $400.

type Plan = { id: number; name: string; price_cents: number } & Record<string, unknown>;

test.afterAll(() => releaseWhatTheseTestsBought());

test('a $400 refund by an ambassador waits for approval and happens on approval', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The monthly pass costs $400 for this purchase only.
  const plans = await staffApi<Plan[]>(page, 'admin', 'GET', '/plans?scope=all');
  const monthly = plans.body.find((plan) => plan.id === 1);
  if (!monthly) throw new Error('the seeded monthly plan is missing');
  const { id, created_at, updated_at, ...editable } = monthly;
  const setPrice = (cents: number) =>
    staffApi(page, 'admin', 'PUT', `/plans/${id}`, { ...editable, price_cents: cents });
  const who = buyer();
  try {
    expect((await setPrice(40_000)).ok).toBe(true);
    await reachCheckout(page, who);
    await chooseOneTime(page);
    await fillCard(page, CARDS.visa);
    await acceptTerms(page, false);
    await expect(payButton(page)).toHaveText(/\$400\.00/);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/success\?/);
  } finally {
    await setPrice(monthly.price_cents);
  }

  await openSignedIn(page, 'ambassador', `/admin/customers/${customerWithPass(who.plate)}`);
  const pass = page.getByRole('region', { name: new RegExp(who.plate) });
  await pass.getByRole('button', { name: 'Refund and cancel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Refund and cancel?' });
  await expect(dialog).toContainText('$400.00');
  await dialog.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByText(/^Sent for approval/)).toBeVisible();
  await expect(pass.getByText(/Refund of \$400\.00 waiting for approval/)).toBeVisible();
  await page.reload();
  await expect(pass.getByRole('table', { name: 'Invoices' })).not.toContainText('Refunded');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await phone.newPage();
  await openSignedIn(admin, 'admin');
  await admin.evaluate(() => localStorage.setItem('lang', 'es'));
  await admin.goto('/admin/checklist');
  const waiting = admin.getByRole('region', { name: 'Reembolsos en espera de aprobación' });
  await expect(waiting).toContainText('$400.00');
  await expectNoAxeViolations(admin);
  await expectFitsPhoneWidth(admin, 'checklist', 390);
  await waiting.getByRole('button', { name: /^Aprobar el reembolso de \$400\.00/ }).click();
  await admin
    .getByRole('alertdialog', { name: '¿Aprobar este reembolso?' })
    .getByRole('button', { name: 'Aprobar' })
    .click();
  await expect(admin.getByText('Reembolso aprobado: se reembolsaron $400.00')).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(pass.getByRole('table', { name: 'Invoices' })).toContainText('Refunded');
  await expect(pass.getByText('Refunded', { exact: true }).first()).toBeVisible();
});
