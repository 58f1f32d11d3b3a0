import { and, desc, eq, sql } from 'drizzle-orm';
import type { ValidWizardData } from '../../contract/wizard-data';
import type { DbExecutor } from '../../db/db-executor';
import { addresses, customers, subscriptions, vehicles } from '../../db/schema';

type Language = (typeof customers.$inferSelect)['language'];

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

/** True when any customer with this e-mail has a banned vehicle or a banned pass. */
export function isEmailBlocked(db: DbExecutor, email: string): boolean {
  const normalized = email.trim().toLowerCase();
  const row = db.get<{ blocked: number }>(sql`select exists (
      select 1 from ${customers} c join ${vehicles} v on v.customer_id = c.id
      where c.email = ${normalized} and v.status = 'banned'
    ) or exists (
      select 1 from ${customers} c join ${subscriptions} s on s.customer_id = c.id
      where c.email = ${normalized} and s.status_key = 'banned'
    ) as blocked`);
  return Boolean(row?.blocked);
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
