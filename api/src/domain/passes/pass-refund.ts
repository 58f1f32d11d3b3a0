import { and, eq } from 'drizzle-orm';
import type { PassActionResponse } from '../../contract/subscriptions';
import type { DbExecutor } from '../../db/db-executor';
import { changedCount } from '../../db/raw-sql';
import { firstRow } from '../../db/rows';
import { invoices, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { usd, writeEvent } from '../../lib/write-event';
import { recordSaleRefund } from '../billing/paid-sale';
import { runWaitlistSafely } from '../waitlist/waitlist-queue';
import { sendPassEndedNotice } from './pass-ended-notice';
import { cancelProviderSubscription, endPass } from './pass-ending';
import { refundableInvoice } from './refundable-invoice';
import { eventNames, passState, requirePass } from './staff-pass';

// Refund and cancel (docs/decisions/staff-pass-actions.md): the latest paid invoice of the pass, in
// full, through the payments provider first. Nothing local changes until the provider has refunded;
// the idempotency key per invoice makes a retry after a lost answer refund once, not twice. Staff's
// refund route and an approved refund request (docs/decisions/two-person-refunds.md) both run it.

export type RefundOptions = {
  /** The amount a second person approved: a pass paid again since then is refused, not refunded. */
  expectedAmountCents?: number;
  /** Runs in the transaction that marks the refund, so what it writes lands with it or not at all. */
  inTransaction?: (tx: DbExecutor) => void;
};

/** Provider payment ids are payment intents (one-time, portal) or invoices (autopay charges). */
function refundTarget(providerPaymentId: string) {
  return providerPaymentId.startsWith('in_')
    ? { paymentIntentId: null, invoiceId: providerPaymentId }
    : { paymentIntentId: providerPaymentId, invoiceId: null };
}

export async function refundAndCancel(
  deps: PaymentDeps,
  id: number,
  actor: string,
  options: RefundOptions = {},
): Promise<PassActionResponse> {
  const pass = await requirePass(deps, id);
  const invoice = await refundableInvoice(deps.db, id);
  if (pass.subscription.statusKey === 'refunded' || !invoice?.providerPaymentId) {
    throw new HttpError(409, 'subscription_not_refundable');
  }
  if (options.expectedAmountCents !== undefined && invoice.amountCents !== options.expectedAmountCents) {
    throw new HttpError(409, 'refund_amount_changed');
  }
  let refundId: string;
  try {
    const refund = await deps.payments.refund({
      ...refundTarget(invoice.providerPaymentId),
      reason: `Refunded by staff (${actor})`,
      idempotencyKey: `invoice:${invoice.id}:refund`,
    });
    refundId = refund.id;
  } catch (error) {
    deps.log(`refund of invoice ${invoice.id} failed`, error);
    throw new HttpError(502, 'refund_failed');
  }

  const now = deps.now();
  const nowIso = now.toISOString();
  const providerSubscriptionId = await inTransaction(
    deps.db,
    async (tx) => {
      const marked = await tx
        .update(invoices)
        .set({ statusKey: 'refunded' })
        .where(and(eq(invoices.id, invoice.id), eq(invoices.statusKey, 'paid')));
      // Another staff member's refund of the same invoice committed first (same provider refund).
      if (changedCount(marked) === 0) throw new HttpError(409, 'subscription_not_refundable');
      await recordSaleRefund(tx, invoice.id, nowIso);
      const current = await firstRow(
        tx.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1),
      );
      if (!current) throw new HttpError(404, 'subscription_not_found');
      // A banned pass stays banned: the ban is what keeps the customer from buying again.
      const status = current.statusKey === 'banned' ? 'banned' : 'refunded';
      const released = await endPass(tx, current, status, nowIso);
      await writeEvent(
        tx,
        'Subscription refunded',
        {
          ...eventNames(pass),
          amount_usd: usd(invoice.amountCents),
          invoice: invoice.id,
          refund: refundId,
          previous_status: current.statusKey,
          card: released?.code ?? null,
          card_id: released?.id ?? null,
        },
        now,
        actor,
      );
      await options.inTransaction?.(tx);
      return current.providerSubscriptionId;
    },
    { behavior: 'immediate' },
  );
  await cancelProviderSubscription(deps, providerSubscriptionId);
  await sendPassEndedNotice(deps, pass, { kind: 'refunded', amountCents: invoice.amountCents });
  // The refunded pass frees its space for the waitlist.
  await runWaitlistSafely(deps);
  return {
    ...(await passState(deps, id)),
    refund: { invoice_id: invoice.id, amount_cents: invoice.amountCents },
  };
}
