import type { z } from 'zod';
import type { CalendarDate } from '../../contract/calendar-date';
import { SUGGESTION_LIMIT, type vehicleInputSchema } from '../../contract/vehicle-input';
import type { Database } from '../../db/open-database';
import { customers } from '../../db/schema';
import { findCustomerByEmail, upsertVehicle } from '../../domain/customer-records';
import { isEmailBlocked, isPlateAllowed } from '../../domain/eligibility';
import { HttpError } from '../../lib/http-error';
import { VEHICLE_CATALOG } from './vehicle-catalog';

type VehicleInput = z.output<typeof vehicleInputSchema>;

const MAKES = Object.keys(VEHICLE_CATALOG).sort((a, b) => a.localeCompare(b));

/** Names starting with the typed text first, then names containing it; nothing for empty text. */
function suggest(names: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const starts: string[] = [];
  const contains: string[] = [];
  for (const name of names) {
    const lower = name.toLowerCase();
    if (lower.startsWith(needle)) starts.push(name);
    else if (lower.includes(needle)) contains.push(name);
  }
  return [...starts, ...contains].slice(0, SUGGESTION_LIMIT);
}

export function suggestMakes(typed: string): string[] {
  return suggest(MAKES, typed);
}

export function suggestModels(make: string, typed: string): string[] {
  const wanted = make.trim().toLowerCase();
  const key = MAKES.find((name) => name.toLowerCase() === wanted);
  if (!key) return [];
  const models = [...(VEHICLE_CATALOG[key] ?? [])].sort((a, b) => a.localeCompare(b));
  return suggest(models, typed);
}

/** `POST /vehicles`: saves the vehicle for the customer with this e-mail, creating the customer if new. */
export function saveVehicle(db: Database, input: VehicleInput, today: CalendarDate, nowIso: string): number {
  // Immediate: the plate check and the write must not interleave with a sale of the same plate.
  return db.transaction(
    (tx) => {
      if (isEmailBlocked(tx, input.email)) throw new HttpError(409, 'email_banned');
      if (!isPlateAllowed(tx, input.plate, today)) throw new HttpError(409, 'plate_not_allowed');
      const customer =
        findCustomerByEmail(tx, input.email) ??
        tx
          .insert(customers)
          .values({
            email: input.email.toLowerCase(),
            firstName: input.firstName ?? '',
            lastName: input.lastName ?? '',
          })
          .returning()
          .get();
      const vehicle = upsertVehicle(tx, customer.id, input, nowIso);
      if (!vehicle) throw new HttpError(409, 'plate_not_allowed');
      return vehicle.id;
    },
    { behavior: 'immediate' },
  );
}
