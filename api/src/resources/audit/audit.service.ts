import type { AuditCsvQuery, AuditPage, AuditQuery } from '../../contract/audit';
import type { Database } from '../../db/open-database';
import { auditCsv, listAudit } from '../../domain/audit/audit-list';

type Deps = { db: Database; config: { garageTz: string } };
type ValidAuditQuery = Omit<AuditQuery, 'limit' | 'customer_id' | 'cursor'> & {
  limit: number;
  customer_id?: number | undefined;
  cursor?: number | undefined;
};
type ValidAuditCsvQuery = Omit<AuditCsvQuery, 'customer_id'> & { customer_id?: number | undefined };

/** The Activity page: one page of the record under the filters, newest first. */
export async function auditPage(
  deps: Deps,
  { cursor, limit, ...filters }: ValidAuditQuery,
): Promise<AuditPage> {
  return listAudit(deps.db, filters, { cursor, limit }, deps.config.garageTz);
}

/** The Activity page's CSV: every matching row, and the file's name (the garage's date of the export). */
export async function auditExport(deps: Deps, filters: ValidAuditCsvQuery, today: string) {
  return { csv: await auditCsv(deps.db, filters, deps.config.garageTz), fileName: `activity-${today}.csv` };
}
