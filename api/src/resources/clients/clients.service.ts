import { and, desc, eq } from 'drizzle-orm';
import type { ValidWizardData } from '../../contract/wizard-data';
import type { DbExecutor } from '../../db/db-executor';
import { addresses, customers } from '../../db/schema';
import { findCustomerByEmail } from '../../domain/customer-lookup';

type Language = (typeof customers.$inferSelect)['language'];

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
