import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { test } from './support/client-address';
import { expectPlateNotice, feedRowsFor, freshPlate, weekAfterFirstAllowedDay } from './support/pass-plates';
import { buyPass, signIn } from './support/portal-sign-in';
import { releaseWhatTheseTestsBought } from './support/signup-flow';

// Several plates, one on site (issue 34, docs/decisions/pass-plates.md), on a desktop in English: the
// owner reaches their plates from the pass, adds a second plate and a temporary one, each on the
// gate's feed at once and e-mailed, and removes one again; axe passes at each step.

test.afterAll(() => releaseWhatTheseTestsBought());

test('the owner adds a second plate and a temporary one, is told by e-mail, and removes one', async ({
  page,
}) => {
  const who = await buyPass(page, false);
  await page.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await signIn(page, who);
  await page.getByRole('link', { name: 'Plates: add a second car or a rental' }).click();
  await expect(page.getByRole('heading', { name: 'Your plates' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Plates on this pass' });
  await expect(list).toContainText(who.plate);
  await expect(list).toContainText('Main plate');
  await expectNoAxeViolations(page);

  // A second car, from Baja California.
  const second = freshPlate('TWO');
  await page.getByRole('textbox', { name: 'Plate' }).fill(second.toLowerCase());
  await page.getByLabel('Issued in', { exact: true }).selectOption('MX-BCN');
  await page.getByRole('button', { name: 'Add plate' }).click();
  await expect(list.getByRole('button', { name: `Remove ${second}` })).toBeVisible();
  await expect(list).toContainText('Issued in Baja California');
  expect(feedRowsFor(second)).toBe(1);
  await expectPlateNotice(
    who.email,
    second,
    /A plate was added to your monthly pass.*Plate added:.*Baja California/,
  );

  // A rental for a week.
  const rental = freshPlate('RENT');
  await page.getByRole('textbox', { name: 'Plate' }).fill(rental);
  await page.getByLabel('Temporary plate (a rental or a loaner)').check();
  const lastDay = await weekAfterFirstAllowedDay(page, 'Last day');
  await page.getByLabel('Last day', { exact: true }).fill(lastDay);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add plate' }).click();
  await expect(list.getByRole('button', { name: `Remove ${rental}` })).toBeVisible();
  await expect(list).toContainText('Temporary');
  await expect(list).toContainText(/Last day: \w+ \d{1,2}, \d{4}/);
  expect(feedRowsFor(rental)).toBe(1);
  await expectPlateNotice(
    who.email,
    rental,
    /A plate was added to your monthly pass.*Last day \(temporary plate\)/,
  );
  await expect(page.getByText('Changes left this week: 5 of 7.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The second car is sold: removed, off the gate at once.
  await list.getByRole('button', { name: `Remove ${second}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Remove plate ${second}?`);
  await expectNoAxeViolations(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove plate' }).click();
  await expect(list).not.toContainText(second);
  expect(feedRowsFor(second)).toBe(2);
  await expectPlateNotice(who.email, second, /A plate was removed from your monthly pass/);

  await page.getByRole('link', { name: 'Back to your pass' }).click();
  await expect(page).toHaveURL(/\/payments\?/);
});
