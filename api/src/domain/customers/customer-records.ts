import { and, desc, eq } from 'drizzle-orm';
import type { ProfileVehicle } from '../../contract/admin-customers';
import { normalizeEmail } from '../../contract/email-address';
import { isPlateRegion } from '../../contract/plate-region';
import type { ValidWizardData } from '../../contract/wizard-data';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow, returnedRow } from '../../db/rows';
import { addresses, customers, vehicles } from '../../db/schema';

// The customer's records as the signup fills them in: customer, mailing address and vehicle. Written when
// a payment becomes a pass and when the checkout registers the vehicle.

type Language = (typeof customers.$inferSelect)['language'];
type VehicleFields = Pick<ValidWizardData['vehicle'], 'type' | 'make' | 'model' | 'year' | 'plate'> & {
  plateState?: string | null | undefined;
  color: string | null;
};

/** E-mails are stored lower-cased; several customers may share one, the newest is "the" customer. */
export async function findCustomerByEmail(db: DbExecutor, email: string) {
  return firstRow(
    db
      .select()
      .from(customers)
      .where(eq(customers.email, normalizeEmail(email)))
      .orderBy(desc(customers.id))
      .limit(1),
  );
}

/** Creates the customer or refreshes the newest one with this e-mail from the wizard's personal step. */
export async function upsertCustomer(
  db: DbExecutor,
  personal: ValidWizardData['personal'],
  language: Language,
  nowIso: string,
) {
  const values = {
    firstName: personal.firstName,
    lastName: personal.lastName,
    phoneDial: personal.phoneDial,
    phone: personal.phone,
    language,
  };
  const existing = await findCustomerByEmail(db, personal.email);
  if (existing) {
    return returnedRow(
      db
        .update(customers)
        .set({ ...values, updatedAt: nowIso })
        .where(eq(customers.id, existing.id))
        .returning(),
    );
  }
  return returnedRow(
    db
      .insert(customers)
      .values({ ...values, email: normalizeEmail(personal.email) })
      .returning(),
  );
}

/** One mailing address per customer: the newest row is updated, or the first one created. */
export async function upsertAddress(
  db: DbExecutor,
  customerId: number,
  address: ValidWizardData['address'],
  nowIso: string,
): Promise<void> {
  const values = {
    line1: address.addr1,
    line2: address.addr2 || null,
    city: address.city,
    state: address.state,
    zipCode: address.zip,
    country: address.country,
  };
  const existing = await firstRow(
    db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId)))
      .orderBy(desc(addresses.id))
      .limit(1),
  );
  if (existing) {
    await db
      .update(addresses)
      .set({ ...values, updatedAt: nowIso })
      .where(eq(addresses.id, existing.id));
  } else {
    await db.insert(addresses).values({ ...values, customerId });
  }
}

/**
 * The plate's vehicle row, now belonging to `customerId` with the given details. Plates are unique:
 * a car that changed hands (no live pass, not banned) moves to its new owner.
 */
export async function upsertVehicle(
  db: DbExecutor,
  customerId: number,
  fields: VehicleFields,
  nowIso: string,
) {
  const values = {
    customerId,
    type: fields.type,
    make: fields.make,
    model: fields.model,
    year: fields.year,
    color: fields.color || null,
    // Absent: what the record already says stays (an import or staff form that does not ask).
    ...(fields.plateState !== undefined ? { plateState: fields.plateState } : {}),
  };
  const existing = await firstRow(
    db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.plate, fields.plate)).limit(1),
  );
  if (existing) {
    return returnedRow(
      db
        .update(vehicles)
        .set({ ...values, updatedAt: nowIso })
        .where(and(eq(vehicles.id, existing.id), eq(vehicles.status, 'active')))
        .returning(),
    );
  }
  return returnedRow(
    db
      .insert(vehicles)
      .values({ ...values, plate: fields.plate })
      .returning(),
  );
}

export function fullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

/** A vehicle as the staff profile shows and edits it. */
export function profileVehicle(row: typeof vehicles.$inferSelect): ProfileVehicle {
  return {
    id: row.id,
    type: row.type,
    make: row.make,
    model: row.model,
    color: row.color,
    year: row.year,
    plate: row.plate,
    plate_state: isPlateRegion(row.plateState) ? row.plateState : null,
    status: row.status,
  };
}
