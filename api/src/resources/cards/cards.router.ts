import { Hono } from 'hono';
import type { Config } from '../../config';
import { bulkCardsInputSchema, cardCountsQuerySchema, cardsQuerySchema } from '../../contract/cards';
import type { Database } from '../../db/open-database';
import { idParamSchema } from '../../lib/id-param-schema';
import { failsWith } from '../../lib/route-docs';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { markCardFound } from './card-found.service';
import { addCards, countCards, listCards } from './cards.service';

/** Mounted at `/cards`: the access-card stock (staff only). */
export function createCardsRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps);
  return new Hono()
    .get('/', auth, requireCapability('cards'), validate('query', cardsQuerySchema), (c) => {
      return c.json(listCards(deps.db, c.req.valid('query')), 200);
    })
    .get('/counts', auth, requireCapability('cards'), validate('query', cardCountsQuerySchema), (c) => {
      return c.json(countCards(deps.db, c.req.valid('query')), 200);
    })
    .post(
      '/bulk',
      auth,
      requireCapability('admin_panel'),
      failsWith({ 400: ['card_codes_invalid'], 404: ['location_not_found'] }),
      validate('json', bulkCardsInputSchema),
      (c) => c.json(addCards(deps.db, c.req.valid('json'), deps.now().toISOString()), 200),
    )
    .post(
      '/:id/found',
      auth,
      requireCapability('cards'),
      failsWith({ 404: ['card_not_found'], 409: ['card_not_lost'] }),
      validate('param', idParamSchema),
      (c) => c.json(markCardFound(deps.db, c.req.valid('param').id, deps.now().toISOString()), 200),
    );
}
