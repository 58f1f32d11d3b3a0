import { eq } from 'drizzle-orm';
import type { AuditPage } from '../../contract/audit';
import type { Database } from '../../db/open-database';
import { firstRow } from '../../db/rows';
import { customers } from '../../db/schema';
import { listAudit } from '../../domain/audit/audit-list';
import { HttpError } from '../../lib/http-error';

/** A customer's own rows of the record, newest first, for their profile's History. */
export async function clientHistory(
  deps: { db: Database; config: { garageTz: string } },
  customerId: number,
  page: { cursor?: number | undefined; limit: number },
): Promise<AuditPage> {
  const customer = await firstRow(
    deps.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).limit(1),
  );
  if (!customer) throw new HttpError(404, 'customer_not_found');
  return listAudit(deps.db, { customer_id: customerId }, page, deps.config.garageTz);
}
