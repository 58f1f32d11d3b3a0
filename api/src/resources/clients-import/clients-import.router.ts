import { Hono } from 'hono';
import type { Config } from '../../config';
import { customerImportInputSchema, newCustomerSchema } from '../../contract/customer-import';
import { failsWith, succeedsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { createCustomer, type ParkerDeps } from './customer-create.service';
import { importCustomers } from './customer-import.service';

/** Mounted at `/clients`: staff bring existing parkers in, one by one or from a CSV file. */
export function createClientsImportRouter(deps: Omit<ParkerDeps, 'config'> & { config: Config }) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  const canCreate = requireCapability('customers_create');
  return new Hono()
    .post(
      '/',
      auth,
      canCreate,
      succeedsWith(201, 'The customer, their vehicle and running pass, added; the invite e-mailed'),
      failsWith({
        404: ['plan_not_found'],
        409: ['email_taken', 'email_banned', 'plate_has_pass', 'plate_not_allowed', 'card_not_available'],
        422: ['renewal_in_past'],
      }),
      validate('json', newCustomerSchema),
      audited('customer_created', 'customer', {
        target: { from: 'response', pick: (answer) => answer.customer_id },
        details: (answer) => ({ subscription_id: answer?.subscription_id ?? null }),
      }),
      async (c) => {
        const actor = c.get('staff').username;
        return c.json(await createCustomer(deps, c.req.valid('json'), actor), 201);
      },
    )
    .post(
      '/import',
      auth,
      canCreate,
      failsWith({
        400: ['csv_unreadable', 'csv_columns_missing', 'csv_too_many_rows'],
        422: ['import_has_errors'],
      }),
      validate('json', customerImportInputSchema),
      // A dry run changes nothing. The customers made are named by id: each one's own history starts
      // with their pass, and this row says who brought them in.
      audited('customers_imported', 'customer', {
        target: { from: 'none' },
        when: (body) => body.dryRun === false,
        details: (answer) => ({
          created: answer?.created ?? 0,
          already_imported: answer?.already_imported ?? 0,
          customer_ids: Array.isArray(answer?.rows)
            ? answer.rows.flatMap((row: { status?: string; customer_id?: number | null }) =>
                row.status === 'created' && row.customer_id ? [row.customer_id] : [],
              )
            : [],
        }),
      }),
      async (c) => {
        const actor = c.get('staff').username;
        return c.json(await importCustomers(deps, c.req.valid('json'), actor), 200);
      },
    );
}
