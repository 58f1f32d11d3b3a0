import { Hono } from 'hono';
import { z } from 'zod';
import { rule } from '../../contract/validation-rules';
import type { Database } from '../../db/open-database';
import { validate } from '../../middleware/validate';
import { listItems } from './items.service';

// Defaulted as a whole so the typed client can call `api.items.$get()` with no arguments.
const listQuerySchema = z
  .object({
    name: z
      .string({ error: rule('item_name_type') })
      .trim()
      .min(1, rule('item_name_empty'))
      .optional(),
  })
  .default({});

export function createItemsRouter(deps: { db: Database }) {
  return new Hono().get('/', validate('query', listQuerySchema), async (c) => {
    return c.json(await listItems(deps.db, c.req.valid('query').name), 200);
  });
}
