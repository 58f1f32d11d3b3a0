import { Hono } from 'hono';
import {
  signInLinkSchema,
  signInRequestSchema,
  signInVerifySchema,
  signOutSchema,
} from '../../../contract/portal-session';
import type { BackgroundTasks } from '../../../lib/background-tasks';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { documents, failsWith } from '../../../lib/route-docs';
import {
  clearSessionCookie,
  keepSignedIn,
  sessionOf,
  signingInBrowser,
} from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { throttle } from '../../../middleware/throttle';
import { validate } from '../../../middleware/validate';
import { sessionInfo, signOut } from './session.service';
import { exchangeSignInLink, requestSignIn, verifySignIn } from './sign-in.service';

const MINUTE = 60_000;

/**
 * Mounted at `/payments-public` after `portalSession()`: signing in by e-mailed code or link, the
 * session's own state, and signing out (docs/decisions/portal-sign-in.md).
 */
export function createSignInRouter(deps: PaymentDeps, background: BackgroundTasks) {
  // Each request may e-mail somebody: few per client; the recipient's own cap is in public-mail-guard.
  const requests = throttle({ bucket: 'portal-sign-in', limit: 10, windowMs: 15 * MINUTE });
  // Guessing is bounded by the code's own lock (5 tries); this bounds guessing across many pairs.
  const checks = throttle({ bucket: 'portal-sign-in-check', limit: 30, windowMs: 15 * MINUTE });
  const own = sessionOrClientThrottle({ bucket: 'portal-session', limit: 60, windowMs: 10 * MINUTE });
  const accepted = documents({
    kind: 'success',
    status: 202,
    description: 'Accepted, whether or not the e-mail and plate name a pass; a code is e-mailed if they do',
  });
  // otp_invalid: wrong, used or expired code (or no pass); otp_locked: 5 wrong tries, ask for a new code.
  const wrongCode = failsWith({ 400: ['otp_invalid'], 429: ['otp_locked'] });
  const badLink = failsWith({ 404: ['link_not_found'], 410: ['link_expired'] });

  return new Hono()
    .post('/sign-in', requests, accepted, validate('json', signInRequestSchema), async (c) => {
      return c.json(await requestSignIn(deps, background, c.req.valid('json')), 202);
    })
    .post('/sign-in/verify', checks, wrongCode, validate('json', signInVerifySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const browser = signingInBrowser(c);
      const { answer, started } = await verifySignIn(deps, browser, c.req.valid('json'));
      keepSignedIn(c, deps.config, started, browser);
      return c.json(answer, 200);
    })
    .post('/sign-in/link', checks, badLink, validate('json', signInLinkSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const browser = signingInBrowser(c);
      const { answer, started } = await exchangeSignInLink(deps, browser, c.req.valid('json'));
      keepSignedIn(c, deps.config, started, browser);
      return c.json(answer, 200);
    })
    .get('/session', own, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await sessionInfo(deps, sessionOf(c)), 200);
    })
    .post('/sign-out', own, validate('json', signOutSchema), async (c) => {
      const signedOut = await signOut(deps, sessionOf(c), c.req.valid('json').everywhere);
      clearSessionCookie(c, deps.config);
      return c.json(signedOut, 200);
    });
}
