import { Hono } from 'hono';
import type { Config } from '../../config';
import { salesQuerySchema, salesSummaryQuerySchema } from '../../contract/sales';
import type { Database } from '../../db/open-database';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { listSales, salesSummary } from './sales.service';

/** Mounted at `/sales`: Sales History and the revenue chart (staff only). */
export function createSalesRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps);
  return new Hono()
    .get('/', auth, requireCapability('sales_history'), validate('query', salesQuerySchema), async (c) =>
      c.json(await listSales(deps.db, c.req.valid('query'), deps.config.garageTz), 200),
    )
    .get(
      '/summary',
      auth,
      requireCapability('sales_history'),
      requireCapability('revenue_view'),
      validate('query', salesSummaryQuerySchema),
      async (c) =>
        c.json(await salesSummary(deps.db, c.req.valid('query'), deps.config.garageTz, deps.now()), 200),
    );
}
