import { describe, expect, it } from 'vitest';
import { englishInMails } from '../../../test/english-in-mail';
import type { PassReceipt } from '../../contract/billing-response';
import { DECLINE_REASONS } from '../../contract/decline-reasons';
import type { Payment } from '../../contract/payments';
import type { OfficeContact } from '../../contract/portal';
import { type OwnerNoticeKind, ownerNoticeEmail } from '../passes/owner-notices';
import { autopayEnableLinkEmail, autopayFailedEmail, cardUpdateLinkEmail } from './autopay-emails';
import { cardReadyEmail } from './card-ready-email';
import { inviteEmail } from './invite-email';
import { invoiceEmail } from './invoice-email';
import type { MailLanguage } from './mail-layout';
import { noSpaceRefundEmail, paymentActionEmail } from './money-emails';
import { passEndedEmail } from './pass-ended-email';
import { plateChangedEmail } from './plate-changed-email';
import {
  checkoutReceiptEmail,
  lossFeeReceiptEmail,
  type ReceiptFacts,
  renewalReceiptEmail,
} from './receipt-emails';
import { renewalLinkEmail } from './renewal-link-email';
import { renewalReminderEmail } from './renewal-reminder-email';
import { signInEmail } from './sign-in-email';
import { offerEmail, statusLinkEmail } from './waitlist-emails';

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

/** The failed-charge notice in each of its outlooks, for every decline the bank can give. */
function failedChargeEmails(language: MailLanguage): Record<string, Mail> {
  const failed = (declineCode: string | null, facts: FailedChargeFacts) =>
    autopayFailedEmail({ ...person, language, declineCode, cardUpdateUrl: url, renewUrl: url, ...facts });
  const mails: Record<string, Mail> = {};
  for (const [outlook, facts] of Object.entries(OUTLOOKS)) {
    mails[`autopayFailed ${outlook}`] = failed('insufficient_funds', facts);
  }
  // Every code the API words, one it does not, none at all, and an old row's English message.
  for (const code of [...DECLINE_REASONS, 'do_not_honor', null, 'Your card has insufficient funds.']) {
    mails[`autopayFailed reason ${code}`] = failed(code, OUTLOOKS.gap);
  }
  return mails;
}

type FailedChargeFacts = { nextAttemptDate: string | null; renewalDate: string | null; passEnded: boolean };

/** R = Feb 28: retried on Mar 3 after it (gap), on R itself (no gap), once lapsed, and no attempt left. */
const OUTLOOKS = {
  gap: { nextAttemptDate: '2026-03-03', renewalDate: '2026-02-28', passEnded: false },
  noGap: { nextAttemptDate: '2026-02-28', renewalDate: '2026-02-28', passEnded: false },
  lapsed: { nextAttemptDate: '2026-03-07', renewalDate: '2026-02-28', passEnded: true },
  ended: { nextAttemptDate: null, renewalDate: '2026-02-28', passEnded: true },
} satisfies Record<string, FailedChargeFacts>;

/** What receipts add beside the payment, as receipts.ts reads them for a real autopay pass. */
const receiptFacts: ReceiptFacts = {
  receiptNumber: 'INV-000123',
  cardLast4: '4242',
  nextCharge: { amountCents: 19_360, date: '2026-03-28' },
  portalUrl: 'https://garage.example/payments',
};

/** Every template, by name, rendered in one language. */
function everyEmail(language: MailLanguage): Record<string, Mail> {
  const staff = {
    subject: language === 'es' ? 'Factura de su suscripción – INV-000123 (ABC123)' : 'Your invoice',
    body: language === 'es' ? 'Adjuntamos su factura.' : 'Here is your invoice.',
  };
  const mails: Record<string, Mail> = {
    checkoutReceipt: checkoutReceiptEmail(receipt, 'Ana', language, receiptFacts),
    checkoutReceiptOneTime: checkoutReceiptEmail({ ...receipt, autopay: false }, 'Ana', language, {
      ...receiptFacts,
      nextCharge: null,
    }),
    renewalReceipt: renewalReceiptEmail({
      ...person,
      language,
      periodStart: '2026-02-28',
      renewalDate: '2026-03-28',
      autopay: false,
      facts: { ...receiptFacts, nextCharge: null },
    }),
    autopayReceipt: renewalReceiptEmail({
      ...person,
      language,
      periodStart: '2026-02-28',
      renewalDate: '2026-03-28',
      autopay: true,
      facts: receiptFacts,
    }),
    lossFeeReceipt: lossFeeReceiptEmail({ ...person, language, cardCode: '0101', facts: receiptFacts }),
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
    plateChanged: plateChangedEmail({
      language,
      firstName: 'Ana',
      previousPlate: 'ABC123',
      plate: 'XYZ789',
      portalUrl: url,
      office,
    }),
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
    paymentActionNoDate: paymentActionEmail({
      ...person,
      language,
      url,
      lastAttempt: null,
      renewalDate: null,
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
    ...failedChargeEmails(language),
  };
  for (const kind of NOTICES) {
    mails[`notice ${kind}`] = ownerNoticeEmail({
      to: 'ana@example.com',
      language,
      firstName: 'Ana',
      plate: 'ABC123',
      kind,
      office: { phone: '+1 (619) 555-0142', email: 'help@bordergarage.example' },
    });
  }
  return mails;
}

describe('e-mails in the reader’s language', () => {
  const es = everyEmail('es');
  const en = everyEmail('en');

  it('renders every template in both languages', () => {
    expect(Object.keys(es).length).toBeGreaterThanOrEqual(28);
    for (const mail of Object.values(en)) expect(mail.html).toContain('<html lang="en">');
    for (const mail of Object.values(es)) expect(mail.html).toContain('<html lang="es">');
  });

  it('greets and closes every e-mail alike: by first name when known, the one closing line', () => {
    for (const [language, mails, closing] of [
      ['en', en, 'See you at the garage.'],
      ['es', es, 'Le esperamos en el estacionamiento.'],
    ] as const) {
      for (const [name, mail] of Object.entries(mails)) {
        const lines = mail.text.trimEnd().split('\n');
        expect(lines.at(-1), `${language} ${name}`).toBe(closing);
        expect(lines[0], `${language} ${name}`).toMatch(
          language === 'en' ? /^Hello( [^,]+)?,$/ : /^Hola( [^:]+)?:$/,
        );
        expect(mail.html, `${language} ${name}`).toContain(`<p>${closing}</p>`);
      }
    }
    // A reader without a first name is greeted without one, never by a plate or an address.
    expect(inviteEmail({ language: 'en', firstName: ' ', plate: 'ABC123', url }).text).toMatch(/^Hello,\n/);
    expect(inviteEmail({ language: 'es', firstName: '', plate: 'ABC123', url }).text).toMatch(/^Hola:\n/);
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
      checkoutReceipt: checkoutReceiptEmail({ ...receipt, plan_name_es: '' }, 'Ana', 'es', receiptFacts),
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

describe('the failed-charge e-mail', () => {
  const es = failedChargeEmails('es');
  const en = failedChargeEmails('en');
  const text = (mails: Record<string, Mail>, name: string) => mails[name]?.text ?? '';

  it("words the bank's reason from its code, never the provider's English", () => {
    expect(text(es, 'autopayFailed reason insufficient_funds')).toContain(
      'Motivo: La tarjeta no tiene fondos suficientes.',
    );
    // An old row stored the provider's message: read back as its reason.
    expect(text(es, 'autopayFailed reason Your card has insufficient funds.')).toContain(
      'Motivo: La tarjeta no tiene fondos suficientes.',
    );
    expect(text(es, 'autopayFailed reason expired_card')).toContain('Motivo: La tarjeta está vencida.');
    // Unknown, missing, and the reasons a cardholder is never told (lost, stolen) read as a plain decline.
    for (const code of ['do_not_honor', 'null', 'lost_card', 'stolen_card', 'declined']) {
      expect(text(es, `autopayFailed reason ${code}`)).toContain('Motivo: El banco rechazó el cobro.');
      expect(text(en, `autopayFailed reason ${code}`)).toContain('Reason: The bank declined the charge.');
    }
    expect(text(en, 'autopayFailed reason insufficient_funds')).not.toContain(
      'Your card has insufficient funds',
    );
  });

  it('says the gate still admits the pass and keeps its space through the retries, and what a new card does', () => {
    const gap = text(en, 'autopayFailed gap');
    expect(gap).toContain('Your pass is valid through 11:45 p.m. on February 28, 2026.');
    expect(gap).toContain('Change your card now: we charge the new card at once');
    expect(gap).toContain('If you do not, we will try this card again on March 3, 2026.');
    expect(gap).toContain(
      'your card and plate still open the gate and your space is kept for you, through 11:45 p.m. on March 7, 2026. If no charge goes through by then, gate access is suspended until you pay.',
    );
    expect(gap).toContain('its new month counts from March 1, 2026.');
    expect(text(es, 'autopayFailed gap')).toContain(
      'su tarjeta y su placa siguen abriendo la puerta y su espacio sigue reservado para usted, hasta las 23:45 del 7 de marzo de 2026',
    );

    const noGap = text(en, 'autopayFailed noGap');
    expect(noGap).toContain('again on February 28, 2026, before your pass ends');
    expect(noGap).not.toContain('suspended');

    const lapsed = text(en, 'autopayFailed lapsed');
    expect(lapsed).toContain('Your pass ended at 11:45 p.m. on February 28, 2026.');
    expect(lapsed).toContain('still open the gate');
    expect(lapsed).toContain('again on March 7, 2026.');
    expect(lapsed).not.toContain('no gap');

    const ended = text(es, 'autopayFailed ended');
    expect(ended).toContain('Ese fue el último intento');
    expect(ended).toContain('Renovar mi pase: https://');
    expect(ended).not.toContain('Cambiar su tarjeta');
    expect(ended).toContain('El acceso está suspendido');
    expect(text(en, 'autopayFailed ended')).toContain(
      'Gate access is suspended: the gate will not open for your card or plate until you pay.',
    );
  });

  it('tells a 3-D Secure renewal confirmed after the pass ends that the gate admits it until the last attempt', () => {
    const mail = paymentActionEmail({
      ...person,
      language: 'es',
      url,
      lastAttempt: '2026-03-07',
      renewalDate: '2026-02-28',
    });
    expect(mail.text).toContain(
      'Hasta que confirme, su tarjeta y su placa siguen abriendo la puerta y su espacio sigue reservado para usted, hasta las 23:45 del 7 de marzo de 2026',
    );
    const inTime = paymentActionEmail({
      ...person,
      language: 'es',
      url,
      lastAttempt: '2026-02-28',
      renewalDate: '2026-02-28',
    });
    expect(inTime.text).not.toContain('siguen abriendo la puerta');
  });
});
