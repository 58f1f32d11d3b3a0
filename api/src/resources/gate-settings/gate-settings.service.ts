import { eq, sql } from 'drizzle-orm';
import type { GateSettings, Occupancy } from '../../contract/gate-access';
import type { Database } from '../../db/open-database';
import { returnedRow } from '../../db/rows';
import { gatePresence, locations } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

// Each location's gate settings (anti-passback, facility code) and who is inside now: the passes
// whose last admitted gate event was an entry (domain/gate/gate-decision.ts keeps that).

type LocationRow = Pick<
  typeof locations.$inferSelect,
  'id' | 'name' | 'antiPassback' | 'facilityCode' | 'onlineSalesSpaces'
>;

const settingsOut = (row: LocationRow): GateSettings => ({
  location_id: row.id,
  location_name: row.name,
  anti_passback: row.antiPassback,
  facility_code: row.facilityCode,
});

const columns = {
  id: locations.id,
  name: locations.name,
  antiPassback: locations.antiPassback,
  facilityCode: locations.facilityCode,
  onlineSalesSpaces: locations.onlineSalesSpaces,
};

export async function listGateSettings(db: Database): Promise<GateSettings[]> {
  return (await db.select(columns).from(locations).orderBy(locations.id)).map(settingsOut);
}

export async function saveGateSettings(
  db: Database,
  locationId: number,
  input: { anti_passback: GateSettings['anti_passback']; facility_code: number | null },
  nowIso: string,
): Promise<GateSettings> {
  const row = await returnedRow(
    db
      .update(locations)
      .set({ antiPassback: input.anti_passback, facilityCode: input.facility_code, updatedAt: nowIso })
      .where(eq(locations.id, locationId))
      .returning(columns),
  );
  if (!row) throw new HttpError(404, 'location_not_found');
  return settingsOut(row);
}

export async function occupancy(db: Database): Promise<Occupancy[]> {
  const inside = sql<number>`(select count(*) from ${gatePresence}
    where ${gatePresence.locationId} = ${locations.id} and ${gatePresence.inside} = 1)`;
  return (
    await db
      .select({ ...columns, inside })
      .from(locations)
      .orderBy(locations.id)
  ).map((row) => ({ ...settingsOut(row), inside: row.inside, capacity: row.onlineSalesSpaces }));
}
