import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The proof a visitor passed the wizard's CAPTCHA, carried to create-intent and the waitlist:
// `POST /captcha/verify` answers it. Signed (HMAC with a key derived from the server secret, so the
// secret itself signs nothing else) over its expiry, a nonce and the client key of the caller that
// solved the CAPTCHA (IPv4 address or IPv6 /64): handed to other networks it is worth nothing, so
// one solved CAPTCHA cannot be shared out. The pass itself carries only expiry and nonce; the nonce
// is what create-intent records as spent by the checkout it starts
// (docs/decisions/checkout-captcha-pass.md).

export const CAPTCHA_PASS_TTL_MS = 10 * 60_000;
const PURPOSE = 'captcha-pass-v2';

export type CaptchaPass = { pass: string; expiresAt: string };

export function issueCaptchaPass(secret: string, clientKey: string, now: Date): CaptchaPass {
  const expiresAt = now.getTime() + CAPTCHA_PASS_TTL_MS;
  const payload = `${expiresAt}.${randomBytes(12).toString('base64url')}`;
  return {
    pass: `${payload}.${sign(secret, payload, clientKey)}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/**
 * The nonce of a pass this server signed for this client key that has not expired at `now`; null for
 * anything else (missing, forged, expired, or solved on another network).
 */
export function readCaptchaPass(
  secret: string,
  pass: string | undefined,
  clientKey: string,
  now: Date,
): { nonce: string } | null {
  if (!pass) return null;
  const parts = pass.split('.');
  if (parts.length !== 3) return null;
  const [expiresRaw, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${expiresRaw}.${nonce}`, clientKey));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = Number(expiresRaw);
  return Number.isSafeInteger(expiresAt) && expiresAt > now.getTime() ? { nonce } : null;
}

function sign(secret: string, payload: string, clientKey: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  // The NUL keeps payload and key apart: no other split of the same bytes signs the same.
  return createHmac('sha256', key).update(`${payload}\u0000${clientKey}`).digest('base64url');
}
