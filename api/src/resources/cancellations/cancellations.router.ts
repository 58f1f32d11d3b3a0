import { Hono } from 'hono';
import type { Config } from '../../config';
import { cancellationsQuerySchema } from '../../contract/pass-cancel';
import type { Database } from '../../db/open-database';
import { type AuthEnv, requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { cancellationsReport } from './cancellations.service';

/**
 * Mounted at `/cancellations`: why owners cancel, for those who see the garage's figures
 * (`revenue_view`: the reasons people leave are read beside what they paid).
 */
export function createCancellationsRouter(deps: { db: Database; config: Config; now: () => Date }) {
  return new Hono<AuthEnv>().get(
    '/',
    requireAuth(deps),
    requireCapability('revenue_view'),
    validate('query', cancellationsQuerySchema),
    async (c) => c.json(await cancellationsReport(deps, c.req.valid('query')), 200),
  );
}
