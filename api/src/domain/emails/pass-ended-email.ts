import type { OfficeContact } from '../../contract/portal';
import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage, mailMoney } from './mail-layout';

// What staff's cancel, refund and ban tell the customer, in their language: what happened, the amount
// given back where there is one, and what they can do next (renew a canceled pass; otherwise the office).

export type PassEnding =
  | { kind: 'canceled'; renewUrl: string }
  | { kind: 'refunded'; amountCents: number }
  | { kind: 'banned' };

const COPY = {
  en: {
    plate: 'Plate',
    refundAmount: 'Amount refunded',
    canceledSubject: (plate: string) => `Your parking pass was canceled – ${plate}`,
    canceledIntro: (plate: string) =>
      `The garage office canceled the monthly parking pass for ${plate} today. It no longer opens the gate, and autopay (if it was on) will not charge your card again.`,
    canceledNext:
      'You can start it again whenever you like: pay one month with the link below and the pass is active again from that day, if a space is free.',
    renew: 'Renew my pass',
    refundedSubject: (plate: string) => `Your parking pass was refunded – ${plate}`,
    refundedIntro: (plate: string, amount: string) =>
      `The garage office refunded ${amount} for the monthly parking pass for ${plate} and ended the pass today. It no longer opens the gate, and autopay (if it was on) will not charge your card again.`,
    refundTiming:
      'The refund goes back to the card you paid with; banks usually show it within 5 to 10 business days.',
    bannedSubject: (plate: string) => `Your parking pass was ended – ${plate}`,
    bannedIntro: (plate: string) =>
      `The garage office ended the monthly parking pass for ${plate} and blocked the vehicle from new passes. It no longer opens the gate, and autopay (if it was on) will not charge your card again.`,
    office: 'If you have questions about this, contact the office:',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Hours',
    address: 'Address',
  },
  es: {
    plate: 'Placa',
    refundAmount: 'Importe reembolsado',
    canceledSubject: (plate: string) => `Su pase de estacionamiento fue cancelado – ${plate}`,
    canceledIntro: (plate: string) =>
      `La oficina del estacionamiento canceló hoy el pase mensual de ${plate}. Ya no abre la barrera y el pago automático (si estaba activado) no volverá a cobrar su tarjeta.`,
    canceledNext:
      'Puede reactivarlo cuando quiera: pague un mes con el enlace de abajo y el pase quedará activo de nuevo desde ese día, si hay un lugar disponible.',
    renew: 'Renovar mi pase',
    refundedSubject: (plate: string) => `Su pase de estacionamiento fue reembolsado – ${plate}`,
    refundedIntro: (plate: string, amount: string) =>
      `La oficina del estacionamiento reembolsó ${amount} del pase mensual de ${plate} y terminó hoy el pase. Ya no abre la barrera y el pago automático (si estaba activado) no volverá a cobrar su tarjeta.`,
    refundTiming:
      'El reembolso vuelve a la tarjeta con la que pagó; los bancos suelen mostrarlo en un plazo de 5 a 10 días hábiles.',
    bannedSubject: (plate: string) => `Su pase de estacionamiento fue terminado – ${plate}`,
    bannedIntro: (plate: string) =>
      `La oficina del estacionamiento terminó el pase mensual de ${plate} y bloqueó el vehículo para pases nuevos. Ya no abre la barrera y el pago automático (si estaba activado) no volverá a cobrar su tarjeta.`,
    office: 'Si tiene preguntas, comuníquese con la oficina:',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Horario',
    address: 'Dirección',
  },
} as const;

export function passEndedEmail(input: {
  language: MailLanguage;
  firstName: string;
  plate: string;
  ending: PassEnding;
  office: OfficeContact;
}): Omit<MailMessage, 'to'> {
  const { language, plate, ending, office } = input;
  const copy = COPY[language];
  const contact: [string, string][] = [
    [copy.phone, office.phone],
    [copy.email, office.email],
    [copy.hours, office.hours[language]],
    [copy.address, office.address],
  ];
  const base = {
    language,
    name: input.firstName,
  };
  if (ending.kind === 'canceled') {
    return composeMail({
      ...base,
      subject: copy.canceledSubject(plate),
      paragraphs: [copy.canceledIntro(plate), copy.canceledNext],
      rows: [[copy.plate, plate]],
      action: { label: copy.renew, url: ending.renewUrl },
      after: [copy.office, ...contact.map(([label, value]) => `${label}: ${value}`)],
    });
  }
  if (ending.kind === 'refunded') {
    return composeMail({
      ...base,
      subject: copy.refundedSubject(plate),
      paragraphs: [copy.refundedIntro(plate, mailMoney(ending.amountCents)), copy.refundTiming, copy.office],
      rows: [[copy.plate, plate], [copy.refundAmount, mailMoney(ending.amountCents)], ...contact],
    });
  }
  return composeMail({
    ...base,
    subject: copy.bannedSubject(plate),
    paragraphs: [copy.bannedIntro(plate), copy.office],
    rows: [[copy.plate, plate], ...contact],
  });
}
