import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { gateDevices } from '../../db/schema';
import type { GateDeviceSeen } from '../../lib/metrics';

/** Each unrevoked device that has called the API, with the seconds since it last did. */
export async function gateDevicesSeen(db: Database, now: Date): Promise<GateDeviceSeen[]> {
  const rows = await db
    .select({ id: gateDevices.id, name: gateDevices.name, lastSeenAt: gateDevices.lastSeenAt })
    .from(gateDevices)
    .where(isNull(gateDevices.revokedAt));
  const seen: GateDeviceSeen[] = [];
  for (const { id, name, lastSeenAt } of rows) {
    if (lastSeenAt === null) continue;
    seen.push({ id, name, secondsAgo: Math.max(0, (now.getTime() - Date.parse(lastSeenAt)) / 1000) });
  }
  return seen;
}
