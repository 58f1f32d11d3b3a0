import { type Context, Hono } from 'hono';
import { createIntentInputSchema, subscribeInputSchema } from '../../contract/billing-input';
import type { ConsentClient } from '../../domain/consents';
import type { PaymentDeps } from '../../lib/payment-deps';
import { clientKey } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { billingConfig, createIntent, subscribe } from './checkout.service';

/** Mounted at `/billing`: the checkout's calls (provider config, create-intent, subscribe). */
export function createCheckoutRouter(deps: PaymentDeps) {
  return new Hono()
    .get('/config', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(billingConfig(deps), 200);
    })
    .post('/create-intent', validate('json', createIntentInputSchema), async (c) => {
      return c.json(await createIntent(deps, c.req.valid('json'), consentClient(c)), 200);
    })
    .post('/subscribe', validate('json', subscribeInputSchema), async (c) => {
      return c.json(await subscribe(deps, c.req.valid('json'), consentClient(c)), 200);
    });
}

/** Who gave the consent: the same client address the throttles count, and the browser's own label. */
function consentClient(c: Context): ConsentClient {
  return { clientIp: clientKey(c), userAgent: c.req.header('user-agent') ?? '' };
}
