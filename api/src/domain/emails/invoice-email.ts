import { conceptText } from '../../contract/invoice-concept';
import type { Payment } from '../../contract/payments';
import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage, mailDate, mailMoney } from './mail-layout';

const COPY = {
  en: {
    intro: (number: string) => `Here is your invoice ${number} from Border Garage.`,
    number: 'Invoice number',
    date: 'Date',
    customer: 'Customer',
    plate: 'Plate',
    concept: 'Concept',
    amount: 'Amount',
    status: 'Status',
    statuses: { paid: 'Paid', refunded: 'Refunded', failed: 'Failed', void: 'Void' },
  },
  es: {
    intro: (number: string) => `Le enviamos su factura ${number} de Border Garage.`,
    number: 'Número de factura',
    date: 'Fecha',
    customer: 'Cliente',
    plate: 'Placa',
    concept: 'Concepto',
    amount: 'Importe',
    status: 'Estado',
    statuses: { paid: 'Pagada', refunded: 'Reembolsada', failed: 'Fallida', void: 'Anulada' },
  },
} as const;

/**
 * The invoice itself (number, date, customer, plate, concept, amount, status) in the customer's
 * language, under staff's own subject (prefilled in the customer's language) and words.
 */
export function invoiceEmail(
  invoice: Payment,
  invoiceDate: string,
  staff: { subject: string; body: string },
  language: MailLanguage,
  /** Every plan's names, so the concept names the plan in the customer's language. */
  plans: readonly { name: string; name_es: string }[] = [],
): Omit<MailMessage, 'to'> {
  const copy = COPY[language];
  const staffParagraphs = staff.body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return composeMail({
    language,
    subject: staff.subject,
    name: invoice.customer_name,
    paragraphs: [...staffParagraphs, copy.intro(invoice.number)],
    rows: [
      [copy.number, invoice.number],
      [copy.date, mailDate(invoiceDate, language)],
      [copy.customer, invoice.customer_name],
      [copy.plate, invoice.plate ?? '-'],
      [copy.concept, conceptText(invoice.concept, language, plans)],
      [copy.amount, mailMoney(invoice.amount_cents)],
      [copy.status, copy.statuses[invoice.status_key]],
    ],
  });
}
