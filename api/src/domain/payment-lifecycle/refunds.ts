import { and, eq } from 'drizzle-orm';
import { checkouts } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';

/**
 * Gives the money back for a checkout that was paid but could not become a pass. The decision and
 * its event were committed with the payment; this is the provider call, safe to repeat (idempotency
 * key per checkout) until it succeeds.
 */
export async function settleRefund(deps: PaymentDeps, checkoutId: number): Promise<boolean> {
  const checkout = deps.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).get();
  if (checkout?.status !== 'refund_pending') return false;
  try {
    const refund = await deps.payments.refund({
      paymentIntentId: checkout.providerPaymentIntentId,
      invoiceId: checkout.providerPaymentIntentId ? null : checkout.providerInvoiceId,
      reason: checkout.refundReason ?? 'no pass could be given',
      idempotencyKey: `${checkout.token}:refund`,
    });
    if (checkout.providerSubscriptionId) {
      // A refunded autopay pass must not renew next month.
      await deps.payments.cancelSubscription(checkout.providerSubscriptionId).catch((error: unknown) => {
        deps.log(`could not cancel subscription ${checkout.providerSubscriptionId} after refund`, error);
      });
    }
    deps.db
      .update(checkouts)
      .set({
        status: 'refunded',
        providerRefundId: refund.id,
        lastError: null,
        updatedAt: deps.now().toISOString(),
      })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'refund_pending')))
      .run();
    return true;
  } catch (error) {
    deps.log(`refund for checkout ${checkoutId} failed; it will be retried`, error);
    deps.db
      .update(checkouts)
      .set({
        lastError: `Refund failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
        updatedAt: deps.now().toISOString(),
      })
      .where(eq(checkouts.id, checkoutId))
      .run();
    return false;
  }
}

/** Retries every refund still owed (run at start-up and periodically by the server). */
export async function retryPendingRefunds(deps: PaymentDeps): Promise<number> {
  const pending = deps.db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.status, 'refund_pending'))
    .all();
  let settled = 0;
  for (const { id } of pending) if (await settleRefund(deps, id)) settled += 1;
  return settled;
}
