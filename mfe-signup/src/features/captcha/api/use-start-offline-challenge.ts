import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/**
 * `POST captcha/offline-challenge`: a short-lived token for the offline stand-in. Nothing to invalidate:
 * the token goes to the form, no cached read shows it.
 */
export function useStartOfflineChallenge() {
  return useMutation({
    mutationFn: () => parseResponse(api.captcha['offline-challenge'].$post()),
  });
}
