import { Hono } from 'hono';
import { emailParamSchema, type HasBannedResponse } from '../../contract/client-lookup';
import type { Database } from '../../db/open-database';
import { isEmailBlocked } from '../../domain/customer-lookup';
import { validate } from '../../middleware/validate';

export function createClientsRouter(deps: { db: Database }) {
  return new Hono().get('/email/:email/has-banned', validate('param', emailParamSchema), (c) => {
    const body: HasBannedResponse = { blocked: isEmailBlocked(deps.db, c.req.valid('param').email) };
    return c.json(body, 200);
  });
}
