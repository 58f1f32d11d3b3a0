import { Hono } from 'hono';
import { passKeySchema } from '../../../contract/portal';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { sessionOf } from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { validate } from '../../../middleware/validate';
import { customerInfo, lookup, subscriptionStatus } from './pass.service';

/**
 * Mounted at `/payments-public`: the customer portal's pass reads (lookup, the dashboard's subscription
 * and customer info). Strangers are throttled per client, so neither half of a pass's key can be
 * guessed; a signed-in customer spends their session's generous allowance instead.
 */
export function createPassRouter(deps: PaymentDeps) {
  // Lookup-like reads share one small allowance: each one tells whether an e-mail and plate match.
  const passReads = sessionOrClientThrottle({
    bucket: 'portal-pass-reads',
    limit: 30,
    windowMs: 10 * 60_000,
  });

  return new Hono()
    .get('/lookup', passReads, validate('query', passKeySchema), (c) => {
      const { status, body } = lookup(deps, c.req.valid('query'));
      return status === 202 ? c.json(body, 202) : c.json(body, 200);
    })
    .get('/subscription', passReads, validate('query', passKeySchema), (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(subscriptionStatus(deps, c.req.valid('query'), sessionOf(c)), 200);
    })
    .get('/customer-info', passReads, validate('query', passKeySchema), (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(customerInfo(deps, c.req.valid('query'), sessionOf(c)), 200);
    });
}
