import type { OfficeContact } from '../../contract/portal';
import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage } from './mail-layout';

const COPY = {
  en: {
    subject: (plate: string) => `Your access card is ready at the office – ${plate}`,
    intro: (plate: string) =>
      `An access card has been assigned to the monthly parking pass for ${plate}. Pick it up at the garage office; it opens the gate from now on.`,
    bring: 'Bring an ID; the card is handed to the pass holder.',
    card: 'Card',
    ending: (last4: string) => `ending ${last4}`,
    plate: 'Plate',
    hours: 'Office hours',
    address: 'Address',
    phone: 'Phone',
  },
  es: {
    subject: (plate: string) => `Su tarjeta de acceso está lista en la oficina – ${plate}`,
    intro: (plate: string) =>
      `Se asignó una tarjeta de acceso al pase mensual de estacionamiento de ${plate}. Recójala en la oficina del estacionamiento; abre la barrera desde ahora.`,
    bring: 'Traiga una identificación; la tarjeta se entrega al titular del pase.',
    card: 'Tarjeta',
    ending: (last4: string) => `terminada en ${last4}`,
    plate: 'Placa',
    hours: 'Horario de la oficina',
    address: 'Dirección',
    phone: 'Teléfono',
  },
} as const;

/** Staff assigned an access card: where and when to pick it up; the card's number masked. */
export function cardReadyEmail(input: {
  language: MailLanguage;
  firstName: string;
  plate: string;
  cardCode: string;
  office: OfficeContact;
}): Omit<MailMessage, 'to'> {
  const { language, plate, office } = input;
  const copy = COPY[language];
  return composeMail({
    language,
    subject: copy.subject(plate),
    name: input.firstName,
    paragraphs: [copy.intro(plate), copy.bring],
    rows: [
      [copy.plate, plate],
      [copy.card, copy.ending(input.cardCode.slice(-4))],
      [copy.hours, office.hours[language]],
      [copy.address, office.address],
      [copy.phone, office.phone],
    ],
  });
}
