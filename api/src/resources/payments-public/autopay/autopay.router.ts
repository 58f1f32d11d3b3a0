import { Hono } from 'hono';
import {
  cardConfirmInputSchema,
  cardSetupInputSchema,
  passKeyInputSchema,
  setupPortalInputSchema,
  setupResultQuerySchema,
  toggleAutopayInputSchema,
} from '../../../contract/autopay';
import { type ApiErrorBody, ERROR_MESSAGES } from '../../../contract/error-codes';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { consentClient } from '../../../middleware/consent-client';
import { requirePortalSession, requireSessionFor } from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { validate } from '../../../middleware/validate';
import { confirmCardSetup, startCardSetup } from './card-update.service';
import { openPortalSetup, setupResult } from './hosted-setup.service';
import { sendSetupLink } from './setup-links.service';
import { toggleAutopay } from './toggle.service';

const MINUTE = 60_000;

/**
 * Mounted at `/payments-public` beside the portal's other resources: autopay on/off, the hosted card
 * set-up, e-mailed links and the card change. Each change needs the portal session of the named
 * pass's e-mail (docs/decisions/portal-sign-in.md): e-mail and plate alone only name a pass.
 */
export function createAutopayRouter(deps: PaymentDeps) {
  const links = sessionOrClientThrottle({ bucket: 'portal-links', limit: 10, windowMs: 15 * MINUTE });
  const autopay = sessionOrClientThrottle({ bucket: 'portal-autopay', limit: 30, windowMs: 10 * MINUTE });
  const card = sessionOrClientThrottle({ bucket: 'portal-card', limit: 30, windowMs: 10 * MINUTE });
  const signedIn = requirePortalSession;

  return new Hono()
    .post('/toggle-autopay', autopay, signedIn, validate('json', toggleAutopayInputSchema), async (c) => {
      const input = c.req.valid('json');
      requireSessionFor(c, input.email);
      const result = await toggleAutopay(deps, input, consentClient(c));
      if (result.kind === 'need_setup') {
        const body: ApiErrorBody = { error: ERROR_MESSAGES.need_setup, code: 'need_setup', needSetup: true };
        return c.json(body, 402);
      }
      return c.json(result.body, 200);
    })
    .post('/portal', autopay, signedIn, validate('json', setupPortalInputSchema), async (c) => {
      const input = c.req.valid('json');
      requireSessionFor(c, input.email);
      return c.json(await openPortalSetup(deps, input, consentClient(c)), 200);
    })
    .get('/setup-result', autopay, validate('query', setupResultQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await setupResult(deps, c.req.valid('query').session_id), 200);
    })
    .post('/send-autopay-enable-link', links, signedIn, validate('json', passKeyInputSchema), async (c) => {
      const input = c.req.valid('json');
      requireSessionFor(c, input.email);
      return c.json(await sendSetupLink(deps, input, 'enable_autopay'), 200);
    })
    .post('/send-card-update-link', links, signedIn, validate('json', passKeyInputSchema), async (c) => {
      const input = c.req.valid('json');
      requireSessionFor(c, input.email);
      return c.json(await sendSetupLink(deps, input, 'card_update'), 200);
    })
    .post('/card/setup', card, signedIn, validate('json', cardSetupInputSchema), async (c) => {
      const input = c.req.valid('json');
      const session = requireSessionFor(c, input.email);
      return c.json(await startCardSetup(deps, input, session.id), 200);
    })
    .post('/card/confirm', card, signedIn, validate('json', cardConfirmInputSchema), async (c) => {
      const input = c.req.valid('json');
      requireSessionFor(c, input.email);
      return c.json(await confirmCardSetup(deps, input), 200);
    });
}
