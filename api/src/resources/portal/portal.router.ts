import { Hono } from 'hono';
import {
  confirmInviteInputSchema,
  passKeySchema,
  passPaymentInputSchema,
  passPaymentQuerySchema,
} from '../../contract/portal';
import type { PaymentDeps } from '../../lib/payment-deps';
import { throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { confirmInvite, resendInvite } from './invites.service';
import { passPaymentStatus, startLossFee, startRenewal } from './pass-payments.service';
import { customerInfo, lookup, subscriptionStatus } from './portal-pass.service';

const TEN_MINUTES = 10 * 60_000;

/**
 * Mounted at `/payments-public`: the customer portal's lookup, dashboard reads, invites and payments
 * (autopay, links and one-time codes live in the autopay resource at the same prefix). Every call
 * that answers for an e-mail and plate is throttled per client, so neither half can be guessed.
 */
export function createPortalRouter(deps: PaymentDeps) {
  // Lookup-like reads share one small allowance: each one tells whether an e-mail and plate match.
  const passReads = throttle({ bucket: 'portal-pass-reads', limit: 30, windowMs: TEN_MINUTES });
  const invites = throttle({ bucket: 'portal-invites', limit: 10, windowMs: TEN_MINUTES });
  const payments = throttle({ bucket: 'portal-payments', limit: 10, windowMs: TEN_MINUTES });
  // The payment page polls this one every second or two until the provider's event is applied.
  const polls = throttle({ bucket: 'portal-payment-polls', limit: 300, windowMs: TEN_MINUTES });

  return new Hono()
    .get('/lookup', passReads, validate('query', passKeySchema), (c) => {
      const { status, body } = lookup(deps, c.req.valid('query'));
      return status === 202 ? c.json(body, 202) : c.json(body, 200);
    })
    .get('/subscription', passReads, validate('query', passKeySchema), (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(subscriptionStatus(deps, c.req.valid('query')), 200);
    })
    .get('/customer-info', passReads, validate('query', passKeySchema), (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(customerInfo(deps, c.req.valid('query')), 200);
    })
    .post('/resend-invite', invites, validate('json', passKeySchema), async (c) => {
      return c.json(await resendInvite(deps, c.req.valid('json')), 200);
    })
    .post('/confirm-invite', invites, validate('json', confirmInviteInputSchema), (c) => {
      return c.json(confirmInvite(deps, c.req.valid('json').token), 200);
    })
    .post('/renew', payments, validate('json', passPaymentInputSchema), async (c) => {
      return c.json(await startRenewal(deps, c.req.valid('json')), 200);
    })
    .post('/lost-card', payments, validate('json', passPaymentInputSchema), async (c) => {
      return c.json(await startLossFee(deps, c.req.valid('json')), 200);
    })
    .get('/payment', polls, validate('query', passPaymentQuerySchema), (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(passPaymentStatus(deps, c.req.valid('query').id), 200);
    });
}
