import { Hono } from 'hono';
import { passKeySchema } from '../../../contract/portal';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { documents, failsWith } from '../../../lib/route-docs';
import { sessionOf } from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { validate } from '../../../middleware/validate';
import { customerInfo, lookup, renewalQuote, subscriptionStatus } from './pass.service';

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
  // A pass is named by e-mail + plate; its owner must have confirmed the e-mail first (invite_pending).
  const namedPass = failsWith({ 404: ['pass_not_found'], 409: ['invite_pending'] });
  const found = documents(
    { kind: 'success', status: 200, description: 'The pass, confirmed' },
    { kind: 'success', status: 202, description: 'The pass, waiting for its owner to confirm the e-mail' },
    { kind: 'errors', errors: { 404: ['pass_not_found'] } },
  );
  const renewal = failsWith({
    404: ['pass_not_found', 'plan_not_found'],
    409: ['invite_pending', 'renew_too_early', 'pass_not_renewable', 'autopay_blocks_renewal'],
  });

  return (
    new Hono()
      .get('/lookup', passReads, found, validate('query', passKeySchema), (c) => {
        const { status, body } = lookup(deps, c.req.valid('query'));
        return status === 202 ? c.json(body, 202) : c.json(body, 200);
      })
      .get('/subscription', passReads, namedPass, validate('query', passKeySchema), (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(subscriptionStatus(deps, c.req.valid('query'), sessionOf(c)), 200);
      })
      .get('/customer-info', passReads, namedPass, validate('query', passKeySchema), (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(customerInfo(deps, c.req.valid('query'), sessionOf(c)), 200);
      })
      // The renewal page's amount and period; nothing is started until the customer taps Pay.
      .get('/renew', passReads, renewal, validate('query', passKeySchema), (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(renewalQuote(deps, c.req.valid('query')), 200);
      })
  );
}
