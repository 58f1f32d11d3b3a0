import { Hono } from 'hono';
import type { Config } from '../../config';
import { subscriptionPatchSchema } from '../../contract/cards';
import type { Database } from '../../db/open-database';
import { idParamSchema } from '../../lib/id-param-schema';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { assignCard, passesNeedingCard } from './card-assignment.service';

/**
 * Mounted at `/subscriptions`: staff calls on passes. `PATCH /:id` takes one change per call; each
 * kind of change (card now; status and autopay later) checks its own capability.
 */
export function createSubscriptionsRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps.config.jwtSecret);
  return new Hono()
    .get('/needs-card', auth, requireCapability('customers'), (c) => {
      return c.json(passesNeedingCard(deps.db), 200);
    })
    .patch(
      '/:id',
      auth,
      requireCapability('assign_card'),
      validate('param', idParamSchema),
      validate('json', subscriptionPatchSchema),
      (c) => {
        const { id } = c.req.valid('param');
        return c.json(assignCard(deps.db, id, c.req.valid('json').card_id, deps.now()), 200);
      },
    );
}
