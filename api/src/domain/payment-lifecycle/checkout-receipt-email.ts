import type { PassReceipt } from '../../contract/billing-response';
import { composeMail, mailDate, mailMoney } from '../../lib/mail-layout';
import type { MailMessage } from '../../providers/mail/mail-provider';

type Language = 'en' | 'es';

const COPY = {
  en: {
    subject: (plate: string) => `Your monthly parking pass – ${plate}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'Thank you! Your monthly parking pass is active.',
    plate: 'Plate',
    plan: 'Plan',
    amount: 'Amount paid',
    validFrom: 'Valid from',
    validThrough: 'Valid through',
    autopay: (cycles: number) =>
      cycles > 0
        ? `Autopay is on: your card is charged every month, with the discount for the ${cycles === 1 ? 'first month' : `first ${cycles} months`}.`
        : 'Autopay is on: your card is charged every month.',
    oneTime: 'This pass does not renew by itself: renew it from the Payments page before it ends.',
    card: 'Staff will assign your access card at the garage office.',
    closing: 'See you at the garage.',
  },
  es: {
    subject: (plate: string) => `Su pase mensual de estacionamiento – ${plate}`,
    greeting: (name: string) => `Hola ${name}:`,
    intro: '¡Gracias! Su pase mensual de estacionamiento está activo.',
    plate: 'Placa',
    plan: 'Plan',
    amount: 'Monto pagado',
    validFrom: 'Válido desde',
    validThrough: 'Válido hasta',
    autopay: (cycles: number) =>
      cycles > 0
        ? `El pago automático está activo: se cobra a su tarjeta cada mes, con el descuento ${cycles === 1 ? 'el primer mes' : `los primeros ${cycles} meses`}.`
        : 'El pago automático está activo: se cobra a su tarjeta cada mes.',
    oneTime: 'Este pase no se renueva solo: renuévelo en la página de Pagos antes de que termine.',
    card: 'El personal le asignará su tarjeta de acceso en la oficina del estacionamiento.',
    closing: 'Le esperamos en el estacionamiento.',
  },
} as const;

/** The purchase receipt, in the language the visitor used at checkout. */
export function receiptEmail(
  receipt: PassReceipt,
  firstName: string,
  language: Language,
): Omit<MailMessage, 'to'> {
  const copy = COPY[language];
  const date = (value: string) => mailDate(value, language);
  return composeMail({
    language,
    subject: copy.subject(receipt.plate),
    greeting: copy.greeting(firstName.trim() || receipt.email),
    paragraphs: [copy.intro],
    rows: [
      [copy.plate, receipt.plate],
      [copy.plan, receipt.plan_name],
      [copy.amount, mailMoney(receipt.amount_cents)],
      [copy.validFrom, `${date(receipt.start_date)} ${receipt.valid_from}`],
      [copy.validThrough, `${date(receipt.next_renewal_date)} ${receipt.valid_through}`],
    ],
    after: [receipt.autopay ? copy.autopay(receipt.discount_cycles_left) : copy.oneTime, copy.card],
    closing: copy.closing,
  });
}
