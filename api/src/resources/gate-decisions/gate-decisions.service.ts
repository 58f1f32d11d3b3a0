import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { GateDecisionPage } from '../../contract/gate-access';
import { isPlateRegion } from '../../contract/plate-region';
import type { Database } from '../../db/open-database';
import { firstRow } from '../../db/rows';
import { accessEvents, customers, gateDevices, subscriptions } from '../../db/schema';
import { fullName } from '../../domain/customers/customer-records';

// The gate's record for staff: every decision, newest first, "why did the gate not open?" answered
// by filtering on denied.

export async function listDecisions(
  db: Database,
  query: {
    decision?: 'all' | 'allow' | 'deny' | undefined;
    locationId?: number | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
): Promise<GateDecisionPage> {
  const filters: SQL[] = [];
  if (query.decision && query.decision !== 'all') filters.push(eq(accessEvents.decision, query.decision));
  if (query.locationId !== undefined) filters.push(eq(accessEvents.locationId, query.locationId));
  const where = filters.length ? and(...filters) : undefined;
  const total =
    (await firstRow(db.select({ n: sql<number>`count(*)` }).from(accessEvents).where(where).limit(1)))?.n ??
    0;
  const rows = await db
    .select({
      event: accessEvents,
      deviceName: gateDevices.name,
      clientId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(accessEvents)
    .leftJoin(gateDevices, eq(gateDevices.id, accessEvents.deviceId))
    .leftJoin(subscriptions, eq(subscriptions.id, accessEvents.subscriptionId))
    .leftJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(where)
    .orderBy(desc(accessEvents.id))
    .limit(query.limit ?? 50)
    .offset(query.offset ?? 0);
  return {
    total,
    rows: rows.map(({ event, deviceName, clientId, firstName, lastName }) => ({
      id: event.id,
      at: event.occurredAt,
      device_id: event.deviceId,
      device_name: deviceName,
      location_id: event.locationId,
      credential_type: event.credentialType,
      value: event.credentialValue,
      plate_state: isPlateRegion(event.plateState) ? event.plateState : null,
      direction: event.direction,
      decision: event.decision,
      reason: event.reason,
      pass_id: event.subscriptionId,
      client_id: clientId,
      customer_name: firstName === null ? null : fullName(firstName, lastName ?? ''),
    })),
  };
}
