import { Hono } from 'hono';
import { leadInputSchema } from '../../contract/lead-input';
import type { Database } from '../../db/open-database';
import { validate } from '../../middleware/validate';
import { addLead } from './leads.service';

export function createLeadsRouter(deps: { db: Database }) {
  return new Hono().post('/', validate('json', leadInputSchema), (c) => {
    addLead(deps.db, c.req.valid('json'));
    return c.json({ ok: true as const }, 200);
  });
}
