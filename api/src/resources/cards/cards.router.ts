import { Hono } from 'hono';
import type { Config } from '../../config';
import { bulkCardsInputSchema, cardCountsQuerySchema, cardsQuerySchema } from '../../contract/cards';
import type { Database } from '../../db/open-database';
import { idParamSchema } from '../../lib/id-param-schema';
import { failsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { markCardFound } from './card-found.service';
import { addCards, countCards, listCards } from './cards.service';

/** Mounted at `/cards`: the access-card stock (staff only). */
export function createCardsRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  return new Hono()
    .get('/', auth, requireCapability('cards'), validate('query', cardsQuerySchema), async (c) => {
      return c.json(await listCards(deps.db, c.req.valid('query')), 200);
    })
    .get('/counts', auth, requireCapability('cards'), validate('query', cardCountsQuerySchema), async (c) => {
      return c.json(await countCards(deps.db, c.req.valid('query')), 200);
    })
    .post(
      '/bulk',
      auth,
      requireCapability('admin_panel'),
      failsWith({ 400: ['card_codes_invalid'], 404: ['location_not_found'] }),
      validate('json', bulkCardsInputSchema),
      // The batch is recorded as counts: a box of a thousand cards is one row, not a thousand.
      audited('cards_added', 'location', {
        target: { from: 'body', field: 'location_id' },
        details: (answer) => ({
          added: Array.isArray(answer?.added) ? answer.added.length : 0,
          skipped: Array.isArray(answer?.skipped) ? answer.skipped.length : 0,
        }),
      }),
      async (c) => c.json(await addCards(deps.db, c.req.valid('json'), deps.now().toISOString()), 200),
    )
    .post(
      '/:id/found',
      auth,
      requireCapability('cards'),
      failsWith({ 404: ['card_not_found'], 409: ['card_not_lost'] }),
      validate('param', idParamSchema),
      audited('card_found', 'card'),
      async (c) =>
        c.json(await markCardFound(deps.db, c.req.valid('param').id, deps.now().toISOString()), 200),
    );
}
