import { Hono } from 'hono';
import {
  type CaptchaConfigResponse,
  type CaptchaVerifyResponse,
  captchaVerifyInputSchema,
  type OfflineChallengeResponse,
} from '../../contract/captcha';
import { issueCaptchaPass } from '../../lib/captcha-pass';
import { HttpError } from '../../lib/http-error';
import { failsWith } from '../../lib/route-docs';
import { clientAddress, clientKey } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import type { CaptchaProvider } from '../../providers/captcha/captcha-provider';

export function createCaptchaRouter(deps: { captcha: CaptchaProvider; secret: string; now: () => Date }) {
  const { captcha } = deps;
  // 404 when the CAPTCHA is Turnstile (no offline widget), 503 when the offline one is off (production).
  const offlineOnly = failsWith({ 404: ['not_found'], 503: ['captcha_disabled'] });
  const refused = failsWith({ 400: ['captcha_failed'] });
  return new Hono()
    .get('/config', (c) => {
      const body: CaptchaConfigResponse =
        captcha.kind === 'turnstile' && captcha.siteKey
          ? { provider: 'turnstile', siteKey: captcha.siteKey }
          : { provider: captcha.kind };
      return c.json(body, 200);
    })
    .post('/offline-challenge', offlineOnly, (c) => {
      const offline = captcha.offline;
      if (!offline) throw new HttpError(404, 'not_found');
      if (!offline.enabled) {
        throw new HttpError(503, 'captcha_disabled');
      }
      const body: OfflineChallengeResponse = offline.issue();
      return c.json(body, 200);
    })
    .post('/verify', refused, validate('json', captchaVerifyInputSchema), async (c) => {
      // The address the trusted proxies vouch for (TRUST_PROXY): a raw CF-Connecting-IP or
      // X-Forwarded-For would let any caller name someone else's address to Turnstile.
      const remoteIp = clientAddress(c)?.address;
      const ok = await captcha.verify(c.req.valid('json').recaptchaToken, remoteIp);
      if (!ok) throw new HttpError(400, 'captcha_failed');
      // Bound to the caller's network: create-intent and the waitlist accept it only from there.
      const { pass, expiresAt } = issueCaptchaPass(deps.secret, clientKey(c), deps.now());
      const body: CaptchaVerifyResponse = { ok: true, pass, passExpiresAt: expiresAt };
      return c.json(body, 200);
    });
}
