import { composeMail, type MailLanguage, mailDate, mailMoney } from '../lib/mail-layout';
import type { MailMessage } from '../providers/mail/mail-provider';

// The two messages the renewal engine sends by itself: the receipt of a paid renewal and the notice
// of a failed one (with the card-update link), in the customer's language.

const COPY = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    paidSubject: (plate: string) => `Your parking pass renewed automatically – ${plate}`,
    paidIntro: 'Thank you! Autopay charged your card and your monthly parking pass is renewed.',
    failedSubject: (plate: string) => `We could not charge your card – ${plate}`,
    failedIntro: (amount: string) =>
      `We tried to charge ${amount} for your monthly parking pass, but the charge failed.`,
    nextAttempt: (date: string) =>
      `We will try again on ${date}. Update your card before then to keep your pass.`,
    ended:
      'That was the last attempt: autopay is now off. Your pass ends on its renewal date unless you renew it from the Payments page.',
    updateCard: 'Update your card',
    plate: 'Plate',
    amount: 'Amount paid',
    validFrom: 'Valid from',
    validThrough: 'Valid through',
    renewalDate: 'Renewal date',
    closing: 'See you at the garage.',
  },
  es: {
    greeting: (name: string) => `Hola ${name}:`,
    paidSubject: (plate: string) => `Su pase de estacionamiento se renovó automáticamente – ${plate}`,
    paidIntro:
      '¡Gracias! El pago automático cobró su tarjeta y su pase mensual de estacionamiento está renovado.',
    failedSubject: (plate: string) => `No pudimos cobrar su tarjeta – ${plate}`,
    failedIntro: (amount: string) =>
      `Intentamos cobrar ${amount} por su pase mensual de estacionamiento, pero el cobro no se realizó.`,
    nextAttempt: (date: string) =>
      `Lo intentaremos de nuevo el ${date}. Actualice su tarjeta antes de esa fecha para conservar su pase.`,
    ended:
      'Ese fue el último intento: el pago automático está desactivado. Su pase termina en su fecha de renovación, a menos que lo renueve en la página de Pagos.',
    updateCard: 'Actualizar su tarjeta',
    plate: 'Placa',
    amount: 'Monto pagado',
    validFrom: 'Válido desde',
    validThrough: 'Válido hasta',
    renewalDate: 'Fecha de renovación',
    closing: 'Le esperamos en el estacionamiento.',
  },
} as const;

type Common = { language: MailLanguage; firstName: string; plate: string; amountCents: number };

export function autopayReceiptEmail(
  input: Common & { periodStart: string; renewalDate: string },
): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.paidSubject(input.plate),
    greeting: copy.greeting(input.firstName.trim() || input.plate),
    paragraphs: [copy.paidIntro],
    rows: [
      [copy.plate, input.plate],
      [copy.amount, mailMoney(input.amountCents)],
      [copy.validFrom, `${mailDate(input.periodStart, input.language)} 00:00`],
      [copy.validThrough, `${mailDate(input.renewalDate, input.language)} 23:45`],
    ],
    closing: copy.closing,
  });
}

export function autopayFailedEmail(
  input: Common & {
    /** The garage date of the next attempt; null after the last one. */
    nextAttemptDate: string | null;
    renewalDate: string | null;
    cardUpdateUrl: string;
  },
): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.failedSubject(input.plate),
    greeting: copy.greeting(input.firstName.trim() || input.plate),
    paragraphs: [
      copy.failedIntro(mailMoney(input.amountCents)),
      input.nextAttemptDate ? copy.nextAttempt(mailDate(input.nextAttemptDate, input.language)) : copy.ended,
    ],
    rows: [
      [copy.plate, input.plate],
      ...(input.renewalDate
        ? [[copy.renewalDate, `${mailDate(input.renewalDate, input.language)} 23:45`] as const]
        : []),
    ],
    action: { label: copy.updateCard, url: input.cardUpdateUrl },
    closing: copy.closing,
  });
}
