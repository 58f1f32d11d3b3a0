import { and, eq } from 'drizzle-orm';
import { firstRow } from '../../db/rows';
import { checkouts, passPayments } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import type { RefundInput } from '../../providers/payments/payments-provider';
import { noSpaceRefundEmail } from '../emails/money-emails';
import { passById } from '../passes/portal-pass';
import { sendAfterPayment } from './mail-after-payment';

// Giving back a payment that was applied as a refund (a checkout that could not become a pass, a portal
// payment the rules no longer allowed). The decision and its records were committed with the payment;
// this is the provider call, safe to repeat (one idempotency key per payment) until it succeeds.

/** A refund still owed, and how its own row records the answer. */
type OwedRefund = {
  /** Names it in the server log: "checkout 4", "pass payment 2". */
  label: string;
  request: RefundInput;
  /** Runs after the money is back, before the row says so (best effort: it logs its own failure). */
  afterRefund?: () => Promise<void>;
  settled: (refundId: string, nowIso: string) => Promise<unknown>;
  failed: (lastError: string, nowIso: string) => Promise<unknown>;
};

async function settle(deps: PaymentDeps, owed: OwedRefund): Promise<boolean> {
  try {
    const refund = await deps.payments.refund(owed.request);
    await owed.afterRefund?.();
    await owed.settled(refund.id, deps.now().toISOString());
    return true;
  } catch (error) {
    deps.log(`refund for ${owed.label} failed; it will be retried`, error);
    const message = `Refund failed: ${error instanceof Error ? error.message : String(error)}`;
    await owed.failed(message.slice(0, 500), deps.now().toISOString());
    return false;
  }
}

/** A checkout paid but not turned into a pass; an autopay one's subscription is canceled too. */
export async function settleCheckoutRefund(deps: PaymentDeps, checkoutId: number): Promise<boolean> {
  const checkout = await firstRow(
    deps.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1),
  );
  if (checkout?.status !== 'refund_pending') return false;
  const providerSubscriptionId = checkout.providerSubscriptionId;
  return settle(deps, {
    label: `checkout ${checkoutId}`,
    request: {
      paymentIntentId: checkout.providerPaymentIntentId,
      invoiceId: checkout.providerPaymentIntentId ? null : checkout.providerInvoiceId,
      reason: checkout.refundReason ?? 'no pass could be given',
      idempotencyKey: `${checkout.token}:refund`,
    },
    // A refunded autopay pass must not renew next month.
    ...(providerSubscriptionId
      ? {
          afterRefund: () =>
            deps.payments.cancelSubscription(providerSubscriptionId).catch((error: unknown) => {
              deps.log(`could not cancel subscription ${providerSubscriptionId} after refund`, error);
            }),
        }
      : {}),
    settled: async (refundId, nowIso) =>
      deps.db
        .update(checkouts)
        .set({ status: 'refunded', providerRefundId: refundId, lastError: null, updatedAt: nowIso })
        .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'refund_pending'))),
    failed: async (lastError, nowIso) =>
      deps.db.update(checkouts).set({ lastError, updatedAt: nowIso }).where(eq(checkouts.id, checkoutId)),
  });
}

/**
 * A portal payment (renewal, lost-card fee) refused when it arrived, or an autopay renewal collected
 * after its pass lapsed with no space left (owed by its provider invoice; the subscription ends too).
 */
export async function settlePassPaymentRefund(deps: PaymentDeps, token: string): Promise<boolean> {
  const payment = await firstRow(
    deps.db.select().from(passPayments).where(eq(passPayments.token, token)).limit(1),
  );
  if (payment?.status !== 'refund_pending') return false;
  if (!payment.providerIntentId && !payment.providerInvoiceId) return false;
  return settle(deps, {
    label: `pass payment ${payment.id}`,
    request: {
      paymentIntentId: payment.providerIntentId,
      invoiceId: payment.providerIntentId ? null : payment.providerInvoiceId,
      reason: payment.refundReason ?? 'pass payment refused',
      idempotencyKey: `${payment.token}:refund`,
    },
    ...(payment.refundReason === 'no_space'
      ? { afterRefund: async () => afterNoSpaceRefund(deps, payment) }
      : {}),
    settled: async (refundId, nowIso) =>
      deps.db
        .update(passPayments)
        .set({ status: 'refunded', providerRefundId: refundId, lastError: null, updatedAt: nowIso })
        .where(and(eq(passPayments.id, payment.id), eq(passPayments.status, 'refund_pending'))),
    failed: async (lastError, nowIso) =>
      deps.db
        .update(passPayments)
        .set({ lastError, updatedAt: nowIso })
        .where(eq(passPayments.id, payment.id)),
  });
}

/** The customer is told the money is back; an autopay renewal's subscription must not bill again. */
async function afterNoSpaceRefund(deps: PaymentDeps, payment: typeof passPayments.$inferSelect) {
  const pass = await passById(deps.db, payment.subscriptionId);
  if (!pass) return;
  const providerSubscriptionId = pass.subscription.providerSubscriptionId;
  const autopayEnded = payment.providerInvoiceId !== null;
  if (autopayEnded && providerSubscriptionId) {
    await deps.payments.cancelSubscription(providerSubscriptionId).catch((error: unknown) => {
      deps.log(`could not cancel subscription ${providerSubscriptionId} after refund`, error);
    });
  }
  await sendAfterPayment(
    deps,
    {
      to: pass.customer.email,
      ...noSpaceRefundEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName,
        plate: pass.vehicle.plate,
        amountCents: payment.amountCents,
        autopayEnded,
      }),
    },
    { what: `no-space refund e-mail for pass payment ${payment.id}` },
  );
}

/** Retries every refund still owed, checkouts' and portal payments' (the server runs it every minute). */
export async function retryPendingRefunds(deps: PaymentDeps): Promise<number> {
  let settled = 0;
  const owedCheckouts = await deps.db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.status, 'refund_pending'));
  for (const { id } of owedCheckouts) if (await settleCheckoutRefund(deps, id)) settled += 1;
  const owedPayments = await deps.db
    .select({ token: passPayments.token })
    .from(passPayments)
    .where(eq(passPayments.status, 'refund_pending'));
  for (const { token } of owedPayments) if (await settlePassPaymentRefund(deps, token)) settled += 1;
  return settled;
}
