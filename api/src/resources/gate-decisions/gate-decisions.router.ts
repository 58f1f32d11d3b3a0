import { Hono } from 'hono';
import type { Config } from '../../config';
import { gateDecisionsQuerySchema } from '../../contract/gate-access';
import type { Database } from '../../db/open-database';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { listDecisions } from './gate-decisions.service';

/** Mounted at `/gate-decisions`: what the gates answered, newest first. */
export function createGateDecisionsRouter(deps: { db: Database; config: Config }) {
  return new Hono().get(
    '/',
    requireAuth(deps),
    requireCapability('gate_view'),
    validate('query', gateDecisionsQuerySchema),
    async (c) => c.json(await listDecisions(deps.db, c.req.valid('query')), 200),
  );
}
