import { eq, or } from 'drizzle-orm';
import { intentIdFromClientSecret } from '../../../contract/billing-input';
import type { PassReceipt } from '../../../contract/billing-response';
import type { Database } from '../../../db/open-database';
import { firstRow } from '../../../db/rows';
import { checkouts } from '../../../db/schema';
import { passReceipt } from '../../../domain/payment-lifecycle/pass-receipt';
import type { RefundReason } from '../../../domain/payment-lifecycle/payment-ledger';
import { REFUND_MESSAGES } from '../../../domain/payment-lifecycle/refund-reasons';
import { HttpError } from '../../../lib/http-error';

type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * The pass bought through a payment or setup intent. 404 'Not found' until the payment has been
 * applied (the success page polls); 409 with the reason when the payment was refunded instead.
 */
export async function findReceipt(
  db: Database,
  query: { payment_intent?: string | undefined; setup_intent?: string | undefined },
): Promise<PassReceipt> {
  const checkout = await findCheckout(db, query);
  if (!checkout) throw new HttpError(404, 'not_found');
  if (checkout.status === 'refund_pending' || checkout.status === 'refunded') {
    throw new HttpError(409, 'checkout_refunded', refundMessage(checkout.refundReason), {
      ...(checkout.refundReason ? { details: { refund_reason: checkout.refundReason } } : {}),
    });
  }
  const pass =
    checkout.status === 'fulfilled' && checkout.subscriptionId
      ? await passReceipt(db, checkout.subscriptionId)
      : null;
  if (!pass) throw new HttpError(404, 'not_found');
  return pass.receipt;
}

async function findCheckout(
  db: Database,
  query: { payment_intent?: string | undefined; setup_intent?: string | undefined },
): Promise<CheckoutRow | undefined> {
  if (query.setup_intent) {
    const id = intentIdFromClientSecret(query.setup_intent);
    return firstRow(db.select().from(checkouts).where(eq(checkouts.providerIntentId, id)).limit(1));
  }
  if (query.payment_intent) {
    const id = intentIdFromClientSecret(query.payment_intent);
    return firstRow(
      db
        .select()
        .from(checkouts)
        .where(or(eq(checkouts.providerIntentId, id), eq(checkouts.providerPaymentIntentId, id)))
        .limit(1),
    );
  }
  return undefined;
}

function refundMessage(reason: string | null): string {
  return reason && reason in REFUND_MESSAGES
    ? REFUND_MESSAGES[reason as RefundReason]
    : REFUND_MESSAGES.no_space;
}
