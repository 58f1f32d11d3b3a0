import { Hono } from 'hono';
import { receiptQuerySchema } from '../../../contract/billing-input';
import type { Database } from '../../../db/open-database';
import { validate } from '../../../middleware/validate';
import { findReceipt } from './receipt.service';

/** Mounted at `/billing`: what a buyer (and later the portal and admin) reads about a pass. */
export function createReceiptRouter(deps: { db: Database }) {
  return new Hono().get('/receipt', validate('query', receiptQuerySchema), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(findReceipt(deps.db, c.req.valid('query')), 200);
  });
}
