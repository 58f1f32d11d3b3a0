import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { CancelReason } from 'api/contract/pass-cancel';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/**
 * `POST cancel`: ends the pass after its last paid day. Every read of the pass is read again before
 * it settles: this page's cancel state, and the dashboard's pass if it is still cached.
 */
export function useCancelPass(pass: Pass) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, reasonText }: { reason: CancelReason; reasonText: string }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].cancel.$post({
            json: {
              email: pass.email,
              plate: pass.plate,
              reason,
              ...(reason === 'other' ? { reason_text: reasonText } : {}),
            },
          }),
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passQueryKey(pass) }),
  });
}
