import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CalendarDate } from '../../contract/calendar-date';
import { normalizeEmail } from '../../contract/email-address';
import { SUGGESTION_LIMIT, type vehicleInputSchema } from '../../contract/vehicle-input';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { customers, vehicles } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { findCustomerByEmail, upsertVehicle } from '../../domain/customers/customer-records';
import { isEmailBlocked, isPlateAllowed } from '../../domain/customers/eligibility';
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

/**
 * `POST /vehicles`: registers a new plate for the customer with this e-mail (creating the customer if
 * new). Public, so it never changes what is on file and its answer never depends on it: a plate on
 * file for this e-mail or for anyone else is left as it is, exactly as quietly as a new plate is
 * stored (docs/decisions/public-answers-reveal-no-records.md). A car that changed hands moves to its
 * new owner only when the new owner pays (fulfilment's upsertVehicle).
 */
export async function saveVehicle(
  db: Database,
  input: VehicleInput,
  today: CalendarDate,
  nowIso: string,
): Promise<void> {
  const email = normalizeEmail(input.email);
  // Immediate: the plate check and the write must not interleave with a sale of the same plate.
  await inTransaction(
    db,
    async (tx) => {
      if (await isEmailBlocked(tx, email)) throw new HttpError(409, 'email_banned');
      if (!(await isPlateAllowed(tx, input.plate, today))) throw new HttpError(409, 'plate_not_allowed');
      const onFile = await firstRow(
        tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.plate, input.plate)).limit(1),
      );
      if (onFile) return;
      const customer =
        (await findCustomerByEmail(tx, email)) ??
        (await returnedRow(
          tx
            .insert(customers)
            .values({ email, firstName: input.firstName ?? '', lastName: input.lastName ?? '' })
            .returning(),
        ));
      await upsertVehicle(tx, customer.id, input, nowIso);
    },
    { behavior: 'immediate' },
  );
}
