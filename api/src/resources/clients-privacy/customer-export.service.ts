import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../db/open-database';
import { type AuditActor, recordAuditNow } from '../../domain/audit/record-audit';
import { csvTable } from './csv-table';
import { customerData } from './customer-data';

// A customer's privacy export (docs/decisions/privacy-requests.md): one zip holding customer.json
// (every section) and one CSV per section, for the customer to read or take elsewhere.

export type CustomerExport = { fileName: string; zip: Uint8Array };

export async function exportCustomer(
  db: Database,
  customerId: number,
  staff: AuditActor & { clientIp: string | null },
  now: Date,
): Promise<CustomerExport> {
  const data = await customerData(db, customerId);
  const files: Record<string, Uint8Array> = {
    'customer.json': strToU8(
      JSON.stringify({ customer_id: customerId, exported_at: now.toISOString(), ...data }, null, 2),
    ),
  };
  for (const [section, rows] of Object.entries(data)) files[`${section}.csv`] = strToU8(csvTable(rows));
  // Entries dated at the export (the app clock), as customer.json's `exported_at` says.
  const zip = zipSync(files, { level: 6, mtime: now });
  await recordAuditNow(db, {
    actor: staff,
    action: 'customer_exported',
    target: { type: 'customer', id: customerId },
    customerId,
    after: {
      rows: Object.fromEntries(Object.entries(data).map(([section, rows]) => [section, rows.length])),
    },
    clientIp: staff.clientIp,
    at: now,
  });
  return { fileName: `customer-${customerId}-${now.toISOString().slice(0, 10)}.zip`, zip };
}
