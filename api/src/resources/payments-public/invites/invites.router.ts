import { Hono } from 'hono';
import { confirmInviteInputSchema } from '../../../contract/portal';
import { notifyOwner } from '../../../domain/passes/owner-notices';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { failsWith } from '../../../lib/route-docs';
import { signInBrowser } from '../../../middleware/portal-session';
import { throttle } from '../../../middleware/throttle';
import { validate } from '../../../middleware/validate';
import { confirmInvite } from './invites.service';

/**
 * Mounted at `/payments-public`: the invite of a customer staff created, confirmed by its e-mailed
 * link. There is no public "send it again": its answer told a stranger whether an e-mail and plate
 * named a pending customer; a customer who lost the invite signs in by code, which confirms it too.
 */
export function createInvitesRouter(deps: PaymentDeps) {
  const invites = throttle({ bucket: 'portal-invites', limit: 10, windowMs: 10 * 60_000 });
  const badLink = failsWith({ 404: ['link_not_found'], 410: ['link_expired'] });

  return new Hono().post(
    '/confirm-invite',
    invites,
    badLink,
    validate('json', confirmInviteInputSchema),
    async (c) => {
      const confirmed = await confirmInvite(deps, c.req.valid('json').token);
      // The link reached the pass's mailbox: as good as a sign-in code.
      const started = await signInBrowser(c, deps, { email: confirmed.email, kept: true, now: deps.now() });
      if (started.newDevice) {
        await notifyOwner(deps, { ...confirmed.owner, plate: null, kind: 'new_device_sign_in' });
      }
      return c.json({ email: confirmed.email, plate: confirmed.plate }, 200);
    },
  );
}
