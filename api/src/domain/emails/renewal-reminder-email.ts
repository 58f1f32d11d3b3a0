import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage, mailDate } from './mail-layout';

const COPY = {
  en: {
    subject: (plate: string, days: number) =>
      days === 0
        ? `Your parking pass ends today – ${plate}`
        : `Your parking pass ends in ${days} ${days === 1 ? 'day' : 'days'} – ${plate}`,
    intro: (plate: string, date: string) =>
      `The monthly parking pass for ${plate} is valid through ${date} at 23:45. It does not renew by itself.`,
    action: 'Renew my pass',
    after: 'If you already renewed it, you can ignore this message.',
  },
  es: {
    subject: (plate: string, days: number) =>
      days === 0
        ? `Su pase de estacionamiento vence hoy – ${plate}`
        : `Su pase de estacionamiento vence en ${days} ${days === 1 ? 'día' : 'días'} – ${plate}`,
    intro: (plate: string, date: string) =>
      `El pase mensual de estacionamiento de ${plate} es válido hasta el ${date} a las 23:45. No se renueva solo.`,
    action: 'Renovar mi pase',
    after: 'Si ya lo renovó, puede ignorar este mensaje.',
  },
} as const;

/** The reminder before a pass without autopay ends, with a link that opens /renew for it. */
export function renewalReminderEmail(input: {
  language: MailLanguage;
  firstName: string;
  plate: string;
  renewalDate: string;
  daysLeft: number;
  url: string;
}): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.subject(input.plate, input.daysLeft),
    name: input.firstName,
    paragraphs: [copy.intro(input.plate, mailDate(input.renewalDate, input.language))],
    action: { label: copy.action, url: input.url },
    after: [copy.after],
  });
}
