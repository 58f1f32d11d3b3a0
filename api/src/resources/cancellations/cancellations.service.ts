import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { addDays } from '../../contract/calendar-date';
import { CANCEL_REASONS, type CancellationRow, type CancellationsResponse } from '../../contract/pass-cancel';
import type { Database } from '../../db/open-database';
import { customers, passCancellations, subscriptions, vehicles } from '../../db/schema';
import { fullName } from '../../domain/customers/customer-records';
import { dayStartsAt } from '../../domain/garage/garage-days';

// Why owners leave (docs/decisions/cancel-at-period-end.md): cancellations asked on the garage's days
// `from` to `to`, counted by reason (taken-back ones apart), with each row for the 'other' texts.

const ROW_LIMIT = 500;

export async function cancellationsReport(
  deps: { db: Database; config: { garageTz: string } },
  range: { from: string; to: string },
): Promise<CancellationsResponse> {
  const tz = deps.config.garageTz;
  const fromIso = new Date(dayStartsAt(tz, range.from)).toISOString();
  const toIso = new Date(dayStartsAt(tz, addDays(range.to, 1))).toISOString();
  const inRange = and(gte(passCancellations.requestedAt, fromIso), lte(passCancellations.requestedAt, toIso));
  const rows = await deps.db
    .select({
      cancellation: passCancellations,
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      plate: vehicles.plate,
    })
    .from(passCancellations)
    .innerJoin(subscriptions, eq(subscriptions.id, passCancellations.subscriptionId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .where(inRange)
    .orderBy(desc(passCancellations.requestedAt), desc(passCancellations.id))
    .limit(ROW_LIMIT);
  const counted = await deps.db
    .select({ reason: passCancellations.reason, count: sql<number>`count(*)` })
    .from(passCancellations)
    .where(and(inRange, sql`${passCancellations.undoneAt} IS NULL`))
    .groupBy(passCancellations.reason);
  const byReason = new Map(counted.map((row) => [row.reason, row.count]));
  return {
    counts: CANCEL_REASONS.map((reason) => ({ reason, count: byReason.get(reason) ?? 0 })),
    rows: rows.map(
      ({ cancellation, customerId, firstName, lastName, plate }): CancellationRow => ({
        id: cancellation.id,
        pass_id: cancellation.subscriptionId,
        customer_id: customerId,
        customer_name: fullName(firstName, lastName),
        plate,
        reason: cancellation.reason,
        reason_text: cancellation.reasonText,
        last_day: cancellation.lastDay,
        requested_at: cancellation.requestedAt,
        requested_by: cancellation.requestedBy,
        status: cancellation.undoneAt ? 'undone' : cancellation.endedAt ? 'ended' : 'pending',
      }),
    ),
  };
}
