import { Hono } from 'hono';
import type { PaymentDeps } from '../../lib/payment-deps';
import { failsWith } from '../../lib/route-docs';
import { consentClient } from '../../middleware/consent-client';
import { throttle } from '../../middleware/throttle';
import { openLinkSetup } from './link-setup.service';

/** Mounted at `/checkout`: `/pay?token=...` asks here for the hosted set-up of its e-mailed link. */
export function createCheckoutInitRouter(deps: PaymentDeps) {
  const init = throttle({ bucket: 'checkout-init', limit: 30, windowMs: 10 * 60_000 });
  const linkFailures = failsWith({
    404: ['link_not_found'],
    409: ['pass_expired'],
    410: ['link_expired'],
    503: ['payment_provider_unavailable'],
  });
  return new Hono().get('/init/:token', init, linkFailures, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await openLinkSetup(deps, c.req.param('token'), consentClient(c)), 200);
  });
}
