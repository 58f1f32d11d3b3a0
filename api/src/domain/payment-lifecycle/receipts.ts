import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { todayInTimeZone } from '../../contract/calendar-date';
import { invoiceNumber } from '../../contract/invoice-number';
import { firstRow } from '../../db/rows';
import { checkouts, invoices, passPayments, sales } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import type { MailAttachment } from '../../providers/mail/mail-provider';
import type { PaymentCard, PaymentRef } from '../../providers/payments/payments-provider';
import { providerNextCharge } from '../billing/next-autopay-charge';
import { fullName } from '../customers/customer-records';
import { autopayFailedEmail } from '../emails/autopay-emails';
import { appLink, type MailLanguage } from '../emails/mail-layout';
import {
  checkoutReceiptEmail,
  lossFeeReceiptEmail,
  type ReceiptFacts,
  renewalReceiptEmail,
} from '../emails/receipt-emails';
import { notifyPassOwner } from '../passes/owner-notices';
import { isPassExpired } from '../passes/pass-calendar';
import { cardOf } from '../passes/pass-card';
import { type PortalPass, passById } from '../passes/portal-pass';
import { signedInLink } from '../portal/sign-in-links';
import { receiptPdfOf } from '../receipts/pass-receipts';
import { sendAfterPayment } from './mail-after-payment';
import { passReceipt } from './pass-receipt';
import type { PaymentOutcome } from './payment-ledger';

// The e-mails that follow a committed payment, in the customer's language, each through the one retry
// policy (mail-after-payment.ts). A receipt that finally fails becomes a staff event.

/** Who a receipt about this pass was for, as the staff event names them. */
function recipientOf(pass: PortalPass) {
  return {
    clientId: pass.customer.id,
    subscriptionId: pass.subscription.id,
    customer: fullName(pass.customer.firstName, pass.customer.lastName),
    plate: pass.vehicle.plate,
    email: pass.customer.email,
  };
}

/**
 * The card a payment was made with, for its receipt: best effort, a receipt goes out without it when
 * the provider cannot tell (an outage, a payment of the other provider).
 */
async function paidWith(deps: PaymentDeps, payment: PaymentRef | null): Promise<PaymentCard | null> {
  const id = payment && ('paymentIntentId' in payment ? payment.paymentIntentId : payment.invoiceId);
  if (!payment || !id || !deps.payments.ownsId(id)) return null;
  try {
    return await deps.payments.getPaymentCard(payment);
  } catch (error) {
    deps.log(`the card of payment ${id} could not be read for its receipt`, error);
    return null;
  }
}

/**
 * The receipt's number, the card that paid, the pass's next automatic charge and the Payments page.
 * The card is kept on the invoice too, so the portal's receipts and the PDF name it later without
 * asking the provider again.
 */
async function receiptFacts(
  deps: PaymentDeps,
  pass: PortalPass,
  paid: { invoiceId: number | null; payment: PaymentRef | null },
): Promise<ReceiptFacts> {
  const card = await paidWith(deps, paid.payment);
  if (card && paid.invoiceId !== null) {
    await deps.db
      .update(invoices)
      .set({ cardBrand: card.brand, cardLast4: card.last4 })
      .where(and(eq(invoices.id, paid.invoiceId), isNull(invoices.cardLast4)));
  }
  return {
    receiptNumber: paid.invoiceId === null ? null : invoiceNumber(paid.invoiceId),
    cardLast4: card?.last4 ?? null,
    nextCharge: await providerNextCharge(deps, pass),
    portalUrl: appLink(deps.config.publicBaseUrl, '/payments'),
  };
}

/** The receipt's PDF, attached to its e-mail; none without an invoice, or when it cannot be drawn. */
async function receiptAttachments(
  deps: PaymentDeps,
  pass: PortalPass,
  invoiceId: number | null,
  language: MailLanguage,
): Promise<{ attachments?: MailAttachment[] }> {
  if (invoiceId === null) return {};
  try {
    const { fileName, pdf } = await receiptPdfOf(deps.db, pass, invoiceId, language);
    return { attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }] };
  } catch (error) {
    deps.log(`the PDF of invoice ${invoiceId} could not be drawn for its e-mail`, error);
    return {};
  }
}

/** The purchase receipt of a checkout that became a pass, in the checkout's language; sent once. */
export async function sendCheckoutReceipt(deps: PaymentDeps, checkoutId: number): Promise<boolean> {
  const checkout = await firstRow(
    deps.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1),
  );
  if (!checkout?.subscriptionId || checkout.receiptSentAt) return false;
  const pass = await passReceipt(deps.db, checkout.subscriptionId);
  const row = await passById(deps.db, checkout.subscriptionId);
  if (!pass || !row) return false;
  // The money moved by the one-time intent, or by the autopay subscription's first invoice.
  const paymentIds = [checkout.providerPaymentIntentId, checkout.providerInvoiceId].filter(
    (id): id is string => id !== null,
  );
  const invoice = paymentIds.length
    ? await firstRow(
        deps.db
          .select({ id: invoices.id })
          .from(invoices)
          .where(inArray(invoices.providerPaymentId, paymentIds))
          .limit(1),
      )
    : undefined;
  const facts = await receiptFacts(deps, row, {
    invoiceId: invoice?.id ?? null,
    payment: checkout.providerPaymentIntentId
      ? { paymentIntentId: checkout.providerPaymentIntentId }
      : checkout.providerInvoiceId
        ? { invoiceId: checkout.providerInvoiceId }
        : null,
  });
  return sendAfterPayment(
    deps,
    {
      to: checkout.email,
      ...checkoutReceiptEmail(pass.receipt, pass.firstName, checkout.language, facts),
      ...(await receiptAttachments(deps, row, invoice?.id ?? null, checkout.language)),
    },
    {
      what: `receipt e-mail for checkout ${checkoutId}`,
      receiptOf: {
        clientId: pass.customerId,
        subscriptionId: checkout.subscriptionId,
        customer: pass.customerName,
        plate: checkout.plate,
        email: checkout.email,
      },
      onSent: async () =>
        deps.db
          .update(checkouts)
          .set({ receiptSentAt: deps.now().toISOString() })
          .where(eq(checkouts.id, checkoutId)),
    },
  );
}

/** A portal payment's receipt, in the language the customer paid in; sent once. */
export async function sendPassPaymentReceipt(deps: PaymentDeps, token: string): Promise<boolean> {
  const payment = await firstRow(
    deps.db.select().from(passPayments).where(eq(passPayments.token, token)).limit(1),
  );
  if (payment?.status !== 'paid' || payment.receiptSentAt) return false;
  const pass = await passById(deps.db, payment.subscriptionId);
  if (!pass) return false;
  const common = {
    language: payment.language,
    firstName: pass.customer.firstName,
    plate: pass.vehicle.plate,
    amountCents: payment.amountCents,
    facts: await receiptFacts(deps, pass, {
      invoiceId: payment.invoiceId,
      payment: payment.providerIntentId ? { paymentIntentId: payment.providerIntentId } : null,
    }),
  };
  const content =
    payment.kind === 'renewal'
      ? renewalReceiptEmail({
          ...common,
          periodStart: pass.subscription.currentPeriodStart ?? '',
          renewalDate: pass.subscription.nextRenewalDate ?? '',
          autopay: false,
        })
      : lossFeeReceiptEmail({ ...common, cardCode: (await cardOf(deps.db, pass)).code ?? '' });
  if (payment.kind === 'loss_fee') {
    // Paying the fee blocks the access card: the owner hears of it even when someone else paid it.
    await notifyPassOwner(deps, pass, 'lost_card_reported');
  }
  return sendAfterPayment(
    deps,
    {
      to: pass.customer.email,
      ...content,
      ...(await receiptAttachments(deps, pass, payment.invoiceId, payment.language)),
    },
    {
      what: `receipt e-mail for pass payment ${payment.id}`,
      receiptOf: recipientOf(pass),
      onSent: async () =>
        deps.db
          .update(passPayments)
          .set({ receiptSentAt: deps.now().toISOString() })
          .where(eq(passPayments.id, payment.id)),
    },
  );
}

/** The receipt of an autopay renewal the provider charged by itself. */
export async function sendRenewalReceipt(
  deps: PaymentDeps,
  subscriptionId: number,
  amountCents: number,
): Promise<boolean> {
  const pass = await passById(deps.db, subscriptionId);
  if (!pass?.subscription.nextRenewalDate || !pass.subscription.currentPeriodStart) return false;
  // Its invoice: the pass's newest autopay sale, recorded in the transaction that just committed
  // (an autopay pass is renewed by nothing else; its other payments, lost-card fees, are items).
  const invoice = await firstRow(
    deps.db
      .select({ id: invoices.id, providerPaymentId: invoices.providerPaymentId })
      .from(sales)
      .innerJoin(invoices, eq(invoices.id, sales.invoiceId))
      .where(and(eq(sales.subscriptionId, subscriptionId), eq(sales.type, 'autopay')))
      .orderBy(desc(sales.id))
      .limit(1),
  );
  const facts = await receiptFacts(deps, pass, {
    invoiceId: invoice?.id ?? null,
    payment: invoice?.providerPaymentId ? { invoiceId: invoice.providerPaymentId } : null,
  });
  return sendAfterPayment(
    deps,
    {
      to: pass.customer.email,
      ...renewalReceiptEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName,
        plate: pass.vehicle.plate,
        amountCents,
        periodStart: pass.subscription.currentPeriodStart,
        renewalDate: pass.subscription.nextRenewalDate,
        autopay: true,
        facts,
      }),
      ...(await receiptAttachments(deps, pass, invoice?.id ?? null, pass.customer.language)),
    },
    { what: `renewal receipt for subscription ${subscriptionId}`, receiptOf: recipientOf(pass) },
  );
}

/**
 * A failed autopay charge, with a link that signs the reader in to change the card. Staff already have
 * its 'Auto-Pay failed' event, so a notice that cannot be sent is only logged.
 */
export async function sendRenewalFailureNotice(
  deps: PaymentDeps,
  outcome: Extract<PaymentOutcome, { kind: 'renewal_failed' }>,
): Promise<boolean> {
  const pass = await passById(deps.db, outcome.subscriptionId);
  if (!pass) return false;
  const plate = pass.vehicle.plate;
  // Both links sign the reader in; the pages learn the e-mail from the session and need only the plate.
  const link = async (path: string) =>
    signedInLink(deps.db, {
      secret: deps.config.jwtSecret,
      baseUrl: deps.config.publicBaseUrl,
      path,
      subscriptionId: outcome.subscriptionId,
      now: deps.now(),
      query: { plate },
    });
  return sendAfterPayment(
    deps,
    {
      to: pass.customer.email,
      ...autopayFailedEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName,
        plate,
        amountCents: outcome.amountCents,
        nextAttemptDate: outcome.nextAttemptAt
          ? todayInTimeZone(deps.config.garageTz, new Date(outcome.nextAttemptAt))
          : null,
        renewalDate: pass.subscription.nextRenewalDate,
        passEnded: isPassExpired(deps, pass),
        declineCode: pass.subscription.autopayFailureReason,
        cardUpdateUrl: await link('/change-card'),
        renewUrl: await link('/renew'),
      }),
    },
    { what: `failed-renewal notice for subscription ${outcome.subscriptionId}` },
  );
}
