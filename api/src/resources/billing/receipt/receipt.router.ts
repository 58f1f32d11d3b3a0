import { Hono } from 'hono';
import { receiptQuerySchema } from '../../../contract/billing-input';
import type { Database } from '../../../db/open-database';
import { failsWith } from '../../../lib/route-docs';
import { validate } from '../../../middleware/validate';
import { findReceipt } from './receipt.service';

/** Mounted at `/billing`: what a buyer (and later the portal and admin) reads about a pass. */
export function createReceiptRouter(deps: { db: Database }) {
  // 409 checkout_refunded: the payment was given back (`refund_reason`); 404 until the pass exists.
  const notYet = failsWith({ 404: ['not_found'], 409: ['checkout_refunded'] });
  return new Hono().get('/receipt', notYet, validate('query', receiptQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await findReceipt(deps.db, c.req.valid('query')), 200);
  });
}
