import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CalendarDate } from '../../contract/calendar-date';
import type {
  SubscriptionListFilter,
  SubscriptionListResponse,
  SubscriptionListRow,
  subscriptionsQuerySchema,
} from '../../contract/subscriptions';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { customers, subscriptions, vehicles } from '../../db/schema';
import { fullName } from '../../domain/customers/customer-records';
import { customerMatches, plateMatches } from '../../domain/customers/staff-search';

type ListQuery = z.output<typeof subscriptionsQuerySchema>;

/**
 * Live and expired are read on the calendar date, as the list's Status column shows them: an active
 * pass is live through its renewal date in the garage's time zone. An active pass without a renewal
 * date has nothing left to run on, so it counts as expired.
 */
function filterCondition(filter: SubscriptionListFilter, today: CalendarDate): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'live':
      return and(eq(subscriptions.statusKey, 'active'), gte(subscriptions.nextRenewalDate, today));
    case 'expired':
      return and(
        eq(subscriptions.statusKey, 'active'),
        or(isNull(subscriptions.nextRenewalDate), lt(subscriptions.nextRenewalDate, today)),
      );
    case 'canceled':
      return inArray(subscriptions.statusKey, ['canceled', 'refunded']);
    case 'refunded':
      return eq(subscriptions.statusKey, 'refunded');
    case 'banned':
      return eq(subscriptions.statusKey, 'banned');
  }
}

function standingOf(
  statusKey: SubscriptionListRow['status_key'],
  renewal: CalendarDate | null,
  today: CalendarDate,
): SubscriptionListRow['standing'] {
  if (statusKey !== 'active') return statusKey;
  return renewal !== null && renewal >= today ? 'live' : 'expired';
}

/**
 * Passes whose customer's name or e-mail, vehicle's plate or added plate starts with the search: the ids
 * each way finds on its own index, united, so neither engine scans every pass to test an OR.
 */
function passMatches(q: string): SQL {
  const plates = plateMatches(vehicles.plate, q);
  const byPlate = plates
    ? sql`UNION SELECT s.id FROM subscriptions s WHERE s.vehicle_id IN (SELECT ${vehicles.id} FROM ${vehicles} WHERE ${plates})
        UNION SELECT p.subscription_id FROM pass_plates p WHERE ${plateMatches(sql`p.plate`, q)} AND p.removed_at IS NULL`
    : sql``;
  return sql`${subscriptions.id} IN (SELECT s.id FROM subscriptions s WHERE ${customerMatches(sql`s.customer_id`, q)} ${byPlate})`;
}

/** `GET /subscriptions`: one page of the passes staff may list (never the hidden ones), with the total. */
export async function listSubscriptions(
  tx: DbExecutor,
  query: ListQuery,
  today: CalendarDate,
): Promise<SubscriptionListResponse> {
  const q = query.q?.trim();
  // Which index finds the page (docs/decisions/admin-lists-at-scale.md): a status filter's page ids come
  // from the narrow covering subscriptions_list_idx, and only its matches are sorted. Otherwise the
  // unary + keeps SQLite off that index: the unfiltered page walks subscriptions_created_idx newest
  // first and stops after 20 entries, and a search starts from the few customers and plates it matches.
  const visible =
    query.status !== 'all' && !q
      ? eq(subscriptions.hiddenFromLists, false)
      : sql`+${subscriptions.hiddenFromLists} = 0`;
  const where = and(visible, filterCondition(query.status, today), q ? passMatches(q) : undefined);
  // The search is written on the pass's own columns, so the count needs no join.
  const total =
    (await firstRow(tx.select({ total: count() }).from(subscriptions).where(where).limit(1)))?.total ?? 0;
  const direction = query.order === 'created_at asc' ? asc : desc;
  const order = [direction(subscriptions.createdAt), direction(subscriptions.id)];
  const pageIds = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const rows = await tx
    .select({
      id: subscriptions.id,
      clientId: subscriptions.customerId,
      plate: vehicles.plate,
      statusKey: subscriptions.statusKey,
      startDate: subscriptions.startDate,
      currentPeriodStart: subscriptions.currentPeriodStart,
      nextRenewalDate: subscriptions.nextRenewalDate,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .where(inArray(subscriptions.id, pageIds))
    .orderBy(...order);
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      client_id: row.clientId,
      plate: row.plate,
      status_key: row.statusKey,
      standing: standingOf(row.statusKey, row.nextRenewalDate, today),
      start_date: row.startDate,
      current_period_start: row.currentPeriodStart,
      next_renewal_date: row.nextRenewalDate,
      customer_name: fullName(row.firstName, row.lastName),
    })),
  };
}
