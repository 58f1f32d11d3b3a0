import { z } from 'zod';
import { rule } from './validation-rules';

/** `POST /captcha/verify`: the field keeps its historic name whatever the provider. */
export const captchaVerifyInputSchema = z.object(
  {
    recaptchaToken: z
      .string({ error: rule('captcha_required') })
      .trim()
      .min(1, rule('captcha_required'))
      .max(4096, rule('captcha_failed')),
  },
  { error: rule('captcha_required') },
);

export type CaptchaVerifyInput = z.input<typeof captchaVerifyInputSchema>;
/**
 * `pass`: the signed proof create-intent requires (`captchaPass`), valid until `passExpiresAt`
 * (about 10 minutes); the signup keeps it in session storage beside the wizard data.
 */
export type CaptchaVerifyResponse = { ok: true; pass: string; passExpiresAt: string };

/** `GET /captcha/config`: Turnstile widget with `siteKey`, or the local offline challenge. */
export type CaptchaConfigResponse = { provider: 'turnstile' | 'offline'; siteKey?: string };

/** `POST /captcha/offline-challenge`: what the offline widget receives when its box is ticked. */
export type OfflineChallengeResponse = { token: string; expiresAt: string };
