import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/**
 * `POST auth/totp`: a new secret to scan (and its QR code). Nothing is invalidated: the current factor
 * stays until a code from the new one is confirmed.
 */
export function useStartTotp() {
  return useMutation({ mutationFn: () => parseResponse(api.auth.totp.$post()) });
}
