import { describe, expect, it } from 'vitest';
import { englishInSpanish } from '../../../tooling/english-in-spanish';
import type { PassReceipt } from '../contract/billing-response';
import type { Payment } from '../contract/payments';
import type { OfficeContact } from '../contract/portal';
import { autopayEnableLinkEmail, autopayFailedEmail, cardUpdateLinkEmail } from '../domain/autopay-emails';
import { inviteEmail } from '../domain/invite-email';
import { type OwnerNoticeKind, ownerNoticeEmail } from '../domain/owner-notices';
import { noSpaceRefundEmail, paymentActionEmail } from '../domain/payment-lifecycle/money-emails';
import {
  checkoutReceiptEmail,
  lossFeeReceiptEmail,
  renewalReceiptEmail,
} from '../domain/payment-lifecycle/receipt-emails';
import { offerEmail, statusLinkEmail } from '../domain/waitlist/waitlist-emails';
import { invoiceEmail } from '../resources/payments/invoice-email';
import { renewalReminderEmail } from '../resources/payments-public/pass-payments/reminder-email';
import { signInEmail } from '../resources/payments-public/sign-in/sign-in-email';
import { cardReadyEmail } from '../resources/subscriptions/card-ready-email';
import { passEndedEmail } from '../resources/subscriptions/pass-ended-email';
import { renewalLinkEmail } from '../resources/subscriptions/renewal-link-email';
import type { MailLanguage } from './mail-layout';

// Every e-mail the API sends, rendered in both languages with realistic data (a plan with a Spanish
// name, a concept written in English at payment time): the Spanish render must hold no English.

type Mail = { subject: string; text: string; html: string };

const url = 'https://garage.example/payments?token=abc';
const office: OfficeContact = {
  phone: '+1 619 555 0100',
  email: 'office@garage.example',
  hours: { en: 'Mon–Fri 8:00–18:00', es: 'lun–vie 8:00–18:00' },
  address: '100 Border Plaza, San Ysidro, CA 92173',
};
const plans = [
  { name: 'Monthly pass', name_es: 'Pase mensual' },
  { name: 'Monthly pass – Autopay', name_es: 'Pase mensual – Pago automático' },
];
const receipt: PassReceipt = {
  plate: 'ABC123',
  plan_name: 'Monthly pass – Autopay',
  plan_name_es: 'Pase mensual – Pago automático',
  amount_cents: 22_000,
  autopay: true,
  start_date: '2026-01-31',
  next_renewal_date: '2026-02-28',
  valid_from: '00:00',
  valid_through: '23:45',
  discount_cycles_left: 2,
  email: 'ana@example.com',
};
const invoice: Payment = {
  id: 123,
  number: 'INV-000123',
  paid_at: '2026-03-02T20:00:00Z',
  created_at: '2026-03-02T20:00:00Z',
  client_id: 4,
  customer_name: 'Ana Ruiz',
  customer_email: 'ana@example.com',
  concept: 'Monthly pass – Autopay – renewal',
  concept_es: 'Pase mensual – Pago automático – renovación',
  amount_cents: 22_000,
  status_key: 'paid',
  plate: 'ABC123',
  customer_language: 'es',
};
const person = { firstName: 'Ana', plate: 'ABC123', amountCents: 25_000 };
const linkFacts = {
  firstName: 'Ana',
  email: 'ana@example.com',
  plate: 'ABC123',
  nextRenewalDate: '2026-02-28',
};
const NOTICES: OwnerNoticeKind[] = [
  'card_changed',
  'autopay_off',
  'autopay_on',
  'lost_card_reported',
  'new_device_sign_in',
  'email_changed',
];

/** Every template, by name, rendered in one language. */
function everyEmail(language: MailLanguage): Record<string, Mail> {
  const staff = {
    subject: language === 'es' ? 'Factura de su suscripción – INV-000123 (ABC123)' : 'Your invoice',
    body: language === 'es' ? 'Adjuntamos su factura.' : 'Here is your invoice.',
  };
  const mails: Record<string, Mail> = {
    checkoutReceipt: checkoutReceiptEmail(receipt, 'Ana', language),
    checkoutReceiptOneTime: checkoutReceiptEmail({ ...receipt, autopay: false }, 'Ana', language),
    renewalReceipt: renewalReceiptEmail({
      ...person,
      language,
      periodStart: '2026-02-28',
      renewalDate: '2026-03-28',
      autopay: false,
    }),
    autopayReceipt: renewalReceiptEmail({
      ...person,
      language,
      periodStart: '2026-02-28',
      renewalDate: '2026-03-28',
      autopay: true,
    }),
    lossFeeReceipt: lossFeeReceiptEmail({ ...person, language, cardCode: '0101' }),
    invoice: invoiceEmail(invoice, '2026-03-02', staff, language, plans),
    renewalReminder: renewalReminderEmail({
      language,
      firstName: 'Ana',
      plate: 'ABC123',
      renewalDate: '2026-02-28',
      daysLeft: 3,
      url,
    }),
    signIn: signInEmail({
      language,
      firstName: 'Ana',
      email: 'ana@example.com',
      plate: 'ABC123',
      code: '123456',
      url,
    }),
    canceled: passEndedEmail({
      language,
      firstName: 'Ana',
      plate: 'ABC123',
      ending: { kind: 'canceled', renewUrl: url },
      office,
    }),
    refunded: passEndedEmail({
      language,
      firstName: 'Ana',
      plate: 'ABC123',
      ending: { kind: 'refunded', amountCents: 25_000 },
      office,
    }),
    banned: passEndedEmail({
      language,
      firstName: 'Ana',
      plate: 'ABC123',
      ending: { kind: 'banned' },
      office,
    }),
    renewalLink: renewalLinkEmail({ language, firstName: 'Ana', plate: 'ABC123', url }),
    cardReady: cardReadyEmail({ language, firstName: 'Ana', plate: 'ABC123', cardCode: '0101', office }),
    invite: inviteEmail({ language, firstName: 'Ana', plate: 'ABC123', url }),
    noSpaceRefund: noSpaceRefundEmail({ ...person, language, autopayEnded: true }),
    paymentAction: paymentActionEmail({
      ...person,
      language,
      url,
      lastAttempt: '2026-03-03',
      renewalDate: '2026-02-28',
    }),
    waitlistStatus: statusLinkEmail({ language, firstName: 'Ana', confirmed: true, url, offerHours: 48 }),
    waitlistStatusUnconfirmed: statusLinkEmail({
      language,
      firstName: null,
      confirmed: false,
      url,
      offerHours: 48,
    }),
    waitlistOffer: offerEmail({
      language,
      firstName: 'Ana',
      expiresAt: '2026-03-04T20:00:00Z',
      timeZone: 'America/Tijuana',
      buyUrl: url,
      statusUrl: url,
    }),
    autopayLink: autopayEnableLinkEmail(linkFacts, url, language),
    cardUpdateLink: cardUpdateLinkEmail(linkFacts, url, language),
    autopayRetrying: autopayFailedEmail({
      ...person,
      language,
      nextAttemptDate: '2026-03-03',
      renewalDate: '2026-02-28',
      today: '2026-03-01',
      reason: null,
      cardUpdateUrl: url,
      renewUrl: url,
    }),
    autopayEnded: autopayFailedEmail({
      ...person,
      language,
      nextAttemptDate: null,
      renewalDate: '2026-02-28',
      today: '2026-03-05',
      reason: null,
      cardUpdateUrl: url,
      renewUrl: url,
    }),
  };
  for (const kind of NOTICES) {
    mails[`notice ${kind}`] = ownerNoticeEmail({
      to: 'ana@example.com',
      language,
      firstName: 'Ana',
      plate: 'ABC123',
      kind,
    });
  }
  return mails;
}

/** The lines a person reads: subject, the text part, and the HTML part without its tags. */
function readLines(mail: Mail): string[] {
  const htmlText = mail.html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
  return [mail.subject, ...mail.text.split('\n'), ...htmlText.split('\n')]
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Each Spanish line that reads as English, as 'template: why'. */
function englishInMails(spanish: Record<string, Mail>, english: Record<string, Mail>): string[] {
  const found = new Set<string>();
  for (const [name, mail] of Object.entries(spanish)) {
    const subjectWhy = englishInSpanish(mail.subject, english[name]?.subject);
    if (subjectWhy) found.add(`${name} subject: ${subjectWhy}`);
    for (const line of readLines(mail)) {
      const why = englishInSpanish(line);
      if (why) found.add(`${name}: ${why}`);
    }
  }
  return [...found];
}

describe('e-mails in the reader’s language', () => {
  const es = everyEmail('es');
  const en = everyEmail('en');

  it('renders every template in both languages', () => {
    expect(Object.keys(es).length).toBeGreaterThanOrEqual(28);
    for (const mail of Object.values(en)) expect(mail.html).toContain('<html lang="en">');
    for (const mail of Object.values(es)) expect(mail.html).toContain('<html lang="es">');
  });

  it('has no English in any Spanish e-mail, subjects included', () => {
    expect(englishInMails(es, en)).toEqual([]);
  });

  it('names the plan and the invoice concept in Spanish', () => {
    expect(es.checkoutReceipt?.text).toContain('Plan: Pase mensual – Pago automático');
    expect(es.invoice?.text).toContain('Concepto: Pase mensual – Pago automático – renovación');
  });

  it('catches an English plan name or subject in a Spanish e-mail', () => {
    const leaked = {
      ...es,
      checkoutReceipt: checkoutReceiptEmail({ ...receipt, plan_name_es: '' }, 'Ana', 'es'),
      invoice: invoiceEmail(invoice, '2026-03-02', { subject: 'Your invoice', body: '' }, 'es'),
    };
    expect(englishInMails(leaked, en)).toEqual([
      'checkoutReceipt: English word "Monthly" in "Plan: Monthly pass – Autopay"',
      'checkoutReceipt: English word "Monthly" in "Monthly pass – Autopay"',
      'invoice subject: same as English: "Your invoice"',
      'invoice: English word "Your" in "Your invoice"',
      'invoice: English word "Monthly" in "Concepto: Monthly pass – Autopay – renewal"',
      'invoice: English word "Monthly" in "Monthly pass – Autopay – renewal"',
    ]);
  });
});
