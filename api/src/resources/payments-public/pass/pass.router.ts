import { Hono } from 'hono';
import {
  confirmInviteInputSchema,
  passKeySchema,
  passPaymentInputSchema,
  passPaymentQuerySchema,
} from '../../../contract/portal';
import { notifyOwner } from '../../../domain/owner-notices';
import type { PaymentDeps } from '../../../lib/payment-deps';
import {
  requirePortalSession,
  requireSessionFor,
  sessionOf,
  signInBrowser,
} from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { throttle } from '../../../middleware/throttle';
import { validate } from '../../../middleware/validate';
import { confirmInvite, resendInvite } from '../invites/invites.service';
import { passPaymentStatus, startLossFee, startRenewal } from '../pass-payments/pass-payments.service';
import { customerInfo, lookup, subscriptionStatus } from './pass.service';

const TEN_MINUTES = 10 * 60_000;

/**
 * Mounted at `/payments-public`: the customer portal's lookup, dashboard reads, invites and payments
 * (autopay, links and the card change live in the autopay resource at the same prefix, sign-in in
 * portal-session). Strangers are throttled per client, so neither half of a pass's key can be
 * guessed; a signed-in customer spends their session's generous allowance instead.
 */
export function createPortalRouter(deps: PaymentDeps) {
  // Lookup-like reads share one small allowance: each one tells whether an e-mail and plate match.
  const passReads = sessionOrClientThrottle({
    bucket: 'portal-pass-reads',
    limit: 30,
    windowMs: TEN_MINUTES,
  });
  const invites = throttle({ bucket: 'portal-invites', limit: 10, windowMs: TEN_MINUTES });
  const payments = sessionOrClientThrottle({ bucket: 'portal-payments', limit: 10, windowMs: TEN_MINUTES });
  // The payment page polls this one every second or two until the provider's event is applied.
  const polls = throttle({ bucket: 'portal-payment-polls', limit: 300, windowMs: TEN_MINUTES });

  return (
    new Hono()
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
      })
      .post('/resend-invite', invites, validate('json', passKeySchema), async (c) => {
        return c.json(await resendInvite(deps, c.req.valid('json')), 200);
      })
      .post('/confirm-invite', invites, validate('json', confirmInviteInputSchema), async (c) => {
        const confirmed = confirmInvite(deps, c.req.valid('json').token);
        // The link reached the pass's mailbox: as good as a sign-in code.
        const started = signInBrowser(c, deps, { email: confirmed.email, kept: true, now: deps.now() });
        if (started.newDevice) {
          await notifyOwner(deps, { ...confirmed.owner, plate: null, kind: 'new_device_sign_in' });
        }
        return c.json({ email: confirmed.email, plate: confirmed.plate }, 200);
      })
      // Open to e-mail + plate: paying someone's renewal harms nobody, and it never saves a card.
      .post('/renew', payments, validate('json', passPaymentInputSchema), async (c) => {
        return c.json(await startRenewal(deps, c.req.valid('json')), 200);
      })
      .post(
        '/lost-card',
        payments,
        requirePortalSession,
        validate('json', passPaymentInputSchema),
        async (c) => {
          const input = c.req.valid('json');
          requireSessionFor(c, input.email);
          return c.json(await startLossFee(deps, input), 200);
        },
      )
      .get('/payment', polls, validate('query', passPaymentQuerySchema), (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(passPaymentStatus(deps, c.req.valid('query').id), 200);
      })
  );
}
