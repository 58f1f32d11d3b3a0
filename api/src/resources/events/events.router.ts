import { Hono } from 'hono';
import type { Config } from '../../config';
import { eventPatchSchema, eventsQuerySchema } from '../../contract/events';
import type { Database } from '../../db/open-database';
import { idParamSchema } from '../../lib/id-param-schema';
import { failsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { type AuthEnv, requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { completeEvent, listEvents } from './events.service';

/** Mounted at `/events`: the checklist (staff only). */
export function createEventsRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  return new Hono<AuthEnv>()
    .get('/', auth, requireCapability('events'), validate('query', eventsQuerySchema), async (c) =>
      c.json(await listEvents(deps.db, c.req.valid('query')), 200),
    )
    .patch(
      '/:id',
      auth,
      requireCapability('events'),
      failsWith({ 404: ['event_not_found'] }),
      validate('param', idParamSchema),
      validate('json', eventPatchSchema),
      audited('event_completed', 'event'),
      async (c) =>
        c.json(
          await completeEvent(deps.db, c.req.valid('param').id, c.get('staff').username, deps.now()),
          200,
        ),
    );
}
