import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/**
 * `POST cancel/undo`: keeps the pass. The pass is read again whatever the answer: a refusal means the
 * cancel is no longer waiting (the period ended, or it was undone elsewhere).
 */
export function useUndoCancel(pass: Pass) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].cancel.undo.$post({ json: { email: pass.email, plate: pass.plate } }),
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passQueryKey(pass) }),
  });
}
