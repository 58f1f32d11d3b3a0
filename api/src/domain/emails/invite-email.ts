import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage } from './mail-layout';

const COPY = {
  en: {
    subject: 'Confirm your e-mail to see your parking pass',
    intro: (plate: string) =>
      `The garage created a monthly parking pass for the vehicle ${plate} under this e-mail address. Confirm the address to see the pass, renew it and manage its payments.`,
    action: 'Confirm my e-mail',
    after: 'The link works for 24 hours. If you did not expect this message, you can ignore it.',
  },
  es: {
    subject: 'Confirme su correo para ver su pase de estacionamiento',
    intro: (plate: string) =>
      `El estacionamiento creó un pase mensual para el vehículo ${plate} con este correo electrónico. Confirme su correo para ver el pase, renovarlo y administrar sus pagos.`,
    action: 'Confirmar mi correo',
    after: 'El enlace es válido durante 24 horas. Si no esperaba este mensaje, puede ignorarlo.',
  },
} as const;

export function inviteEmail(input: {
  language: MailLanguage;
  firstName: string;
  plate: string;
  url: string;
}): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.subject,
    name: input.firstName,
    paragraphs: [copy.intro(input.plate)],
    action: { label: copy.action, url: input.url },
    after: [copy.after],
  });
}
