import { Hono } from 'hono';
import type { PaymentDeps } from '../../lib/payment-deps';
import { consentClient } from '../../middleware/consent-client';
import { throttle } from '../../middleware/throttle';
import { openLinkSetup } from './link-setup.service';

/** Mounted at `/checkout`: `/pay?token=...` asks here for the hosted set-up of its e-mailed link. */
export function createCheckoutInitRouter(deps: PaymentDeps) {
  const init = throttle({ bucket: 'checkout-init', limit: 30, windowMs: 10 * 60_000 });
  return new Hono().get('/init/:token', init, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await openLinkSetup(deps, c.req.param('token'), consentClient(c)), 200);
  });
}
