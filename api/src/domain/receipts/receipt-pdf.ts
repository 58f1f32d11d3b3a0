import PDFDocument from 'pdfkit';
import { cardBrandName } from '../../contract/card-brand';
import type { GarageDetails } from '../../contract/garage-details';
import type { PassReceiptRow } from '../../contract/pass-receipts';
import { type MailLanguage, mailDate, mailMoney } from '../emails/mail-layout';

// A payment's receipt as a PDF (docs/decisions/receipts-pdf.md): pdfkit with its standard Helvetica,
// whose WinAnsi encoding covers Spanish (á é í ó ú ñ ¿ ¡), so no font file ships and no browser runs.

const COPY = {
  en: {
    title: 'Receipt',
    taxId: 'Tax ID',
    number: 'Receipt number',
    date: 'Date',
    customer: 'Customer',
    plates: 'Plates',
    period: 'Period',
    periodText: (start: string, end: string) => `${start} to ${end}`,
    noPeriod: 'Not a pass period',
    amount: 'Amount',
    discount: 'Discount',
    status: 'Status',
    refunded: 'Refunded',
    statuses: { paid: 'Paid', refunded: 'Refunded', failed: 'Failed', void: 'Void' },
    card: 'Card',
    cardText: (brand: string, last4: string) => `${brand} ending ${last4}`,
  },
  es: {
    title: 'Recibo',
    taxId: 'RFC / identificación fiscal',
    number: 'Número de recibo',
    date: 'Fecha',
    customer: 'Cliente',
    plates: 'Placas',
    period: 'Periodo',
    periodText: (start: string, end: string) => `del ${start} al ${end}`,
    noPeriod: 'No corresponde a un periodo del pase',
    amount: 'Importe',
    discount: 'Descuento',
    status: 'Estado',
    refunded: 'Reembolsado',
    statuses: { paid: 'Pagado', refunded: 'Reembolsado', failed: 'Fallido', void: 'Anulado' },
    card: 'Tarjeta',
    cardText: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
  },
} as const;

export type ReceiptPdfInput = {
  language: MailLanguage;
  garage: GarageDetails;
  customer: string;
  plates: readonly string[];
  receipt: PassReceiptRow;
};

/** The receipt's lines, label and value, in the customer's language. */
export function receiptLines({ language, customer, plates, receipt }: ReceiptPdfInput): [string, string][] {
  const copy = COPY[language];
  const date = (day: string) => mailDate(day, language);
  const lines: [string, string][] = [
    [copy.number, receipt.number],
    [copy.date, date(receipt.date.slice(0, 10))],
    [copy.customer, customer],
    [copy.plates, plates.join(', ')],
    [
      copy.period,
      receipt.period ? copy.periodText(date(receipt.period.start), date(receipt.period.end)) : copy.noPeriod,
    ],
    [copy.amount, mailMoney(receipt.amount_cents)],
  ];
  if (receipt.discount_cents) lines.push([copy.discount, mailMoney(receipt.discount_cents)]);
  if (receipt.card)
    lines.push([copy.card, copy.cardText(cardBrandName(receipt.card.brand), receipt.card.last4)]);
  lines.push([copy.status, copy.statuses[receipt.status]]);
  if (receipt.refunded_cents > 0) lines.push([copy.refunded, mailMoney(receipt.refunded_cents)]);
  return lines;
}

/** The receipt as PDF bytes. */
export function receiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const copy = COPY[input.language];
  // A fixed creation date keeps the same receipt byte-identical between downloads and the e-mail.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `${copy.title} ${input.receipt.number}`, CreationDate: new Date(input.receipt.date) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { garage } = input;
  doc.font('Helvetica-Bold').fontSize(16).text(garage.legal_name);
  doc.font('Helvetica').fontSize(10).text(garage.address);
  if (garage.tax_id) doc.text(`${copy.taxId}: ${garage.tax_id}`);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(14).text(`${copy.title} ${input.receipt.number}`);
  doc.moveDown(0.5);
  for (const [label, value] of receiptLines(input)) {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.end();
  return done;
}
