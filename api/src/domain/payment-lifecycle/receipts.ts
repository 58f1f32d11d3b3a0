import { eq } from 'drizzle-orm';
import { todayInTimeZone } from '../../contract/calendar-date';
import { checkouts, passPayments } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { autopayFailedEmail } from '../autopay-emails';
import { fullName } from '../customer-records';
import { notifyPassOwner } from '../owner-notices';
import { isPassExpired } from '../pass-calendar';
import { cardOf } from '../pass-card';
import { type PortalPass, passById } from '../portal-pass';
import { signedInLink } from '../sign-in-links';
import { sendAfterPayment } from './mail-after-payment';
import { passReceipt } from './pass-receipt';
import type { PaymentOutcome } from './payment-ledger';
import { checkoutReceiptEmail, lossFeeReceiptEmail, renewalReceiptEmail } from './receipt-emails';

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

/** The purchase receipt of a checkout that became a pass, in the checkout's language; sent once. */
export async function sendCheckoutReceipt(deps: PaymentDeps, checkoutId: number): Promise<boolean> {
  const checkout = deps.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).get();
  if (!checkout?.subscriptionId || checkout.receiptSentAt) return false;
  const pass = passReceipt(deps.db, checkout.subscriptionId);
  if (!pass) return false;
  return sendAfterPayment(
    deps,
    { to: checkout.email, ...checkoutReceiptEmail(pass.receipt, pass.firstName, checkout.language) },
    {
      what: `receipt e-mail for checkout ${checkoutId}`,
      receiptOf: {
        clientId: pass.customerId,
        subscriptionId: checkout.subscriptionId,
        customer: pass.customerName,
        plate: checkout.plate,
        email: checkout.email,
      },
      onSent: () =>
        deps.db
          .update(checkouts)
          .set({ receiptSentAt: deps.now().toISOString() })
          .where(eq(checkouts.id, checkoutId))
          .run(),
    },
  );
}

/** A portal payment's receipt, in the language the customer paid in; sent once. */
export async function sendPassPaymentReceipt(deps: PaymentDeps, token: string): Promise<boolean> {
  const payment = deps.db.select().from(passPayments).where(eq(passPayments.token, token)).get();
  if (payment?.status !== 'paid' || payment.receiptSentAt) return false;
  const pass = passById(deps.db, payment.subscriptionId);
  if (!pass) return false;
  const common = {
    language: payment.language,
    firstName: pass.customer.firstName,
    plate: pass.vehicle.plate,
    amountCents: payment.amountCents,
  };
  const content =
    payment.kind === 'renewal'
      ? renewalReceiptEmail({
          ...common,
          periodStart: pass.subscription.currentPeriodStart ?? '',
          renewalDate: pass.subscription.nextRenewalDate ?? '',
          autopay: false,
        })
      : lossFeeReceiptEmail({ ...common, cardCode: cardOf(deps.db, pass).code ?? '' });
  if (payment.kind === 'loss_fee') {
    // Paying the fee blocks the access card: the owner hears of it even when someone else paid it.
    await notifyPassOwner(deps, pass, 'lost_card_reported');
  }
  return sendAfterPayment(
    deps,
    { to: pass.customer.email, ...content },
    {
      what: `receipt e-mail for pass payment ${payment.id}`,
      receiptOf: recipientOf(pass),
      onSent: () =>
        deps.db
          .update(passPayments)
          .set({ receiptSentAt: deps.now().toISOString() })
          .where(eq(passPayments.id, payment.id))
          .run(),
    },
  );
}

/** The receipt of an autopay renewal the provider charged by itself. */
export async function sendRenewalReceipt(
  deps: PaymentDeps,
  subscriptionId: number,
  amountCents: number,
): Promise<boolean> {
  const pass = passById(deps.db, subscriptionId);
  if (!pass?.subscription.nextRenewalDate || !pass.subscription.currentPeriodStart) return false;
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
      }),
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
  const pass = passById(deps.db, outcome.subscriptionId);
  if (!pass) return false;
  const plate = pass.vehicle.plate;
  // Both links sign the reader in; the pages learn the e-mail from the session and need only the plate.
  const link = (path: string) =>
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
        cardUpdateUrl: link('/change-card'),
        renewUrl: link('/renew'),
      }),
    },
    { what: `failed-renewal notice for subscription ${outcome.subscriptionId}` },
  );
}
