import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/**
 * `POST card/confirm`: the confirmed card becomes the pass's saved card, and an unpaid renewal is
 * charged to it. The pass may have moved on (a renewal paid) or still be failing, so every read of it
 * is invalidated; this page shows the answer, the dashboard reads the pass when it opens.
 */
export function useConfirmCard(pass: Pass) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setupIntentId: string) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].card.confirm.$post({ json: { ...pass, setup_intent_id: setupIntentId } }),
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passQueryKey(pass) }),
  });
}
