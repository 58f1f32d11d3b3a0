import { eq } from 'drizzle-orm';
import type { LocationInventory } from '../../contract/online-sales-spaces-input';
import type { Database } from '../../db/open-database';
import { locations } from '../../db/schema';
import { type AvailabilityClock, getInventory } from '../../domain/capacity';
import { HttpError } from '../../lib/http-error';

export function setOnlineSalesSpaces(
  db: Database,
  locationId: number,
  onlineSalesSpaces: number,
  clock: AvailabilityClock,
): LocationInventory {
  const updated = db
    .update(locations)
    .set({ onlineSalesSpaces, updatedAt: clock.nowIso })
    .where(eq(locations.id, locationId))
    .returning({ id: locations.id })
    .get();
  if (!updated) throw new HttpError(404, 'location_not_found');
  return getInventory(db, locationId, clock);
}
