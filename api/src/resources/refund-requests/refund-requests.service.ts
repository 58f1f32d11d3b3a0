import { and, eq, sql } from 'drizzle-orm';
import type {
  RefundApprovedResponse,
  RefundDeclinedResponse,
  RefundRequest,
  RefundRequestListItem,
  RefundRequestStatus,
} from '../../contract/refund-requests';
import type { DbExecutor } from '../../db/db-executor';
import { changedCount, sqlDialect } from '../../db/raw-sql';
import { events, refundRequests } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../domain/audit/record-audit';
import { refundAndCancel } from '../../domain/passes/pass-refund';
import { refundRequestById, refundRequestsWhere, type StaffActor } from '../../domain/passes/refund-approval';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';

// Deciding a refund request (docs/decisions/two-person-refunds.md): another person than the one who
// asked approves (the refund runs then, exactly as staff's refund-and-cancel) or declines (nothing is
// refunded, the pass stays as it was). Either way the checklist event is completed and the record
// names both people.

/**
 * Requests being approved in this process: the provider refund runs outside the transaction, so a
 * decline (or a second approval) arriving meanwhile is refused instead of racing it. The API is one
 * process over one SQLite file (docs/decisions/layers.md), so this set sees every decision.
 */
const approving = new Set<number>();

/** Newest first; `status` narrows to one (the checklist asks for the pending ones). */
export async function listRefundRequests(
  db: DbExecutor,
  status: RefundRequestStatus | undefined,
  username: string,
): Promise<RefundRequestListItem[]> {
  return (await refundRequestsWhere(db, status ? eq(refundRequests.status, status) : undefined)).map(
    (request) => ({
      ...request,
      asked_by_you: request.requested_by === username,
    }),
  );
}

/** The request, still waiting and decidable by `staff`: otherwise 404, 409 or 403. */
async function decidable(tx: DbExecutor, id: number, staff: StaffActor): Promise<RefundRequest> {
  const request = await refundRequestById(tx, id);
  if (request.status !== 'pending' || approving.has(id)) throw new HttpError(409, 'refund_request_decided');
  if (request.requested_by === staff.username) throw new HttpError(403, 'refund_own_request');
  return request;
}

/** Marks the still-pending request decided; a request decided meanwhile is refused (409). */
async function markDecided(
  tx: DbExecutor,
  request: RefundRequest,
  status: 'approved' | 'declined',
  staff: StaffActor,
  now: Date,
): Promise<void> {
  const marked = await tx
    .update(refundRequests)
    .set({ status, decidedBy: staff.username, decidedAt: now.toISOString() })
    .where(and(eq(refundRequests.id, request.id), eq(refundRequests.status, 'pending')));
  if (changedCount(marked) === 0) throw new HttpError(409, 'refund_request_decided');
  // The checklist item that asked for the decision is done, by the person who decided.
  await tx
    .update(events)
    .set({ completed: true, completedAt: now.toISOString(), completedBy: staff.username })
    .where(
      and(
        eq(events.action, 'Refund approval requested'),
        eq(events.completed, false),
        sql`${sql.raw(sqlDialect(tx).jsonField('payload', 'refund_request_id'))} = ${request.id}`,
      ),
    );
  await recordAudit(tx, {
    actor: staff,
    action: status === 'approved' ? 'refund_approved' : 'refund_declined',
    target: { type: 'refund_request', id: request.id },
    customerId: request.client_id,
    before: { status: 'pending' },
    after: {
      status,
      subscription_id: request.subscription_id,
      amount_cents: request.amount_cents,
      requested_by: request.requested_by,
      decided_by: staff.username,
    },
    clientIp: staff.clientIp ?? null,
    at: now,
  });
}

export async function approveRefundRequest(
  deps: PaymentDeps,
  id: number,
  staff: StaffActor,
): Promise<RefundApprovedResponse> {
  const request = await decidable(deps.db, id, staff);
  approving.add(id);
  try {
    const pass = await refundAndCancel(deps, request.subscription_id, staff.username, {
      expectedAmountCents: request.amount_cents,
      inTransaction: async (tx) => markDecided(tx, request, 'approved', staff, deps.now()),
    });
    return { request: await refundRequestById(deps.db, id), pass };
  } finally {
    approving.delete(id);
  }
}

export async function declineRefundRequest(
  deps: PaymentDeps,
  id: number,
  staff: StaffActor,
): Promise<RefundDeclinedResponse> {
  await inTransaction(
    deps.db,
    async (tx) => {
      const request = await decidable(tx, id, staff);
      await markDecided(tx, request, 'declined', staff, deps.now());
    },
    { behavior: 'immediate' },
  );
  return { request: await refundRequestById(deps.db, id) };
}
