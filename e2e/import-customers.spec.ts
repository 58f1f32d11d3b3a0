import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { openSignedIn } from './support/app';
import { garageDayAfter, garageToday } from './support/app-clock';
import { test } from './support/client-address';
import { newestMail } from './support/outbox';
import { buyer, releaseWhatTheseTestsBought, withDatabase } from './support/signup-flow';

// A garage bringing its existing monthly parkers in: staff check a CSV (one bad row shown by the dry
// run), fix it and import it; an imported customer gets the invite e-mail, types e-mail and plate on
// /payments and gets the same code step as anyone (the portal never says whether a pair is a customer),
// accepts from the e-mail (which signs them in) and turns autopay on with the sandbox card. In English
// on a desktop, and once in Spanish on a 390x844 phone.

const TEXT = {
  en: {
    customers: 'Customers',
    importLink: 'Import customers',
    title: 'Import customers',
    paste: 'Or paste the CSV text',
    check: 'Check file',
    importN: (n: number) => `Import ${n} customers`,
    badSummary: '2 ready to import, 0 already imported, 1 with errors.',
    goodSummary: '3 ready to import, 0 already imported, 0 with errors.',
    againSummary: '0 ready to import, 3 already imported, 0 with errors.',
    badEmail: 'E-mail: is not a valid e-mail address',
    imported: 'Imported 3 customers; 0 were already imported.',
    inviteSubject: /Confirm your e-mail to see your parking pass/,
    email: /^E-mail/,
    plate: /^License plate/,
    send: 'Send me a code',
    codeStep: 'Check your e-mail',
    active: /^Active · \d+ days? left$/,
    turnOn: 'Turn autopay on',
    agree: 'I agree, turn it on',
    card: ['Card number', 'Expiration date', 'Security code (CVC)', 'ZIP / postal code'],
    saveCard: 'Save card',
    autopayOn: /Autopay is on\. Your card will be charged on/,
    consent: /^I agree that the card I save next, on a secure page, is charged \$\d+\.\d\d automatically/,
  },
  es: {
    customers: 'Clientes',
    importLink: 'Importar clientes',
    title: 'Importar clientes',
    paste: 'O pegue el texto CSV',
    check: 'Revisar archivo',
    importN: (n: number) => `Importar ${n} clientes`,
    badSummary: '2 listos para importar, 0 ya importados, 1 con errores.',
    goodSummary: '3 listos para importar, 0 ya importados, 0 con errores.',
    againSummary: '0 listos para importar, 3 ya importados, 0 con errores.',
    badEmail: 'Correo: no es un correo válido',
    imported: 'Se importaron 3 clientes; 0 ya estaban importados.',
    inviteSubject: /Confirme su correo para ver su pase de estacionamiento/,
    email: /^Correo electrónico/,
    plate: /^Placa/,
    send: 'Enviarme un código',
    codeStep: 'Revise su correo',
    active: /^Activo · quedan? \d+ días?$/,
    turnOn: 'Activar el pago automático',
    agree: 'Acepto, activarlo',
    card: ['Número de tarjeta', 'Fecha de vencimiento', 'Código de seguridad (CVC)', 'Código postal'],
    saveCard: 'Guardar tarjeta',
    autopayOn: /El pago automático está activado\. Se cobrará a su tarjeta el/,
    consent: /^Acepto que se cobre/,
  },
} as const;

const HEADER =
  'first_name,last_name,email,phone,language,plate,vehicle_type,make,model,year,color,plan,start_date,next_renewal_date,card_number';

function csvFor(
  today: string,
  language: 'en' | 'es',
  people: { email: string; plate: string }[],
  badEmail: boolean,
) {
  const [start, startUs] = garageDayAfter(today, -40);
  const [renewal, renewalUs] = garageDayAfter(today, 20);
  const [first, second, third] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
  return [
    HEADER,
    `Ana,Ruiz,${first.email},619 555 0101,${language},${first.plate},car,Toyota,Corolla,2018,Blue,1,${start},${renewal},`,
    `"Lee, Jr.",Park,${badEmail ? 'not-an-email' : second.email},619 555 0102,en,${second.plate},motorcycle,Honda,CB500,2021,,2,${startUs},${renewalUs},`,
    `Rosa,Díaz,${third.email},656 555 0103,es,${third.plate},car,Nissan,Versa,2019,Gris,Monthly pass,${start},${renewal},`,
  ].join('\r\n');
}

async function fillCsv(page: Page, language: 'en' | 'es', csv: string) {
  // English picks the file as staff would; Spanish pastes it (the phone's other way in).
  if (language === 'en') {
    await page.getByLabel('CSV file').setInputFiles({
      name: 'customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}`),
    });
    await expect(page.getByLabel(TEXT.en.paste)).toHaveValue(
      new RegExp(csv.split('\r\n')[1]?.slice(0, 20) ?? ''),
    );
  } else {
    await page.getByLabel(TEXT.es.paste).fill(csv);
  }
}

/** The autopay consent recorded for the pass, as the customer agreed to it. */
function autopayConsent(email: string): string | null {
  return withDatabase((db) => {
    const row = (
      db.prepare(
        "select text from consents where kind = 'autopay' and email = ? order by id desc limit 1",
      ) as unknown as { get(...params: unknown[]): { text: string } | undefined }
    ).get(email);
    return row?.text ?? null;
  });
}

test.describe.configure({ mode: 'serial' });
test.afterAll(() => releaseWhatTheseTestsBought());

for (const language of ['en', 'es'] as const) {
  const L = TEXT[language];
  const people = [buyer(), buyer(), buyer()];
  const customer = people[0] as { email: string; plate: string };

  test.describe(`importing existing customers (${language === 'en' ? 'English, desktop' : 'Spanish, 390x844 phone'})`, () => {
    if (language === 'es') test.use({ viewport: { width: 390, height: 844 } });

    test('staff check a CSV, see the bad row, fix it and import it; the same file again adds nothing', async ({
      page,
    }) => {
      await openSignedIn(page, 'ambassador');
      await page.evaluate((code) => localStorage.setItem('lang', code), language);
      await page.goto('/admin/customers');
      await expect(page.getByRole('heading', { level: 1, name: L.customers })).toBeVisible();
      await page.getByRole('link', { name: L.importLink }).click();
      await expect(page).toHaveURL(/\/admin\/customers\/import$/);
      await expect(page.getByRole('heading', { level: 1, name: L.title })).toBeVisible();
      if (language === 'en') {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download sample CSV' }).click();
        expect((await download).suggestedFilename()).toBe('customers-sample.csv');
      }

      await fillCsv(page, language, csvFor(await garageToday(page), language, people, true));
      await page.getByRole('button', { name: L.check }).click();
      await expect(page.getByText(L.badSummary)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'not-an-email' })).toContainText(L.badEmail);
      await expect(page.getByRole('button', { name: L.importN(0) })).toBeDisabled();
      await expectNoAxeViolations(page);

      await fillCsv(page, language, csvFor(await garageToday(page), language, people, false));
      // A changed text must be checked again before it can be imported.
      await expect(page.getByRole('button', { name: L.importN(0) })).toBeDisabled();
      await page.getByRole('button', { name: L.check }).click();
      await expect(page.getByText(L.goodSummary)).toBeVisible();
      await page.getByRole('button', { name: L.importN(3) }).click();
      await expect(page.getByText(L.imported)).toBeVisible();

      await page.getByRole('button', { name: L.check }).click();
      await expect(page.getByText(L.againSummary)).toBeVisible();
      await expect(page.getByRole('button', { name: L.importN(0) })).toBeDisabled();
    });

    test('an imported customer gets the invite, gets the code step like anyone, accepts it and turns autopay on', async ({
      page,
    }) => {
      await page.addInitScript((code) => localStorage.setItem('lang', code), language);
      await expect.poll(() => Boolean(newestMail(customer.email, L.inviteSubject))).toBe(true);
      const mail = newestMail(customer.email, L.inviteSubject) ?? '';
      const token = decodeURIComponent(/[?&]invite=([^\s"&<>]+)/.exec(mail)?.[1] ?? '');
      expect(token).not.toBe('');

      await page.goto('/payments');
      await page.getByLabel(L.email).fill(customer.email);
      await page.getByLabel(L.plate).fill(customer.plate);
      await page.getByRole('button', { name: L.send }).click();
      await expect(page.getByRole('heading', { name: L.codeStep })).toBeVisible();

      // Opening the e-mailed link confirms the address and signs this browser in.
      await page.goto(`/payments?invite=${encodeURIComponent(token)}`);
      await expect(page.getByText(L.active)).toBeVisible();

      await page.getByRole('button', { name: L.turnOn, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: L.agree }).click();
      await expect(page).toHaveURL(/\/sandbox-checkout\?/);
      const [number, expiry, cvc, zip] = L.card;
      await page.getByLabel(number).fill('4242 4242 4242 4242');
      await page.getByLabel(expiry).fill('1230');
      await page.getByLabel(cvc).fill('123');
      await page.getByLabel(zip).fill('92173');
      await page.getByRole('button', { name: L.saveCard }).click();
      await expect(page.getByText(L.autopayOn)).toBeVisible({ timeout: 30_000 });
      expect(autopayConsent(customer.email)).toMatch(L.consent);
    });
  });
}
