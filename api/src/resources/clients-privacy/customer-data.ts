import type { Database } from '../../db/open-database';
import { queryRow, queryRows, type SqlDialect, sqlDialect } from '../../db/raw-sql';
import { inTransaction } from '../../db/transaction';
import { withoutSecrets } from '../../domain/audit/record-audit';
import { HttpError } from '../../lib/http-error';

// Everything the garage holds about one customer (docs/decisions/privacy-requests.md), table by table
// as stored (column names as in the database), for their export. Secrets that could sign someone in
// (token and code hashes) are left out, as the record leaves them out. Rows are found by the
// customer's id, their passes, and their e-mail and plates where a table keeps only those.

type Row = Record<string, unknown>;

/** One section per table (or per view of one, as `portal_sessions`), in the order the export lists them. */
export type CustomerData = Record<string, Row[]>;

const PASSES = 'SELECT id FROM subscriptions WHERE customer_id = @id';
const PLATES = 'SELECT plate FROM vehicles WHERE customer_id = @id';

const sections = ({ jsonField, isJson }: SqlDialect): Readonly<Record<string, string>> => ({
  customers: 'SELECT * FROM customers WHERE id = @id',
  addresses: 'SELECT * FROM addresses WHERE customer_id = @id ORDER BY id',
  vehicles: 'SELECT * FROM vehicles WHERE customer_id = @id ORDER BY id',
  passes: 'SELECT * FROM subscriptions WHERE customer_id = @id ORDER BY id',
  invoices: 'SELECT * FROM invoices WHERE customer_id = @id ORDER BY id',
  sales: 'SELECT * FROM sales WHERE customer_id = @id ORDER BY id',
  refunds: `SELECT * FROM sale_refunds WHERE sale_id IN (SELECT id FROM sales WHERE customer_id = @id)
    ORDER BY sale_id`,
  refund_requests: `SELECT * FROM refund_requests WHERE subscription_id IN (${PASSES}) ORDER BY id`,
  pass_payments: `SELECT * FROM pass_payments WHERE subscription_id IN (${PASSES}) ORDER BY id`,
  checkouts: `SELECT * FROM checkouts WHERE subscription_id IN (${PASSES}) OR email = @email ORDER BY id`,
  // Cards their passes hold or held (a card goes back to stock and on to others: its later passes are not theirs).
  cards: `SELECT * FROM cards WHERE subscription_id IN (${PASSES})
    OR id IN (SELECT card_id FROM subscriptions WHERE customer_id = @id)
    OR id IN (SELECT previous_card_id FROM subscriptions WHERE customer_id = @id) ORDER BY id`,
  consents: `SELECT * FROM consents WHERE customer_id = @id OR subscription_id IN (${PASSES}) OR email = @email
    ORDER BY id`,
  waitlist_entries: 'SELECT * FROM waitlist_entries WHERE email = @email ORDER BY id',
  leads: 'SELECT * FROM leads WHERE email = @email ORDER BY id',
  renewal_reminders: `SELECT * FROM renewal_reminders WHERE subscription_id IN (${PASSES}) ORDER BY id`,
  card_expiry_notices: `SELECT * FROM card_expiry_notices WHERE subscription_id IN (${PASSES}) ORDER BY id`,
  gate_events: `SELECT * FROM access_events WHERE subscription_id IN (${PASSES})
    OR (credential_type = 'licensePlate' AND credential_value IN (${PLATES})) ORDER BY id`,
  // When and from where they were signed in to the portal; the cookies' hashes stay out.
  portal_sessions: `SELECT id, kept, created_at, last_seen_at, expires_at, revoked_at, client_ip, user_agent
    FROM portal_sessions WHERE email = @email ORDER BY id`,
  checklist_events: `SELECT * FROM events WHERE ${isJson('payload')}
    AND (${jsonField('payload', 'client_id')} = @id OR ${jsonField('payload', 'email')} = @email) ORDER BY id`,
  audit_log: 'SELECT * FROM audit_log WHERE customer_id = @id ORDER BY id',
});

/** The customer's data in one read transaction, so every section shows the same moment. */
export async function customerData(db: Database, customerId: number): Promise<CustomerData> {
  return inTransaction(db, async () => {
    const customer = (await queryRow(db, 'SELECT email FROM customers WHERE id = @id', { id: customerId })) as
      | { email: string }
      | undefined;
    if (!customer) throw new HttpError(404, 'customer_not_found');
    const params = { id: customerId, email: customer.email };
    const data: CustomerData = {};
    for (const [section, query] of Object.entries(sections(sqlDialect(db)))) {
      data[section] = ((await queryRows(db, query, params)) as Row[]).map(withoutSecrets);
    }
    return data;
  });
}
