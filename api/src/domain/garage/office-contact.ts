import { eq } from 'drizzle-orm';
import type { OfficeContact } from '../../contract/portal';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { locations } from '../../db/schema';
import { readGarageDetails } from './garage-details';

/**
 * How a customer reaches the office of a pass's garage: phone, e-mail and hours from the garage's
 * details (domain/garage/garage-details.ts), the address of the pass's location when staff entered one.
 */
export async function officeContact(deps: { db: DbExecutor }, locationId: number): Promise<OfficeContact> {
  const location = await firstRow(
    deps.db.select().from(locations).where(eq(locations.id, locationId)).limit(1),
  );
  const details = await readGarageDetails(deps.db);
  return {
    phone: details.phone,
    email: details.email,
    hours: details.hours,
    address: location?.address.trim() || details.address,
  };
}
