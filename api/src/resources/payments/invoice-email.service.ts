import type { z } from 'zod';
import { calendarDayInZone, formatCalendarDate } from '../../contract/calendar-date';
import { normalizeEmail } from '../../contract/email-address';
import type { InvoiceEmailResponse, invoiceEmailSchema } from '../../contract/payments';
import type { Database } from '../../db/open-database';
import { planNames } from '../../domain/billing/invoice-concepts';
import { invoiceEmail } from '../../domain/emails/invoice-email';
import { invoiceReceiptPdf } from '../../domain/receipts/pass-receipts';
import { HttpError } from '../../lib/http-error';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { findPayment } from './payments.service';

type InvoiceEmailInput = z.output<typeof invoiceEmailSchema>;

/** E-mails one invoice to the addresses staff chose, one message each (no address sees another). */
export async function sendInvoiceEmail(
  deps: {
    db: Database;
    mail: MailProvider;
    timeZone: string;
    log: (message: string, error?: unknown) => void;
  },
  id: number,
  input: InvoiceEmailInput,
): Promise<InvoiceEmailResponse> {
  if (input.invoice_id !== id) {
    throw new HttpError(400, 'invalid_input', 'invoice_id must match the invoice in the URL', {
      details: { field: 'invoice_id', rule: 'id_positive' },
    });
  }
  const invoice = await findPayment(deps.db, id);
  if (!invoice) throw new HttpError(404, 'invoice_not_found');
  if (invoice.status_key === 'void') throw new HttpError(409, 'invoice_void');
  const day = formatCalendarDate(
    calendarDayInZone(new Date(invoice.paid_at ?? invoice.created_at), deps.timeZone),
  );
  const message = invoiceEmail(invoice, day, input, invoice.language, await planNames(deps.db));
  // The same PDF the customer downloads; an invoice of no pass goes without one.
  const attachments = await invoiceReceiptPdf(deps.db, id, invoice.language).then(
    ({ fileName, pdf }) => [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
    () => [],
  );
  const recipients = [...new Set(input.emails.map((email) => normalizeEmail(email)))];
  const sent: string[] = [];
  for (const to of recipients) {
    try {
      await deps.mail.send({ ...message, to, attachments });
      sent.push(to);
    } catch (error) {
      deps.log(`invoice ${invoice.number} e-mail to ${to} failed`, error);
      throw new HttpError(502, 'mail_send_failed', 'Could not send the e-mail', {
        ...(sent.length ? { details: { sent_to: sent.join(', ') } } : {}),
      });
    }
  }
  return { sent_to: sent };
}
