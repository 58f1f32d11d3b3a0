import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProfileVehicle, vehicleUpdateSchema } from '../../contract/admin-customers';
import { normalizePlate } from '../../contract/plate-format';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { vehicles } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { profileVehicle } from '../../domain/customers/customer-records';
import { HttpError } from '../../lib/http-error';

type VehicleUpdate = z.output<typeof vehicleUpdateSchema>;

/**
 * `PUT /vehicles/{id}` from the profile. The plate is the pass's identity (portal lookups, bans,
 * eligibility), so it never changes here: a plate sent must be the vehicle's own.
 */
export async function updateVehicle(
  db: Database,
  vehicleId: number,
  input: VehicleUpdate,
  now: Date,
): Promise<ProfileVehicle> {
  return inTransaction(
    db,
    async (tx) => {
      const vehicle = await firstRow(tx.select().from(vehicles).where(eq(vehicles.id, vehicleId)).limit(1));
      if (!vehicle) throw new HttpError(404, 'vehicle_not_found');
      if (input.plate !== undefined && normalizePlate(input.plate) !== vehicle.plate) {
        throw new HttpError(400, 'plate_read_only', undefined, { details: { field: 'plate' } });
      }
      const row = await returnedRow(
        tx
          .update(vehicles)
          .set({
            make: input.make,
            model: input.model,
            year: input.year,
            color: input.color,
            ...(input.type ? { type: input.type } : {}),
            ...(input.plate_state !== undefined ? { plateState: input.plate_state } : {}),
            updatedAt: now.toISOString(),
          })
          .where(eq(vehicles.id, vehicleId))
          .returning(),
      );
      if (!row) throw new Error(`Vehicle ${vehicleId} vanished inside its own transaction`);
      return profileVehicle(row);
    },
    { behavior: 'immediate' },
  );
}
