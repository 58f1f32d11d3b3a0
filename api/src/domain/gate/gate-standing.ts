import { eq } from 'drizzle-orm';
import type { PassGateStanding } from '../../contract/gate-access';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { gateDevices, gatePresence } from '../../db/schema';
import { type AccessFacts, passAccess } from './pass-access';

// What the portal and staff show of a pass at the gate: the one rule's answer now, and when the gate
// last let it through.

export async function gateStanding(
  tx: DbExecutor,
  pass: { id: number } & AccessFacts,
  clock: { now: number; timeZone: string },
): Promise<PassGateStanding> {
  const access = passAccess(pass, clock.now, clock.timeZone);
  const last = await firstRow(
    tx
      .select({
        at: gatePresence.lastAt,
        direction: gatePresence.lastDirection,
        deviceName: gateDevices.name,
      })
      .from(gatePresence)
      .leftJoin(gateDevices, eq(gateDevices.id, gatePresence.lastDeviceId))
      .where(eq(gatePresence.subscriptionId, pass.id))
      .limit(1),
  );
  return {
    state: access.state,
    may_enter: access.mayEnter,
    valid_until: access.validUntil === null ? null : new Date(access.validUntil).toISOString(),
    last_seen: last ? { at: last.at, direction: last.direction, device_name: last.deviceName } : null,
  };
}
