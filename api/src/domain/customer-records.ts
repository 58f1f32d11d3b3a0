import { and, desc, eq } from 'drizzle-orm';
import type { ProfileVehicle } from '../contract/admin-customers';
import { isPlateRegion } from '../contract/plate-region';
import type { ValidWizardData } from '../contract/wizard-data';
import type { DbExecutor } from '../db/db-executor';
import { addresses, customers, vehicles } from '../db/schema';

// The customer's records as the signup fills them in: customer, mailing address and vehicle. Written when
// a payment becomes a pass and when the checkout registers the vehicle.

type Language = (typeof customers.$inferSelect)['language'];
type VehicleFields = Pick<ValidWizardData['vehicle'], 'type' | 'make' | 'model' | 'year' | 'plate'> & {
  plateState?: string | null | undefined;
  color: string | null;
};

/** E-mails are stored lower-cased; several customers may share one, the newest is "the" customer. */
export function findCustomerByEmail(db: DbExecutor, email: string) {
  return db
    .select()
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()))
    .orderBy(desc(customers.id))
    .limit(1)
    .get();
}

/** Creates the customer or refreshes the newest one with this e-mail from the wizard's personal step. */
export function upsertCustomer(
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
  const existing = findCustomerByEmail(db, personal.email);
  if (existing) {
    return db
      .update(customers)
      .set({ ...values, updatedAt: nowIso })
      .where(eq(customers.id, existing.id))
      .returning()
      .get();
  }
  return db
    .insert(customers)
    .values({ ...values, email: personal.email.toLowerCase() })
    .returning()
    .get();
}

/** One mailing address per customer: the newest row is updated, or the first one created. */
export function upsertAddress(
  db: DbExecutor,
  customerId: number,
  address: ValidWizardData['address'],
  nowIso: string,
): void {
  const values = {
    line1: address.addr1,
    line2: address.addr2 || null,
    city: address.city,
    state: address.state,
    zipCode: address.zip,
    country: address.country,
  };
  const existing = db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId)))
    .orderBy(desc(addresses.id))
    .limit(1)
    .get();
  if (existing) {
    db.update(addresses)
      .set({ ...values, updatedAt: nowIso })
      .where(eq(addresses.id, existing.id))
      .run();
  } else {
    db.insert(addresses)
      .values({ ...values, customerId })
      .run();
  }
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
    // Absent: what the record already says stays (an import or staff form that does not ask).
    ...(fields.plateState !== undefined ? { plateState: fields.plateState } : {}),
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
