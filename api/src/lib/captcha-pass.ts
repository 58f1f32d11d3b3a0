import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The proof a visitor passed the wizard's CAPTCHA, carried to create-intent: `POST /captcha/verify`
// answers it, `POST /billing/create-intent` requires it. Stateless and signed (HMAC with a key derived
// from the server secret, so the secret itself signs nothing else); it holds only its expiry and a
// nonce, nothing about the visitor. Reusable until it expires: a retry or a plan change needs no new
// CAPTCHA, while the per-IP throttle and the hold caps bound what one pass can do.

export const CAPTCHA_PASS_TTL_MS = 10 * 60_000;
const PURPOSE = 'captcha-pass-v1';

export type CaptchaPass = { pass: string; expiresAt: string };

export function issueCaptchaPass(secret: string, now: Date): CaptchaPass {
  const expiresAt = now.getTime() + CAPTCHA_PASS_TTL_MS;
  const payload = `${expiresAt}.${randomBytes(12).toString('base64url')}`;
  return { pass: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(expiresAt).toISOString() };
}

/** True for a pass this server signed that has not expired at `now`. */
export function isCaptchaPassValid(secret: string, pass: string | undefined, now: Date): boolean {
  if (!pass) return false;
  const parts = pass.split('.');
  if (parts.length !== 3) return false;
  const [expiresRaw, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${expiresRaw}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const expiresAt = Number(expiresRaw);
  return Number.isSafeInteger(expiresAt) && expiresAt > now.getTime();
}

function sign(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}
