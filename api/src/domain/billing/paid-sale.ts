import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow, returnedRow } from '../../db/rows';
import { invoices, plans, type SALE_TYPES, saleRefunds, sales, subscriptions } from '../../db/schema';

/**
 * The period a pass charge paid for and its discount from the plan's price, read after the charge
 * moved the pass on (every caller updates the subscription first); none for an item sale.
 */
async function periodPaid(tx: DbExecutor, subscriptionId: number, amountCents: number) {
  const row = await firstRow(
    tx
      .select({
        start: subscriptions.currentPeriodStart,
        end: subscriptions.nextRenewalDate,
        price: plans.priceCents,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.id, subscriptionId))
      .limit(1),
  );
  if (!row) return {};
  return { periodStart: row.start, periodEnd: row.end, discountCents: Math.max(0, row.price - amountCents) };
}

/** Every paid pass charge is both an invoice (payments view) and a sale (sales history). */
export async function recordPaidSale(
  tx: DbExecutor,
  paid: {
    customerId: number;
    subscriptionId: number;
    concept: string;
    amountCents: number;
    providerPaymentId: string;
    type: (typeof SALE_TYPES)[number];
    nowIso: string;
  },
) {
  const invoice = await returnedRow(
    tx
      .insert(invoices)
      .values({
        customerId: paid.customerId,
        subscriptionId: paid.subscriptionId,
        concept: paid.concept,
        amountCents: paid.amountCents,
        statusKey: 'paid',
        providerPaymentId: paid.providerPaymentId,
        paidAt: paid.nowIso,
        createdAt: paid.nowIso,
        ...(paid.type === 'item' ? {} : await periodPaid(tx, paid.subscriptionId, paid.amountCents)),
      })
      .returning(),
  );
  await tx.insert(sales).values({
    subscriptionId: paid.subscriptionId,
    customerId: paid.customerId,
    invoiceId: invoice.id,
    type: paid.type,
    amountCents: paid.amountCents,
    soldAt: paid.nowIso,
  });
  return invoice;
}

/** A paid invoice given back in full: its sale stays listed, marked, and netted out of revenue. */
export async function recordSaleRefund(tx: DbExecutor, invoiceId: number, nowIso: string): Promise<void> {
  const sale = await firstRow(tx.select().from(sales).where(eq(sales.invoiceId, invoiceId)).limit(1));
  if (!sale) return;
  await tx
    .insert(saleRefunds)
    .values({ saleId: sale.id, amountCents: sale.amountCents, refundedAt: nowIso })
    .onConflictDoNothing();
}
