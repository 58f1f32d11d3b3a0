import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import { invoices } from '../../db/schema';

type Invoice = typeof invoices.$inferSelect;

/**
 * What a staff refund of a pass gives back (docs/decisions/staff-pass-actions.md): its newest paid
 * invoice with a provider payment, in full. One rule for the refund itself and for the amount the
 * customer profile shows before it; per pass of `subscriptionIds`, passes without one left out.
 */
export async function refundableInvoices(
  tx: DbExecutor,
  subscriptionIds: readonly number[],
): Promise<Map<number, Invoice>> {
  const found = new Map<number, Invoice>();
  if (subscriptionIds.length === 0) return found;
  for (const row of await tx
    .select()
    .from(invoices)
    .where(
      and(
        inArray(invoices.subscriptionId, [...subscriptionIds]),
        eq(invoices.statusKey, 'paid'),
        isNotNull(invoices.providerPaymentId),
      ),
    )
    .orderBy(desc(invoices.id))) {
    if (row.subscriptionId !== null && !found.has(row.subscriptionId)) found.set(row.subscriptionId, row);
  }
  return found;
}

/** The invoice a refund of this pass would give back, or undefined when there is none. */
export async function refundableInvoice(
  tx: DbExecutor,
  subscriptionId: number,
): Promise<Invoice | undefined> {
  return (await refundableInvoices(tx, [subscriptionId])).get(subscriptionId);
}
