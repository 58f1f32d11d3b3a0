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
import { failsWith } from '../../../lib/route-docs';
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
  // Every change names a pass by e-mail + plate, confirmed by its owner, and may ask the provider.
  const pass = {
    404: ['pass_not_found'],
    409: ['invite_pending'],
    503: ['payment_provider_unavailable'],
  } as const;
  const toggled = failsWith({
    ...pass,
    400: ['consent_required'],
    // need_setup (with `needSetup: true`): save a card first through POST /portal.
    402: ['need_setup'],
    409: [...pass[409], 'pass_expired'],
  });
  const setup = failsWith({ ...pass, 409: [...pass[409], 'pass_expired'] });
  const setupResultFailures = failsWith({ 404: ['setup_not_found'], 503: pass[503] });
  const linkFailures = failsWith({
    404: pass[404],
    409: [...pass[409], 'pass_expired'],
    429: ['mail_cooldown'],
    502: ['mail_send_failed'],
  });
  const cardSetup = failsWith(pass);
  const cardConfirm = failsWith({
    400: ['amex_not_accepted'],
    404: [...pass[404], 'setup_not_found'],
    // setup_incomplete: 3-D Secure still pending, or the card was refused.
    409: [...pass[409], 'setup_incomplete'],
    503: pass[503],
  });

  return new Hono()
    .post(
      '/toggle-autopay',
      autopay,
      signedIn,
      toggled,
      validate('json', toggleAutopayInputSchema),
      async (c) => {
        const input = c.req.valid('json');
        requireSessionFor(c, input.email);
        const result = await toggleAutopay(deps, input, consentClient(c));
        if (result.kind === 'need_setup') {
          const body: ApiErrorBody = {
            error: ERROR_MESSAGES.need_setup,
            code: 'need_setup',
            needSetup: true,
          };
          return c.json(body, 402);
        }
        return c.json(result.body, 200);
      },
    )
    .post('/portal', autopay, signedIn, setup, validate('json', setupPortalInputSchema), async (c) => {
      const input = c.req.valid('json');
      requireSessionFor(c, input.email);
      return c.json(await openPortalSetup(deps, input, consentClient(c)), 200);
    })
    .get(
      '/setup-result',
      autopay,
      setupResultFailures,
      validate('query', setupResultQuerySchema),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await setupResult(deps, c.req.valid('query').session_id), 200);
      },
    )
    .post(
      '/send-autopay-enable-link',
      links,
      signedIn,
      linkFailures,
      validate('json', passKeyInputSchema),
      async (c) => {
        const input = c.req.valid('json');
        requireSessionFor(c, input.email);
        return c.json(await sendSetupLink(deps, input, 'enable_autopay'), 200);
      },
    )
    .post(
      '/send-card-update-link',
      links,
      signedIn,
      linkFailures,
      validate('json', passKeyInputSchema),
      async (c) => {
        const input = c.req.valid('json');
        requireSessionFor(c, input.email);
        return c.json(await sendSetupLink(deps, input, 'card_update'), 200);
      },
    )
    .post('/card/setup', card, signedIn, cardSetup, validate('json', cardSetupInputSchema), async (c) => {
      const input = c.req.valid('json');
      const session = requireSessionFor(c, input.email);
      return c.json(await startCardSetup(deps, input, session.id), 200);
    })
    .post(
      '/card/confirm',
      card,
      signedIn,
      cardConfirm,
      validate('json', cardConfirmInputSchema),
      async (c) => {
        const input = c.req.valid('json');
        requireSessionFor(c, input.email);
        return c.json(await confirmCardSetup(deps, input), 200);
      },
    );
}
