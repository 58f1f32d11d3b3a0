import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { garageToday } from './app-clock';
import { newestMail } from './outbox';
import { buyPass, LABELS, requestCode, signIn, signInCode, type Who } from './portal-sign-in';
import { withDatabase } from './signup-flow';

// Cancel at period end as an owner does it (docs/decisions/cancel-at-period-end.md), in either
// language: cancel with a reason, undo, cancel again, then the sandbox clock passes the last day and
// the pass ends on it, with nothing charged after. Shared by cancel-pass.spec.ts (desktop, English)
// and cancel-pass.mobile.spec.ts (390 px, Spanish).

export const CANCEL_WORDS = {
  en: {
    dashboardLink: 'Cancel my pass: it keeps working to the end of the period',
    title: 'Cancel your pass',
    nothingCharged: 'Nothing more will be charged.',
    lostMonths: /You give up the \d discounted autopay months \(12% off\) you have left\./,
    moving: 'I am moving away',
    other: 'Something else',
    otherText: 'Tell us in a few words',
    submit: 'Cancel at the end of my period',
    confirm: 'Yes, cancel',
    pendingTitle: 'Your pass is set to end',
    undo: 'Undo: keep my pass',
    scheduledMail: /You\s+asked\s+to\s+cancel\s+your\s+monthly\s+pass/,
    undoneMail: /You\s+kept\s+your\s+monthly\s+pass/,
    endedMail: /Your\s+monthly\s+pass\s+ended\s+after/,
    notCancelable: 'This pass has ended or lapsed, so there is nothing to cancel.',
    reasonText: 'Working from home now',
  },
  es: {
    dashboardLink: 'Cancelar mi pase: sigue funcionando hasta el final del periodo',
    title: 'Cancelar su pase',
    nothingCharged: 'No se le cobrará nada más.',
    lostMonths: /Pierde los \d meses con descuento \(12% menos\) que le quedan del pago automático\./,
    moving: 'Me voy a mudar',
    other: 'Otra razón',
    otherText: 'Díganos en pocas palabras',
    submit: 'Cancelar al final de mi periodo',
    confirm: 'Sí, cancelar',
    pendingTitle: 'Su pase está por terminar',
    undo: 'Deshacer: conservar mi pase',
    scheduledMail: /Usted\s+pidió\s+cancelar\s+su\s+pase\s+mensual/,
    undoneMail: /Usted\s+conservó\s+su\s+pase\s+mensual/,
    endedMail: /Su\s+pase\s+mensual\s+terminó\s+después\s+del/,
    notCancelable: 'Este pase ya terminó o venció, así que no hay nada que cancelar.',
    reasonText: 'Trabajo desde casa',
  },
} as const;

type Words = (typeof CANCEL_WORDS)[keyof typeof CANCEL_WORDS];

function passRow(who: Who) {
  return withDatabase((db) =>
    db
      .prepare(
        `select s.id, s.next_renewal_date as lastDay, s.status_key as status,
           (select count(*) from invoices i where i.subscription_id = s.id) as invoices
         from subscriptions s join vehicles v on v.id = s.vehicle_id where v.plate = ?`,
      )
      .get(who.plate),
  ) as { id: number; lastDay: string; status: string; invoices: number };
}

async function mailArrives(who: Who, pattern: RegExp) {
  await expect.poll(() => newestMail(who.email, pattern) !== null, { timeout: 15_000 }).toBe(true);
}

async function chooseAndConfirm(page: Page, words: Words, reason: 'moving' | 'other') {
  await page.getByRole('radio', { name: words[reason] }).check();
  if (reason === 'other') await page.getByRole('textbox', { name: words.otherText }).fill(words.reasonText);
  await page.getByRole('button', { name: words.submit }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.confirm }).click();
  await expect(page.getByRole('heading', { name: words.pendingTitle })).toBeVisible();
}

export async function cancelAtPeriodEndStory(page: Page, language: 'en' | 'es') {
  const words = CANCEL_WORDS[language];
  const who = await buyPass(page, true);
  if (language === 'es') {
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    // The buyer's e-mails follow the language they chose; the signup helper buys in English.
    withDatabase((db) => db.prepare(`update customers set language = 'es' where email = ?`).run(who.email));
  }
  await page.goto(`/payments?${new URLSearchParams(who).toString()}`);
  await signIn(page, who, language);

  await page.getByRole('link', { name: words.dashboardLink }).click();
  await expect(page.getByRole('heading', { name: words.title })).toBeVisible();
  await expect(page.getByText(words.nothingCharged)).toBeVisible();
  await expect(page.getByText(words.lostMonths)).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseAndConfirm(page, words, 'moving');
  await mailArrives(who, words.scheduledMail);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: words.undo }).click();
  await expect(page.getByRole('button', { name: words.submit })).toBeVisible();
  await mailArrives(who, words.undoneMail);

  await chooseAndConfirm(page, words, 'other');
  const before = passRow(who);

  // The sandbox's clock moves day by day past the last day; the provider bills nothing at the period's
  // end, and the job woken by each move ends the pass after 23:45 on its last day.
  for (let day = 0; day < 45 && (await garageToday(page)) <= before.lastDay; day++) {
    const moved = await page.request.post('/api/sandbox/advance-clock', { data: { days: 1, hours: 0 } });
    expect(moved.ok()).toBe(true);
  }
  await expect.poll(() => passRow(who).status, { timeout: 90_000 }).toBe('canceled');
  await mailArrives(who, words.endedMail);
  expect(passRow(who).invoices).toBe(before.invoices);
  // A month on, the kept portal session has lapsed too: the owner signs in again.
  await page.reload();
  const used = await signInCode(who.email);
  await requestCode(page, who, language);
  await page.getByLabel(LABELS[language].code).fill(await signInCode(who.email, [used]));
  await page.getByRole('button', { name: LABELS[language].signIn, exact: true }).click();
  await expect(page.getByText(words.notCancelable)).toBeVisible();
  await expectNoAxeViolations(page);
}
