import { Hono } from 'hono';
import type { Config } from '../../config';
import { todayInTimeZone } from '../../contract/calendar-date';
import { subscriptionPatchSchema, subscriptionsQuerySchema } from '../../contract/subscriptions';
import { RULE_MESSAGES } from '../../contract/validation-rules';
import type { Database } from '../../db/open-database';
import { HttpError } from '../../lib/http-error';
import { idParamSchema } from '../../lib/id-param-schema';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { assignCard, passesNeedingCard } from './card-assignment.service';
import { reactivationInfo, subscriptionInvoices } from './subscription-history.service';
import { listSubscriptions } from './subscription-list.service';

/**
 * Mounted at `/subscriptions`: staff calls on passes. `PATCH /:id` takes one change per call; each
 * kind of change (card now; status and autopay later) checks its own capability.
 */
export function createSubscriptionsRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps);
  return new Hono()
    .get('/needs-card', auth, requireCapability('customers'), (c) => {
      return c.json(passesNeedingCard(deps.db), 200);
    })
    .get('/', auth, requireCapability('passes'), validate('query', subscriptionsQuerySchema), (c) => {
      const today = todayInTimeZone(deps.config.garageTz, deps.now());
      return c.json(listSubscriptions(deps.db, c.req.valid('query'), today), 200);
    })
    .get('/:id/invoices', auth, requireCapability('profile_view'), validate('param', idParamSchema), (c) => {
      return c.json(subscriptionInvoices(deps.db, c.req.valid('param').id), 200);
    })
    .get(
      '/:id/reactivation-info',
      auth,
      requireCapability('profile_view'),
      validate('param', idParamSchema),
      (c) => c.json(reactivationInfo(deps.db, c.req.valid('param').id), 200),
    )
    .patch(
      '/:id',
      auth,
      requireCapability('assign_card'),
      validate('param', idParamSchema),
      validate('json', subscriptionPatchSchema),
      (c) => {
        const { id } = c.req.valid('param');
        const change = c.req.valid('json');
        // Status and autopay changes arrive with issue 8's pass actions; until then only cards.
        if (change.card_id === undefined)
          throw new HttpError(400, 'invalid_input', RULE_MESSAGES.subscription_patch);
        return c.json(assignCard(deps.db, id, change.card_id, deps.now()), 200);
      },
    );
}
