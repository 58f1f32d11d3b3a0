import { Hono } from 'hono';
import {
  cardConfirmInputSchema,
  cardSetupInputSchema,
  otpRequestInputSchema,
  otpVerifyInputSchema,
  passKeyInputSchema,
  setupPortalInputSchema,
  setupResultQuerySchema,
  toggleAutopayInputSchema,
} from '../../contract/autopay';
import { type ApiErrorBody, ERROR_MESSAGES } from '../../contract/error-codes';
import type { PaymentDeps } from '../../lib/payment-deps';
import { throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { confirmCardSetup, startCardSetup } from './card-update.service';
import { clientFacts } from './client-facts';
import { openPortalSetup, setupResult } from './hosted-setup.service';
import { requestOneTimeCode, verifyOneTimeCode } from './one-time-codes.service';
import { sendSetupLink } from './setup-links.service';
import { toggleAutopay } from './toggle.service';

const MINUTE = 60_000;

/**
 * Mounted at `/payments-public` beside the portal's lookup router: autopay on/off, the hosted card
 * set-up, e-mailed links, one-time codes and the card change. Every route is throttled per client.
 */
export function createAutopayRouter(deps: PaymentDeps) {
  const links = throttle({ bucket: 'portal-links', limit: 10, windowMs: 15 * MINUTE });
  const otpRequest = throttle({ bucket: 'portal-otp-request', limit: 10, windowMs: 15 * MINUTE });
  const otpVerify = throttle({ bucket: 'portal-otp-verify', limit: 20, windowMs: 15 * MINUTE });
  const autopay = throttle({ bucket: 'portal-autopay', limit: 30, windowMs: 10 * MINUTE });
  const card = throttle({ bucket: 'portal-card', limit: 30, windowMs: 10 * MINUTE });

  return new Hono()
    .post('/toggle-autopay', autopay, validate('json', toggleAutopayInputSchema), async (c) => {
      const result = await toggleAutopay(deps, c.req.valid('json'), clientFacts(c));
      if (result.kind === 'need_setup') {
        const body: ApiErrorBody = { error: ERROR_MESSAGES.need_setup, code: 'need_setup', needSetup: true };
        return c.json(body, 402);
      }
      return c.json(result.body, 200);
    })
    .post('/portal', autopay, validate('json', setupPortalInputSchema), async (c) => {
      return c.json(await openPortalSetup(deps, c.req.valid('json'), clientFacts(c)), 200);
    })
    .get('/setup-result', autopay, validate('query', setupResultQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await setupResult(deps, c.req.valid('query').session_id), 200);
    })
    .post('/send-autopay-enable-link', links, validate('json', passKeyInputSchema), async (c) => {
      return c.json(await sendSetupLink(deps, c.req.valid('json'), 'enable_autopay'), 200);
    })
    .post('/send-card-update-link', links, validate('json', passKeyInputSchema), async (c) => {
      return c.json(await sendSetupLink(deps, c.req.valid('json'), 'card_update'), 200);
    })
    .post('/otp/request', otpRequest, validate('json', otpRequestInputSchema), async (c) => {
      return c.json(await requestOneTimeCode(deps, c.req.valid('json')), 200);
    })
    .post('/otp/verify', otpVerify, validate('json', otpVerifyInputSchema), (c) => {
      return c.json(verifyOneTimeCode(deps, c.req.valid('json')), 200);
    })
    .post('/card/setup', card, validate('json', cardSetupInputSchema), async (c) => {
      return c.json(await startCardSetup(deps, c.req.valid('json')), 200);
    })
    .post('/card/confirm', card, validate('json', cardConfirmInputSchema), async (c) => {
      return c.json(await confirmCardSetup(deps, c.req.valid('json')), 200);
    });
}
