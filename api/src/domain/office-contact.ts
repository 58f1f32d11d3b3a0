import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { OfficeContact } from '../contract/portal';
import type { DbExecutor } from '../db/db-executor';
import { locations } from '../db/schema';

/**
 * How a customer reaches the office of a pass's garage: phone, e-mail and hours from the
 * configuration, the address of the pass's location when staff entered one.
 */
export function officeContact(
  deps: { db: DbExecutor; config: Pick<Config, 'office'> },
  locationId: number,
): OfficeContact {
  const location = deps.db.select().from(locations).where(eq(locations.id, locationId)).get();
  const { office } = deps.config;
  return {
    phone: office.phone,
    email: office.email,
    hours: office.hours,
    address: location?.address.trim() || office.address,
  };
}
