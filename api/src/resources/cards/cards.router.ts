import { Hono } from 'hono';
import type { Config } from '../../config';
import { bulkCardsInputSchema, cardsQuerySchema } from '../../contract/cards';
import type { Database } from '../../db/open-database';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { addCards, listCards } from './cards.service';

/** Mounted at `/cards`: the access-card stock (staff only). */
export function createCardsRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps);
  return new Hono()
    .get('/', auth, requireCapability('cards'), validate('query', cardsQuerySchema), (c) => {
      return c.json(listCards(deps.db, c.req.valid('query')), 200);
    })
    .post('/bulk', auth, requireCapability('admin_panel'), validate('json', bulkCardsInputSchema), (c) => {
      return c.json(addCards(deps.db, c.req.valid('json'), deps.now().toISOString()), 200);
    });
}
