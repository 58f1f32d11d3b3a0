import { Hono, type MiddlewareHandler } from 'hono';
import type { Config } from '../../config';
import {
  addressUpdateSchema,
  clientSearchQuerySchema,
  customerUpdateSchema,
} from '../../contract/admin-customers';
import { auditHistoryQuerySchema } from '../../contract/audit';
import { emailParamSchema, type HasBannedResponse } from '../../contract/client-lookup';
import type { Database } from '../../db/open-database';
import { isEmailBlocked } from '../../domain/customers/eligibility';
import { ONLINE_SALES_LOCATION_ID } from '../../domain/garage/capacity';
import { officeContact } from '../../domain/garage/office-contact';
import { idParamSchema } from '../../lib/id-param-schema';
import { failsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { publicIdentityChecks } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { updateAddress, updateCustomer } from './client-edit.service';
import { clientHistory } from './client-history.service';
import { clientProfile } from './client-profile.service';
import { searchClients } from './client-search.service';

/** Mounted at `/clients`: the signup's public banned-email check and staff's customer calls. */
export function createClientsRouter(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  mail: MailProvider;
  log: (message: string, error?: unknown) => void;
  /** Shared with `vehicles/check` (app.ts): one allowance per client for both public identity checks. */
  identityChecks?: MiddlewareHandler;
}) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  const identityChecks = deps.identityChecks ?? publicIdentityChecks();
  const noCustomer = failsWith({ 404: ['customer_not_found'] });
  return new Hono()
    .get('/email/:email/has-banned', identityChecks, validate('param', emailParamSchema), async (c) => {
      const blocked = await isEmailBlocked(deps.db, c.req.valid('param').email);
      // Only a refused visitor needs the office: the answer stays as small as before otherwise.
      const office = blocked ? await officeContact(deps, ONLINE_SALES_LOCATION_ID) : null;
      const body: HasBannedResponse = { blocked, office };
      return c.json(body, 200);
    })
    .get(
      '/search',
      auth,
      requireCapability('customers'),
      validate('query', clientSearchQuerySchema),
      async (c) => {
        return c.json(await searchClients(deps.db, c.req.valid('query').q), 200);
      },
    )
    .get(
      '/:id/profile',
      auth,
      requireCapability('profile_view'),
      noCustomer,
      validate('param', idParamSchema),
      async (c) => {
        const clock = { timeZone: deps.config.garageTz, now: deps.now() };
        return c.json(await clientProfile(deps.db, c.req.valid('param').id, clock), 200);
      },
    )
    .get(
      '/:id/history',
      auth,
      requireCapability('profile_view'),
      noCustomer,
      validate('param', idParamSchema),
      validate('query', auditHistoryQuerySchema),
      async (c) => c.json(await clientHistory(deps, c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .put(
      '/:id',
      auth,
      requireCapability('profile_edit'),
      noCustomer,
      validate('param', idParamSchema),
      validate('json', customerUpdateSchema),
      audited('customer_updated', 'customer'),
      async (c) =>
        c.json(await updateCustomer(deps, c.req.valid('param').id, c.req.valid('json'), deps.now()), 200),
    )
    .put(
      '/:id/address',
      auth,
      requireCapability('profile_edit'),
      noCustomer,
      validate('param', idParamSchema),
      validate('json', addressUpdateSchema),
      audited('customer_updated', 'customer'),
      async (c) =>
        c.json(await updateAddress(deps.db, c.req.valid('param').id, c.req.valid('json'), deps.now()), 200),
    );
}
