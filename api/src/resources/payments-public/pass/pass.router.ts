import { type Context, Hono } from 'hono';
import { passKeySchema } from '../../../contract/portal';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { documents, failsWith } from '../../../lib/route-docs';
import { requirePortalSession, requireSessionFor } from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { validate } from '../../../middleware/validate';
import { customerInfo, lookup, renewalQuote, subscriptionStatus } from './pass.service';

/**
 * Mounted at `/payments-public`: the customer portal's pass reads (lookup, the dashboard's subscription
 * and customer info, the renewal quote). Each needs the session of the named pass's e-mail, checked
 * before the pass is looked for: to anyone else a real pair and a made-up one answer the same 401
 * (docs/decisions/public-answers-reveal-no-records.md, issue 30).
 */
export function createPassRouter(deps: PaymentDeps) {
  // A stranger only ever gets 401 here, but is still throttled per client like every public call.
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
      .get('/lookup', passReads, requirePortalSession, found, validate('query', passKeySchema), async (c) => {
        const { status, body } = await lookup(deps, ownKey(c, c.req.valid('query')));
        return status === 202 ? c.json(body, 202) : c.json(body, 200);
      })
      .get(
        '/subscription',
        passReads,
        requirePortalSession,
        namedPass,
        validate('query', passKeySchema),
        async (c) => {
          return c.json(await subscriptionStatus(deps, ownKey(c, c.req.valid('query'))), 200);
        },
      )
      .get(
        '/customer-info',
        passReads,
        requirePortalSession,
        namedPass,
        validate('query', passKeySchema),
        async (c) => {
          return c.json(await customerInfo(deps, ownKey(c, c.req.valid('query'))), 200);
        },
      )
      // The renewal page's amount and period; nothing is started until the customer taps Pay.
      .get(
        '/renew',
        passReads,
        requirePortalSession,
        renewal,
        validate('query', passKeySchema),
        async (c) => {
          return c.json(await renewalQuote(deps, ownKey(c, c.req.valid('query'))), 200);
        },
      )
  );
}

/** The named pass's key, once the session is that e-mail's: else 401 before the pass is looked for. */
function ownKey(c: Context, key: { email: string; plate: string }) {
  requireSessionFor(c, key.email);
  c.header('Cache-Control', 'no-store');
  return key;
}
