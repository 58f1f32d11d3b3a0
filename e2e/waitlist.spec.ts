import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { openSignedIn, staffApi } from './support/app';
import { test } from './support/client-address';
import {
  acceptTerms,
  buyer,
  CARDS,
  chooseOneTime,
  fillCard,
  fillTheGarage,
  openSlots,
  payButton,
  reachCheckout,
  releaseWhatTheseTestsBought,
  setOnlineSpaces,
} from './support/signup-flow';
import { signInBrowser } from './support/staff-accounts';
import {
  customerWithPass,
  mailedLink,
  personContext,
  type Run,
  staffCall,
  WORDS,
} from './support/waitlist-story';

// The waitlist runs itself, as a visitor and the staff see it: the garage is full; a visitor joins,
// confirms through the e-mailed link and is first in line; staff cancel a pass; the visitor gets the
// offer e-mail and buys the held space, which the landing never showed as free. A second offer
// lapses (the clock moved past the offer hours) and passes to the next person. With no space free,
// staff are not offered "Send next offer now" and are told why.

type Person = { email: string; plate: string };
type Inventory = { online_sales_spaces: number; availables: number };
type StaffList = {
  entries: { id: number; email: string; status: string }[];
  stats: { offerHours: number };
};

test.describe.configure({ mode: 'serial' });

/** A pass bought as any visitor does (the set-up: the pass staff will cancel). */
async function buyPass(page: Page, who: Person) {
  await reachCheckout(page, who);
  await chooseOneTime(page);
  await fillCard(page, CARDS.visa);
  await acceptTerms(page, false);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/success\?/);
}

/** The visitor joins from the full landing, then confirms through the e-mailed link. */
async function joinAndConfirm(page: Page, run: Run, who: Person, position: number) {
  const w = WORDS[run.language];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: w.waitlistTitle })).toBeVisible();
  const form = page.getByRole('form', { name: w.waitlistForm });
  await form.getByLabel(w.email).fill(who.email);
  const robot = form.getByRole('checkbox', { name: w.robot });
  await robot.check();
  // The pass the join needs exists once the check is verified.
  await expect(form.getByText(w.verified)).toBeVisible();
  await form.getByRole('button', { name: w.join }).click();
  await expect(page.getByText(w.joined)).toBeVisible();

  const link = await mailedLink(who.email, /\/waitlist\?token=/, /waitlist\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: w.statusTitle })).toBeVisible();
  await page.getByRole('button', { name: w.confirm }).click();
  await expect(page.getByText(w.position(position))).toBeVisible();
  await expect(page.getByText(w.howOffers)).toBeVisible();
  await expect(page.getByRole('button', { name: w.leave })).toBeVisible();
}

/** The wizard, opened by the offer link with the e-mail filled in, then the checkout. */
async function buyHeldSpace(page: Page, run: Run, who: Person) {
  const w = WORDS[run.language];
  const form = page.getByRole('form', { name: w.wizardForm });
  await expect(form.getByLabel(w.email).first()).toHaveValue(who.email);
  await form.getByLabel(w.firstName).fill('Lucía');
  await form.getByLabel(w.phoneDial).selectOption('+52');
  await form.getByLabel(w.phone).fill('664 123 4567');
  await expect(form.getByLabel(w.confirmEmail)).toHaveValue(who.email);
  await form.getByRole('button', { name: w.next }).click();

  await expect(page.getByRole('heading', { level: 3, name: w.step2 })).toBeVisible();
  await form.getByRole('radio', { name: w.car }).check();
  await form.getByRole('combobox', { name: w.make }).fill('Niss');
  await page.getByRole('option', { name: 'Nissan' }).click();
  await form.getByRole('combobox', { name: w.model }).fill('Vers');
  await page.getByRole('option', { name: 'Versa' }).click();
  await form.getByLabel(w.year).selectOption('2021');
  await form.getByRole('combobox', { name: w.color }).fill(w.gray.slice(0, 3));
  await page.getByRole('option', { name: w.gray }).click();
  await form.getByLabel(w.plate).fill(who.plate);
  await form.getByRole('button', { name: w.next }).click();

  await expect(page.getByRole('heading', { level: 3, name: w.step3 })).toBeVisible();
  await form.getByLabel(w.address).fill('100 Border Plaza');
  await form.getByLabel(w.city).fill('San Ysidro');
  await form.getByRole('combobox', { name: w.state }).fill('Califo');
  await page.getByRole('option', { name: /^California/ }).click();
  await form.getByLabel(w.zip).fill('92173');
  const robot = form.getByRole('checkbox', { name: w.robot });
  if (await robot.isVisible()) {
    await robot.check();
    await expect(robot).toBeEnabled();
  }
  await form.getByRole('button', { name: w.next }).click();
  await expect(page.getByRole('heading', { level: 3, name: w.step4 })).toBeVisible();
  await page.getByRole('button', { name: w.toPayment }).click();

  await expect(page.getByRole('heading', { level: 1, name: w.checkout })).toBeVisible();
  await page.getByRole('radio', { name: w.payOnce }).check();
  await page.getByLabel(w.cardNumber).fill(CARDS.visa);
  await page.getByLabel(w.expiry).fill('1230');
  await page.getByLabel(w.cvc).fill('123');
  await page.getByLabel(w.cardZip).fill('92173');
  await page.getByRole('checkbox', { name: w.terms }).check();
  await page.getByRole('button', { name: w.pay }).click();
  await expect(page).toHaveURL(/\/success\?/, { timeout: 20_000 });
}

/** Nobody else sees the held space: the count says 0 and a stranger meets the waitlist. */
async function heldSpaceStaysTaken(browser: Browser, run: Run) {
  const context = await personContext(browser, run);
  const stranger = await context.newPage();
  expect(await openSlots(stranger)).toBe(0);
  await stranger.goto('/');
  await expect(
    stranger.getByRole('heading', { level: 2, name: WORDS[run.language].waitlistTitle }),
  ).toBeVisible();
  await context.close();
}

async function staffWaitlistPage(browser: Browser, run: Run) {
  const context = await personContext(browser, { ...run, phone: false });
  const page = await context.newPage();
  // Signed in as the login form does (e2e/login.spec.ts covers the form itself, in English).
  await signInBrowser(context, 'ambassador');
  await page.goto('/admin/waitlist');
  await expect(page.getByRole('heading', { level: 1, name: WORDS[run.language].adminTitle })).toBeVisible();
  return { context, page };
}

async function staffCancelPass(browser: Browser, plate: string) {
  const context = await personContext(browser, { language: 'en', phone: false });
  const page = await context.newPage();
  await openSignedIn(page, 'ambassador', `/admin/customers/${customerWithPass(plate)}`);
  const pass = page.getByRole('region', { name: new RegExp(plate) });
  await pass.getByRole('button', { name: 'Cancel pass' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this pass?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expect(page.getByText('Pass canceled')).toBeVisible();
  await context.close();
}

const RUNS: readonly Run[] = [
  { language: 'es', phone: true },
  { language: 'en', phone: false },
];

for (const run of RUNS) {
  const w = WORDS[run.language];
  test.describe(`the waitlist, ${run.language === 'es' ? 'in Spanish on a phone' : 'in English on a desktop'}`, () => {
    const cancelled = buyer();
    const first = buyer();
    const second = buyer();
    const third = buyer();

    test.afterAll(async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Open entries would take the next run's spaces.
      const list = await staffCall<StaffList>(page, 'GET', '/waitlist');
      for (const entry of list.body.entries) {
        if (['unconfirmed', 'waiting', 'offered'].includes(entry.status)) {
          await staffCall(page, 'DELETE', `/waitlist/${entry.id}`);
        }
      }
      releaseWhatTheseTestsBought();
      await setOnlineSpaces(page, 40);
      await context.close();
    });

    test('a full garage: visitors join and confirm, first in line', async ({ page, browser }) => {
      test.setTimeout(180_000);
      await setOnlineSpaces(page, 40);
      await buyPass(page, cancelled);
      await fillTheGarage(page);

      const context = await personContext(browser, run);
      const visitor = await context.newPage();
      await joinAndConfirm(visitor, run, first, 1);
      await expectNoAxeViolations(visitor);
      if (run.phone) {
        await visitor.setViewportSize({ width: PHONE_WIDTH, height: 844 });
        await expectFitsPhoneWidth(visitor, 'status page width');
        await visitor.setViewportSize({ width: 390, height: 844 });
      }
      await context.close();

      for (const [who, position] of [
        [second, 2],
        [third, 3],
      ] as const) {
        const other = await personContext(browser, run);
        await joinAndConfirm(await other.newPage(), run, who, position);
        await other.close();
      }
    });

    test('staff cancel a pass: the first in line is offered the space, buys it, nobody else sees it', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      await staffCancelPass(browser, cancelled.plate);
      const offer = await mailedLink(first.email, /\/\?offer=/, /\?offer=/);
      await heldSpaceStaysTaken(browser, run);

      const context = await personContext(browser, run);
      const visitor = await context.newPage();
      await visitor.goto(offer);
      await expect(visitor.getByText(w.held)).toBeVisible();
      await heldSpaceStaysTaken(browser, run);
      await buyHeldSpace(visitor, run, first);
      await heldSpaceStaysTaken(browser, run);

      // The status link now says the offer was used.
      await visitor.goto(await mailedLink(first.email, /\/waitlist\?token=/, /waitlist\?token=/));
      await expect(visitor.getByText(w.bought)).toBeVisible();
      await context.close();
    });

    test('a second offer lapses and passes to the next person, as the staff screen shows', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      // One more space online: it is offered to the next in line at once.
      const inventory = await staffApi<Inventory>(page, 'admin', 'GET', '/locations/1/inventory');
      await setOnlineSpaces(page, inventory.body.online_sales_spaces + 1);
      await mailedLink(second.email, /\/\?offer=/, /\?offer=/);
      expect(await openSlots(page)).toBe(0);

      const staff = await staffWaitlistPage(browser, run);
      const table = staff.page.getByRole('table', { name: w.adminTable });
      const row = (who: Person) => table.getByRole('row', { name: new RegExp(who.email) });
      await expect(row(second)).toContainText(w.offeredUntil);
      await expect(row(third)).toContainText(w.waitingN(1));
      await expect(row(first)).toContainText(w.adminBought);
      // Every space is sold or offered: a hand-sent offer could only fail, so it is not offered, and
      // the screen says why.
      const offerNext = staff.page.getByRole('button', { name: w.offerNext });
      await expect(offerNext).toBeDisabled();
      await expect(offerNext).toHaveAccessibleDescription(w.noSpaceToOffer);
      await expect(staff.page.getByText(w.noSpaceToOffer)).toBeVisible();
      await expectNoAxeViolations(staff.page);

      const list = await staffCall<StaffList>(page, 'GET', '/waitlist');
      const hours = list.body.stats.offerHours;
      const moved = await page.request.post('/api/sandbox/advance-clock', {
        data: { days: 0, hours: hours + 1 },
      });
      expect(moved.ok()).toBe(true);

      await expect(async () => {
        await staff.page.reload();
        await expect(row(second)).toContainText(w.offerExpired, { timeout: 1_000 });
        await expect(row(third)).toContainText(w.offeredUntil, { timeout: 1_000 });
      }).toPass({ timeout: 90_000 });
      await mailedLink(third.email, /\/\?offer=/, /\?offer=/);
      expect(await openSlots(page)).toBe(0);

      // Staff take the last open entry off the list, after confirming.
      await table.getByRole('button', { name: w.remove(third.email) }).click();
      await staff.page.getByRole('alertdialog').getByRole('button', { name: w.removeConfirm }).click();
      await expect(row(third)).toContainText(w.removed);
      await staff.context.close();
    });
  });
}
