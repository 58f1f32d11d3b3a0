import { api, parseResponse } from 'api/client';
import type { CaptchaVerifyResponse, OfflineChallengeResponse } from 'api/contract/captcha';
import { saveCaptchaPass } from './captcha-pass-storage';

/**
 * POST /captcha/verify: resolves when the server accepts the token, else throws ApiError. The signed
 * pass it answers is stored for the checkout's create-intent.
 */
export async function verifyCaptcha(token: string): Promise<void> {
  const body: CaptchaVerifyResponse = await parseResponse(
    api.captcha.verify.$post({ json: { recaptchaToken: token } }),
  );
  saveCaptchaPass(body.pass, body.passExpiresAt);
}

export async function requestOfflineToken(): Promise<OfflineChallengeResponse> {
  return parseResponse(api.captcha['offline-challenge'].$post());
}
