import { api, parseResponse } from 'api/client';
import type { CaptchaConfigResponse, OfflineChallengeResponse } from 'api/contract/captcha';

export async function fetchCaptchaConfig(signal: AbortSignal): Promise<CaptchaConfigResponse> {
  return parseResponse(api.captcha.config.$get({}, { init: { signal } }));
}

/** POST /captcha/verify: resolves when the server accepts the token, else throws ApiError. */
export async function verifyCaptcha(token: string): Promise<void> {
  await parseResponse(api.captcha.verify.$post({ json: { recaptchaToken: token } }));
}

export async function requestOfflineToken(): Promise<OfflineChallengeResponse> {
  return parseResponse(api.captcha['offline-challenge'].$post());
}
