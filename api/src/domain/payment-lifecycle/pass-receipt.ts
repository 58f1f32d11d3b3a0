import { asc, eq } from 'drizzle-orm';
import type { PassReceipt } from '../../contract/billing-response';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { invoices } from '../../db/schema';
import { fullName } from '../customers/customer-records';
import { passById } from '../passes/portal-pass';

/**
 * What a pass bought at checkout is, as the success page reads it and the receipt e-mail says it; null
 * until the pass has its dates.
 */
export async function passReceipt(db: DbExecutor, subscriptionId: number) {
  const row = await passById(db, subscriptionId);
  if (!row?.subscription.startDate || !row.subscription.nextRenewalDate) return null;
  const firstInvoice = await firstRow(
    db
      .select({ amountCents: invoices.amountCents })
      .from(invoices)
      .where(eq(invoices.subscriptionId, subscriptionId))
      .orderBy(asc(invoices.id))
      .limit(1),
  );
  const receipt: PassReceipt = {
    plate: row.vehicle.plate,
    plan_name: row.plan.name,
    plan_name_es: row.plan.nameEs,
    amount_cents: firstInvoice?.amountCents ?? row.plan.priceCents,
    autopay: row.subscription.autopay,
    start_date: row.subscription.startDate,
    next_renewal_date: row.subscription.nextRenewalDate,
    valid_from: '00:00',
    valid_through: '23:45',
    discount_cycles_left: row.subscription.discountCyclesLeft,
    email: row.customer.email,
  };
  return {
    receipt,
    customerId: row.customer.id,
    firstName: row.customer.firstName,
    customerName: fullName(row.customer.firstName, row.customer.lastName),
  };
}
