import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/open-database';
import { validate } from '../../middleware/validate';
import { listItems } from './items.service';

// Defaulted as a whole so the typed client can call `api.items.$get()` with no arguments.
const listQuerySchema = z
  .object({
    name: z.string({ error: 'name must be text' }).trim().min(1, 'name must not be empty').optional(),
  })
  .default({});

export function createItemsRouter(deps: { db: Database }) {
  return new Hono().get('/', validate('query', listQuerySchema), (c) => {
    return c.json(listItems(deps.db, c.req.valid('query').name), 200);
  });
}
