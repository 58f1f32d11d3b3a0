import { composeMail, type MailLanguage, mailDate, mailMoney } from '../../lib/mail-layout';
import type { MailMessage } from '../../providers/mail/mail-provider';

const COPY = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    renewalSubject: (plate: string) => `Your parking pass is renewed – ${plate}`,
    renewalIntro: 'Thank you! Your monthly parking pass has been renewed.',
    lossSubject: (plate: string) => `Replacement card fee paid – ${plate}`,
    lossIntro: (card: string) =>
      `Thank you! We received the replacement card fee. The lost card ${card} no longer opens the gate.`,
    lossAfter: 'Staff will give you a new access card at the garage office.',
    renewalAfter: 'This pass does not renew by itself: renew it from the Payments page before it ends.',
    plate: 'Plate',
    amount: 'Amount paid',
    validFrom: 'Valid from',
    validThrough: 'Valid through',
    closing: 'See you at the garage.',
  },
  es: {
    greeting: (name: string) => `Hola ${name}:`,
    renewalSubject: (plate: string) => `Su pase de estacionamiento está renovado – ${plate}`,
    renewalIntro: '¡Gracias! Su pase mensual de estacionamiento ha sido renovado.',
    lossSubject: (plate: string) => `Cuota de reposición de tarjeta pagada – ${plate}`,
    lossIntro: (card: string) =>
      `¡Gracias! Recibimos la cuota de reposición de tarjeta. La tarjeta perdida ${card} ya no abre la pluma de acceso.`,
    lossAfter: 'El personal le entregará una nueva tarjeta de acceso en la oficina del estacionamiento.',
    renewalAfter: 'Este pase no se renueva solo: renuévelo en la página de Pagos antes de que termine.',
    plate: 'Placa',
    amount: 'Monto pagado',
    validFrom: 'Válido desde',
    validThrough: 'Válido hasta',
    closing: 'Le esperamos en el estacionamiento.',
  },
} as const;

type Common = { language: MailLanguage; firstName: string; plate: string; amountCents: number };

export function renewalReceiptEmail(
  input: Common & { periodStart: string; renewalDate: string },
): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.renewalSubject(input.plate),
    greeting: copy.greeting(input.firstName.trim() || input.plate),
    paragraphs: [copy.renewalIntro],
    rows: [
      [copy.plate, input.plate],
      [copy.amount, mailMoney(input.amountCents)],
      [copy.validFrom, `${mailDate(input.periodStart, input.language)} 00:00`],
      [copy.validThrough, `${mailDate(input.renewalDate, input.language)} 23:45`],
    ],
    after: [copy.renewalAfter],
    closing: copy.closing,
  });
}

export function lossFeeReceiptEmail(input: Common & { cardCode: string }): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.lossSubject(input.plate),
    greeting: copy.greeting(input.firstName.trim() || input.plate),
    paragraphs: [copy.lossIntro(input.cardCode)],
    rows: [
      [copy.plate, input.plate],
      [copy.amount, mailMoney(input.amountCents)],
    ],
    after: [copy.lossAfter],
    closing: copy.closing,
  });
}
