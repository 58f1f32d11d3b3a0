import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CalendarDate } from '../../contract/calendar-date';
import { BANNED_EMAIL_MESSAGE } from '../../contract/client-lookup';
import {
  PLATE_NOT_ALLOWED_MESSAGE,
  SUGGESTION_LIMIT,
  type vehicleInputSchema,
} from '../../contract/vehicle-input';
import type { DbExecutor } from '../../db/db-executor';
import type { Database } from '../../db/open-database';
import { customers, subscriptions, vehicles } from '../../db/schema';
import { findCustomerByEmail, isEmailBlocked } from '../../domain/customer-lookup';
import { HttpError } from '../../lib/http-error';
import { VEHICLE_CATALOG } from './vehicle-catalog';

type VehicleInput = z.output<typeof vehicleInputSchema>;
type VehicleFields = Pick<VehicleInput, 'type' | 'make' | 'model' | 'year' | 'color' | 'plate'>;

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

/**
 * A plate may be sold a pass unless it already has a live one (active, renewal today or later in the
 * garage calendar, as availability counts it) or it is banned (vehicle or pass).
 */
export function isPlateAllowed(db: DbExecutor, plate: string, today: CalendarDate): boolean {
  const row = db.get<{ taken: number }>(sql`select exists (
      select 1 from ${vehicles} v where v.plate = ${plate} and v.status = 'banned'
    ) or exists (
      select 1 from ${subscriptions} s join ${vehicles} v on v.id = s.vehicle_id
      where v.plate = ${plate}
        and (s.status_key = 'banned' or (s.status_key = 'active' and s.next_renewal_date >= ${today}))
    ) as taken`);
  return !row?.taken;
}

/**
 * The plate's vehicle row, now belonging to `customerId` with the given details. Plates are unique:
 * a car that changed hands (no live pass, not banned) moves to its new owner.
 */
export function upsertVehicle(db: DbExecutor, customerId: number, fields: VehicleFields, nowIso: string) {
  const values = {
    customerId,
    type: fields.type,
    make: fields.make,
    model: fields.model,
    year: fields.year,
    color: fields.color || null,
  };
  const existing = db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.plate, fields.plate))
    .get();
  if (existing) {
    return db
      .update(vehicles)
      .set({ ...values, updatedAt: nowIso })
      .where(and(eq(vehicles.id, existing.id), eq(vehicles.status, 'active')))
      .returning()
      .get();
  }
  return db
    .insert(vehicles)
    .values({ ...values, plate: fields.plate })
    .returning()
    .get();
}

/** `POST /vehicles`: saves the vehicle for the customer with this e-mail, creating the customer if new. */
export function saveVehicle(db: Database, input: VehicleInput, today: CalendarDate, nowIso: string): number {
  // Immediate: the plate check and the write must not interleave with a sale of the same plate.
  return db.transaction(
    (tx) => {
      if (isEmailBlocked(tx, input.email)) throw new HttpError(409, BANNED_EMAIL_MESSAGE);
      if (!isPlateAllowed(tx, input.plate, today)) throw new HttpError(409, PLATE_NOT_ALLOWED_MESSAGE);
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
      if (!vehicle) throw new HttpError(409, PLATE_NOT_ALLOWED_MESSAGE);
      return vehicle.id;
    },
    { behavior: 'immediate' },
  );
}
