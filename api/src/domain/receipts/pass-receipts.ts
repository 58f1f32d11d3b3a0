import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CalendarDate } from '../../contract/calendar-date';
import { invoiceNumber } from '../../contract/invoice-number';
import type { PassReceiptRow, PassReceiptsResponse } from '../../contract/pass-receipts';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { invoices, passPlates, saleRefunds, sales } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { providerNextCharge } from '../billing/next-autopay-charge';
import { fullName } from '../customers/customer-records';
import type { MailLanguage } from '../emails/mail-layout';
import { readGarageDetails } from '../garage/garage-details';
import { type PortalPass, passById } from '../passes/portal-pass';
import { receiptPdf } from './receipt-pdf';

// Every payment of one pass as its owner reads it (docs/decisions/receipts-pdf.md). A receipt is
// always looked up through the pass, so an id of another pass's invoice answers as one that does not
// exist.

async function receiptRows(
  db: DbExecutor,
  subscriptionId: number,
  invoiceId?: number,
): Promise<PassReceiptRow[]> {
  const rows = await db
    .select({ invoice: invoices, refunded: saleRefunds.amountCents })
    .from(invoices)
    .leftJoin(sales, eq(sales.invoiceId, invoices.id))
    .leftJoin(saleRefunds, eq(saleRefunds.saleId, sales.id))
    .where(
      invoiceId === undefined
        ? eq(invoices.subscriptionId, subscriptionId)
        : and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.id, invoiceId)),
    )
    .orderBy(asc(invoices.id));
  return rows.map(({ invoice, refunded }) => ({
    id: invoice.id,
    number: invoiceNumber(invoice.id),
    date: invoice.paidAt ?? invoice.createdAt,
    period:
      invoice.periodStart && invoice.periodEnd
        ? { start: invoice.periodStart as CalendarDate, end: invoice.periodEnd as CalendarDate }
        : null,
    amount_cents: invoice.amountCents,
    discount_cents: invoice.discountCents,
    status: invoice.statusKey,
    // A refund recorded on the invoice alone (a charge refunded as it completed) gives back all of it.
    refunded_cents: refunded ?? (invoice.statusKey === 'refunded' ? invoice.amountCents : 0),
    card:
      invoice.cardBrand && invoice.cardLast4 ? { brand: invoice.cardBrand, last4: invoice.cardLast4 } : null,
  }));
}

/** The pass's payments, newest first, and its next automatic charge as the provider will bill it. */
export async function passReceipts(
  deps: Pick<PaymentDeps, 'db' | 'payments' | 'config' | 'log'>,
  pass: PortalPass,
): Promise<PassReceiptsResponse> {
  const next = await providerNextCharge(deps, pass);
  return {
    receipts: (await receiptRows(deps.db, pass.subscription.id)).reverse(),
    next_charge: next ? { amount_cents: next.amountCents, date: next.date } : null,
  };
}

/** One payment of this pass, or 404 `receipt_not_found` (also for another pass's invoice). */
export async function requirePassReceipt(
  db: DbExecutor,
  pass: PortalPass,
  invoiceId: number,
): Promise<PassReceiptRow> {
  const row = (await receiptRows(db, pass.subscription.id, invoiceId))[0];
  if (!row) throw new HttpError(404, 'receipt_not_found');
  return row;
}

/** One payment of this pass as the PDF its owner downloads, staff download and e-mails attach. */
export async function receiptPdfOf(
  db: DbExecutor,
  pass: PortalPass,
  invoiceId: number,
  language: MailLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const receipt = await requirePassReceipt(db, pass, invoiceId);
  return receiptPdf({
    language,
    garage: await readGarageDetails(db),
    customer: fullName(pass.customer.firstName, pass.customer.lastName),
    plates: await receiptPlates(db, pass),
    receipt,
  }).then((pdf) => ({ fileName: `${receipt.number}.pdf`, pdf }));
}

/** Any invoice of a pass as its receipt PDF, for staff and staff's invoice e-mails; 404 `invoice_not_found`. */
export async function invoiceReceiptPdf(db: DbExecutor, invoiceId: number, language: MailLanguage) {
  const invoice = await firstRow(
    db
      .select({ subscriptionId: invoices.subscriptionId })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .limit(1),
  );
  const pass = invoice?.subscriptionId ? await passById(db, invoice.subscriptionId) : null;
  if (!pass) throw new HttpError(404, 'invoice_not_found');
  return receiptPdfOf(db, pass, invoiceId, language);
}

/** The plates a receipt names: the pass's main plate, then the ones on it now. */
export async function receiptPlates(db: DbExecutor, pass: PortalPass): Promise<string[]> {
  const added = await db
    .select({ plate: passPlates.plate })
    .from(passPlates)
    .where(and(eq(passPlates.subscriptionId, pass.subscription.id), isNull(passPlates.removedAt)));
  return [pass.vehicle.plate, ...added.map((row) => row.plate)];
}
