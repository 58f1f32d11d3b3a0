import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { garageToday } from './app-clock';
import { newestMail } from './outbox';
import { buyPass, signIn, type Who } from './portal-sign-in';
import { withDatabase } from './signup-flow';

// Pause as an owner does it (docs/decisions/pass-pause.md), in either language: pause for one month,
// the sandbox clock passes the pause with nothing charged, and the resume day charges the amount the
// screen promised. Shared by pause-pass.spec.ts (desktop, English) and pause-pass.mobile.spec.ts
// (390 px, Spanish).

const WORDS = {
  en: {
    dashboardLink: 'Pause my pass',
    title: 'Pause your pass',
    oneMonth: '1 month',
    submit: 'Pause my pass',
    confirm: 'Yes, pause it',
    currentTitle: 'Paused',
    pausedMail: /Your\s+monthly\s+pass\s+is\s+paused\s+from/,
  },
  es: {
    dashboardLink: 'Pausar mi pase',
    title: 'Pausar su pase',
    oneMonth: '1 mes',
    submit: 'Pausar mi pase',
    confirm: 'Sí, pausarlo',
    currentTitle: 'En pausa',
    // The mail goes in the customer's own language (the buyer signed up in English), not the page's.
    pausedMail: /Your\s+monthly\s+pass\s+is\s+paused\s+from|Su\s+pase\s+mensual\s+está\s+en\s+pausa\s+desde/,
  },
} as const;

function passRow(who: Who) {
  return withDatabase((db) =>
    db
      .prepare(
        `select s.id, s.next_renewal_date as renewal, s.paused_until as pausedUntil,
           (select count(*) from invoices i where i.subscription_id = s.id) as invoices,
           (select i.amount_cents from invoices i where i.subscription_id = s.id order by i.id desc limit 1) as lastAmount
         from subscriptions s join vehicles v on v.id = s.vehicle_id where v.plate = ?`,
      )
      .get(who.plate),
  ) as { id: number; renewal: string; pausedUntil: string | null; invoices: number; lastAmount: number };
}

async function advanceUntilAfter(page: Page, day: string) {
  for (let step = 0; step < 80 && (await garageToday(page)) <= day; step++) {
    const moved = await page.request.post('/api/sandbox/advance-clock', { data: { days: 1, hours: 0 } });
    expect(moved.ok()).toBe(true);
  }
}

export async function pausePassStory(page: Page, language: 'en' | 'es') {
  const words = WORDS[language];
  const who = await buyPass(page, true);
  if (language === 'es') await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await signIn(page, who, language);

  await page.getByRole('link', { name: words.dashboardLink }).click();
  await expect(page.getByRole('heading', { name: words.title })).toBeVisible();
  await page.getByRole('radio', { name: words.oneMonth }).check();
  // The promised resume charge, as the screen shows it ($88.00 or 88.00 US$ alike).
  const shown =
    (await page
      .locator('dd')
      .filter({ hasText: /\d+\.\d\d/ })
      .first()
      .textContent()) ?? '';
  const promisedCents = Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
  expect(promisedCents).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: words.submit }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.confirm }).click();
  await expect(page.getByRole('heading', { name: words.currentTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => newestMail(who.email, words.pausedMail) !== null, { timeout: 15_000 }).toBe(true);

  const paused = passRow(who);
  const lastPausedDay = paused.pausedUntil ?? '';
  expect(lastPausedDay > paused.renewal).toBe(true);

  // Through the paid period and the whole pause but its last day: nothing charged.
  const dayBefore = new Date(`${lastPausedDay}T12:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 2);
  await advanceUntilAfter(page, dayBefore.toISOString().slice(0, 10));
  expect(passRow(who).invoices).toBe(paused.invoices);

  // The last paused day's charge: exactly the promised amount, and the pass is paid past the pause.
  await advanceUntilAfter(page, lastPausedDay);
  await expect.poll(() => passRow(who).invoices, { timeout: 30_000 }).toBe(paused.invoices + 1);
  const resumed = passRow(who);
  expect(resumed.lastAmount).toBe(promisedCents);
  expect(resumed.renewal > lastPausedDay).toBe(true);
}
