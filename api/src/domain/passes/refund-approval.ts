import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { RefundRequest } from '../../contract/refund-requests';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow, returnedRow } from '../../db/rows';
import { customers, locations, refundRequests, subscriptions, vehicles } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { usd, writeEvent } from '../../lib/write-event';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { fullName } from '../customers/customer-records';
import { refundableInvoice } from './refundable-invoice';
import { eventNames, requirePass } from './staff-pass';

// Two people for big money (docs/decisions/two-person-refunds.md). A refund above the pass's location
// threshold is not made when asked: it becomes a pending request, one per pass, on the checklist, and
// another person holding refund_approve approves (the refund runs then) or declines it.

type RequestRow = typeof refundRequests.$inferSelect;

/** The requests matching `where`, newest first, with the customer and plate as they are now. */
export async function refundRequestsWhere(tx: DbExecutor, where?: SQL): Promise<RefundRequest[]> {
  return (
    await tx
      .select({
        request: refundRequests,
        clientId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        plate: vehicles.plate,
      })
      .from(refundRequests)
      .innerJoin(subscriptions, eq(subscriptions.id, refundRequests.subscriptionId))
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
      .where(where)
      .orderBy(desc(refundRequests.id))
  ).map(({ request, clientId, firstName, lastName, plate }) =>
    toRefundRequest(request, { clientId, customer: fullName(firstName, lastName), plate }),
  );
}

function toRefundRequest(
  row: RequestRow,
  names: { clientId: number; customer: string; plate: string },
): RefundRequest {
  return {
    id: row.id,
    subscription_id: row.subscriptionId,
    client_id: names.clientId,
    customer: names.customer,
    plate: names.plate,
    amount_cents: row.amountCents,
    status: row.status,
    requested_by: row.requestedBy,
    requested_at: row.requestedAt,
    decided_by: row.decidedBy,
    decided_at: row.decidedAt,
  };
}

export async function refundRequestById(tx: DbExecutor, id: number): Promise<RefundRequest> {
  const [found] = await refundRequestsWhere(tx, eq(refundRequests.id, id));
  if (!found) throw new HttpError(404, 'refund_request_not_found');
  return found;
}

/** The open request of each pass of `subscriptionIds` (the profile's pending badge). */
export async function pendingRefundRequests(
  tx: DbExecutor,
  subscriptionIds: readonly number[],
): Promise<Map<number, RefundRequest>> {
  if (subscriptionIds.length === 0) return new Map();
  const pending = await refundRequestsWhere(
    tx,
    and(inArray(refundRequests.subscriptionId, [...subscriptionIds]), eq(refundRequests.status, 'pending')),
  );
  return new Map(pending.map((request) => [request.subscription_id, request]));
}

export type StaffActor = AuditActor & { clientIp?: string | null };

/**
 * Staff's refund-and-cancel asks here first. A pass with a request already waiting is refused (409),
 * whatever the amount; a refund above the location's threshold becomes a request (answered, nothing
 * refunded); otherwise null, and the caller refunds at once as before. A pass with nothing to refund
 * is left to the refund itself to refuse.
 */
export async function askForRefundApproval(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  subscriptionId: number,
  staff: StaffActor,
): Promise<RefundRequest | null> {
  const pass = await requirePass(deps, subscriptionId);
  const now = deps.now();
  return inTransaction(
    deps.db,
    async (tx) => {
      if ((await pendingRefundRequests(tx, [subscriptionId])).size > 0) {
        throw new HttpError(409, 'refund_request_pending');
      }
      const invoice = await refundableInvoice(tx, subscriptionId);
      if (pass.subscription.statusKey === 'refunded' || !invoice?.providerPaymentId) return null;
      const threshold = (
        await firstRow(
          tx
            .select({ cents: locations.refundApprovalCents })
            .from(locations)
            .where(eq(locations.id, pass.subscription.locationId))
            .limit(1),
        )
      )?.cents;
      if (threshold === undefined || invoice.amountCents <= threshold) return null;
      const row = await returnedRow(
        tx
          .insert(refundRequests)
          .values({
            subscriptionId,
            amountCents: invoice.amountCents,
            requestedBy: staff.username,
            requestedAt: now.toISOString(),
          })
          .returning(),
      );
      await writeEvent(
        tx,
        'Refund approval requested',
        {
          ...eventNames(pass),
          amount_usd: usd(invoice.amountCents),
          invoice: invoice.id,
          refund_request_id: row.id,
        },
        now,
        staff.username,
      );
      await recordAudit(tx, {
        actor: staff,
        action: 'refund_requested',
        target: { type: 'refund_request', id: row.id },
        customerId: pass.customer.id,
        after: {
          subscription_id: subscriptionId,
          invoice_id: invoice.id,
          amount_cents: invoice.amountCents,
          threshold_cents: threshold,
        },
        clientIp: staff.clientIp ?? null,
        at: now,
      });
      return refundRequestById(tx, row.id);
    },
    { behavior: 'immediate' },
  );
}
