import type { OfficeContact } from '../../contract/portal';
import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage } from './mail-layout';

// What staff's plate change tells the customer, in their language: the old and the new plate, that the
// portal now knows the pass by the new one, and whom to call if they did not ask for it.

const COPY = {
  en: {
    subject: (plate: string) => `The plate on your parking pass was changed – ${plate}`,
    intro: (from: string, to: string) =>
      `The garage office changed the plate of your vehicle from ${from} to ${to}. Your pass, its dates and its card stay the same.`,
    portal:
      'From now on, use the new plate with your e-mail to sign in to the payments page. E-mailed links you received before may ask you to sign in again.',
    previous: 'Previous plate',
    current: 'New plate',
    action: 'Open the payments page',
    office: 'If you did not ask for this change, contact the office:',
    phone: 'Phone',
    email: 'E-mail',
  },
  es: {
    subject: (plate: string) => `Se cambió la placa de su pase de estacionamiento – ${plate}`,
    intro: (from: string, to: string) =>
      `La oficina del estacionamiento cambió la placa de su vehículo de ${from} a ${to}. Su pase, sus fechas y su tarjeta siguen iguales.`,
    portal:
      'A partir de ahora, use la placa nueva con su correo para iniciar sesión en la página de pagos. Los enlaces que recibió antes por correo pueden pedirle que inicie sesión de nuevo.',
    previous: 'Placa anterior',
    current: 'Placa nueva',
    action: 'Abrir la página de pagos',
    office: 'Si usted no pidió este cambio, comuníquese con la oficina:',
    phone: 'Teléfono',
    email: 'Correo electrónico',
  },
} as const;

export function plateChangedEmail(input: {
  language: MailLanguage;
  firstName: string;
  previousPlate: string;
  plate: string;
  portalUrl: string;
  office: OfficeContact;
}): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.subject(input.plate),
    name: input.firstName,
    paragraphs: [copy.intro(input.previousPlate, input.plate), copy.portal],
    rows: [
      [copy.previous, input.previousPlate],
      [copy.current, input.plate],
    ],
    action: { label: copy.action, url: input.portalUrl },
    after: [copy.office, `${copy.phone}: ${input.office.phone}`, `${copy.email}: ${input.office.email}`],
  });
}
