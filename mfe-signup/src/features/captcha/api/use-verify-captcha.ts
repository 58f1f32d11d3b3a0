import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { CaptchaVerifyResponse } from 'api/contract/captcha';
import { saveCaptchaPass } from '../captcha-pass-storage';

/**
 * `POST captcha/verify`: resolves when the server accepts the token, else throws ApiError. The signed
 * pass it answers is kept for the checkout's create-intent and the waitlist. Nothing to invalidate: the
 * pass lives in this tab's storage, not in a cached read.
 */
export function useVerifyCaptcha() {
  return useMutation({
    mutationFn: async (token: string) => {
      const body: CaptchaVerifyResponse = await parseResponse(
        api.captcha.verify.$post({ json: { recaptchaToken: token } }),
      );
      saveCaptchaPass(body.pass, body.passExpiresAt);
    },
  });
}
