import { expect, type Page } from '@playwright/test';
import { expectFitsPhoneWidth, PHONE_WIDTH } from './accessibility';
import { type Language, WORDS } from './waitlist-story';

// The signup wizard as a visitor moves through it with the browser's own buttons (issue 31, "the
// wizard forgets"): at every step a reload and Back keep what was typed, Back goes one step back and
// Forward forward, and leaving the site and coming back finds the form as it was left.

type Who = { email: string; plate: string };

export async function wizardKeepsItsPlace(page: Page, language: Language, who: Who, phone: boolean) {
  const w = WORDS[language];
  const form = page.getByRole('form', { name: w.wizardForm });
  const onStep = async (name: string, address: RegExp) => {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page).toHaveURL(address);
  };
  const step1 = () => onStep(w.step1, /\/$/);
  const step2 = () => onStep(w.step2, /\/\?step=2$/);
  const step3 = () => onStep(w.step3, /\/\?step=3$/);
  const step4 = () => onStep(w.step4, /\/\?step=4$/);

  const personalKept = async () => {
    await expect(form.getByLabel(w.firstName)).toHaveValue('Lucía');
    await expect(form.getByLabel(w.phoneDial)).toHaveValue('+52');
    await expect(form.getByLabel(w.phone)).toHaveValue('664 123 4567');
    await expect(form.getByLabel(w.email).first()).toHaveValue(who.email);
    await expect(form.getByLabel(w.confirmEmail)).toHaveValue(who.email);
  };
  const vehicleKept = async () => {
    await expect(form.getByRole('radio', { name: w.car })).toBeChecked();
    await expect(form.getByRole('combobox', { name: w.make })).toHaveValue('Nissan');
    await expect(form.getByRole('combobox', { name: w.model })).toHaveValue('Versa');
    await expect(form.getByLabel(w.year)).toHaveValue('2021');
    await expect(form.getByRole('combobox', { name: w.color })).toHaveValue(w.gray);
    await expect(form.getByLabel(w.plate)).toHaveValue(who.plate);
  };
  const addressKept = async () => {
    await expect(form.getByLabel(w.address)).toHaveValue('100 Border Plaza');
    await expect(form.getByLabel(w.city)).toHaveValue('San Ysidro');
    await expect(form.getByRole('combobox', { name: w.state })).toHaveValue(/^California/);
    await expect(form.getByLabel(w.zip)).toHaveValue('92173');
  };

  // The visitor comes from another site, to which the browser's Back from step 1 returns.
  await page.goto('data:text/html,<title>Another site</title>');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3, name: w.step1 })).toBeVisible();
  await form.getByLabel(w.firstName).fill('Lucía');
  await form.getByLabel(w.phoneDial).selectOption('+52');
  await form.getByLabel(w.phone).fill('664 123 4567');
  await form.getByLabel(w.email).first().fill(who.email);
  // The confirmation refuses pasting (Playwright's fill inserts text, as typing does).
  await form.getByLabel(w.confirmEmail).pressSequentially(who.email);
  await page.reload();
  await step1();
  await personalKept();
  await form.getByRole('button', { name: w.next }).click();

  await step2();
  await form.getByRole('radio', { name: w.car }).check();
  await form.getByRole('combobox', { name: w.make }).fill('Niss');
  await page.getByRole('option', { name: 'Nissan' }).click();
  await form.getByRole('combobox', { name: w.model }).fill('Vers');
  await page.getByRole('option', { name: 'Versa' }).click();
  await form.getByLabel(w.year).selectOption('2021');
  await form.getByRole('combobox', { name: w.color }).fill(w.gray.slice(0, 3));
  await page.getByRole('option', { name: w.gray }).click();
  await form.getByLabel(w.plate).fill(who.plate);
  await page.reload();
  await step2();
  await vehicleKept();
  await page.goBack();
  await step1();
  await personalKept();
  await page.goForward();
  await step2();
  await vehicleKept();
  await form.getByRole('button', { name: w.next }).click();

  await step3();
  await form.getByLabel(w.address).fill('100 Border Plaza');
  await form.getByLabel(w.city).fill('San Ysidro');
  await form.getByRole('combobox', { name: w.state }).fill('Califo');
  await page.getByRole('option', { name: /^California/ }).click();
  await form.getByLabel(w.zip).fill('92173');
  await page.reload();
  await step3();
  await addressKept();
  await page.goBack();
  await step2();
  await vehicleKept();
  await page.goForward();
  await step3();
  await addressKept();
  const robot = form.getByRole('checkbox', { name: w.robot });
  await robot.check();
  // The box stays disabled until the API has issued the challenge's token.
  await expect(robot).toBeEnabled();
  await form.getByRole('button', { name: w.next }).click();

  await step4();
  await expect(form.getByText(who.plate)).toBeVisible();
  await page.reload();
  await step4();
  await expect(form.getByText(who.plate)).toBeVisible();
  await expect(form.getByText('100 Border Plaza')).toBeVisible();
  if (phone) {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 640 });
    await expectFitsPhoneWidth(page, 'review step width');
  }
  await page.goBack();
  await step3();
  await addressKept();
  // The check passed before the reload is remembered: it is not asked again.
  await expect(form.getByText(w.verified)).toBeVisible();
  await page.goForward();
  await step4();

  // The wizard's own Back is the browser's: one step back each, and the browser's Back goes on from there.
  await form.getByRole('button', { name: w.back }).click();
  await step3();
  await form.getByRole('button', { name: w.back }).click();
  await step2();
  await vehicleKept();
  await page.goBack();
  await step1();
  await personalKept();

  // Back from step 1 leaves the site; coming back finds the form as it was left.
  await page.goBack();
  await expect(page).toHaveURL(/^data:/);
  await page.goForward();
  await step1();
  await personalKept();
  await page.goForward();
  await step2();
  await vehicleKept();
}
