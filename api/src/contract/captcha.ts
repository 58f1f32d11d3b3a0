import { z } from 'zod';
import { WIZARD_MESSAGES } from './wizard-data';

/** `POST /captcha/verify`: the field keeps its historic name whatever the provider. */
export const captchaVerifyInputSchema = z.object(
  {
    recaptchaToken: z
      .string({ error: WIZARD_MESSAGES.captchaRequired })
      .trim()
      .min(1, WIZARD_MESSAGES.captchaRequired)
      .max(4096, WIZARD_MESSAGES.captchaFailed),
  },
  { error: WIZARD_MESSAGES.captchaRequired },
);

export type CaptchaVerifyInput = z.input<typeof captchaVerifyInputSchema>;
export type CaptchaVerifyResponse = { ok: true };

/** `GET /captcha/config`: Turnstile widget with `siteKey`, or the local offline challenge. */
export type CaptchaConfigResponse = { provider: 'turnstile' | 'offline'; siteKey?: string };

/** `POST /captcha/offline-challenge`: what the offline widget receives when its box is ticked. */
export type OfflineChallengeResponse = { token: string; expiresAt: string };
