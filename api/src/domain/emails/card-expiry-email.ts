import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage, mailDate } from './mail-layout';

const COPY = {
  en: {
    subject: (plate: string, expired: boolean) =>
      expired
        ? `The card for your parking pass has expired – ${plate}`
        : `The card for your parking pass expires soon – ${plate}`,
    card: (brand: string, last4: string, date: string, expired: boolean) =>
      expired
        ? `Autopay charges your ${brand} card ending in ${last4}, which stopped working after ${date}.`
        : `Autopay charges your ${brand} card ending in ${last4}, which works through ${date}.`,
    next: (date: string) =>
      `Your next automatic charge is on ${date}. Save a new card before then so your pass keeps renewing.`,
    action: 'Change my card',
    after: 'If you already saved a new card, you can ignore this message.',
  },
  es: {
    subject: (plate: string, expired: boolean) =>
      expired
        ? `La tarjeta de su pase de estacionamiento ha vencido – ${plate}`
        : `La tarjeta de su pase de estacionamiento vence pronto – ${plate}`,
    card: (brand: string, last4: string, date: string, expired: boolean) =>
      expired
        ? `El pago automático se cobra a su tarjeta ${brand} terminada en ${last4}, que dejó de funcionar después del ${date}.`
        : `El pago automático se cobra a su tarjeta ${brand} terminada en ${last4}, que funciona hasta el ${date}.`,
    next: (date: string) =>
      `Su próximo cobro automático es el ${date}. Guarde una tarjeta nueva antes de esa fecha para que su pase siga renovándose.`,
    action: 'Cambiar mi tarjeta',
    after: 'Si ya guardó una tarjeta nueva, puede ignorar este mensaje.',
  },
} as const;

/** The notice 30 and 7 days before an autopay pass's saved card stops working, linking to the card change. */
export function cardExpiryEmail(input: {
  language: MailLanguage;
  firstName: string;
  plate: string;
  brand: string;
  last4: string;
  lastDay: string;
  expired: boolean;
  nextChargeDate: string | null;
  url: string;
}): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  const brand = input.brand.charAt(0).toUpperCase() + input.brand.slice(1);
  return composeMail({
    language: input.language,
    subject: copy.subject(input.plate, input.expired),
    name: input.firstName,
    paragraphs: [
      copy.card(brand, input.last4, mailDate(input.lastDay, input.language), input.expired),
      ...(input.nextChargeDate ? [copy.next(mailDate(input.nextChargeDate, input.language))] : []),
    ],
    action: { label: copy.action, url: input.url },
    after: [copy.after],
  });
}
