import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage } from './mail-layout';

const COPY = {
  en: {
    subject: (plate: string) => `Renew your parking pass – ${plate}`,
    intro: (plate: string) =>
      `The monthly parking pass for ${plate} is canceled. You can start it again whenever you like: pay one month with the link below and the pass is active again from that day.`,
    action: 'Renew my pass',
    after: 'If you did not ask for this, you can ignore this message.',
  },
  es: {
    subject: (plate: string) => `Renueve su pase de estacionamiento – ${plate}`,
    intro: (plate: string) =>
      `El pase mensual de estacionamiento de ${plate} está cancelado. Puede reactivarlo cuando usted quiera: pague un mes con el enlace de abajo y el pase quedará activo de nuevo desde ese día.`,
    action: 'Renovar mi pase',
    after: 'Si usted no lo pidió, puede ignorar este mensaje.',
  },
} as const;

/** The 'Re-enviar link de pago' e-mail: a canceled pass's link to the portal's /renew. */
export function renewalLinkEmail(input: {
  language: MailLanguage;
  firstName: string;
  plate: string;
  url: string;
}): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.subject(input.plate),
    name: input.firstName,
    paragraphs: [copy.intro(input.plate)],
    action: { label: copy.action, url: input.url },
    after: [copy.after],
  });
}
