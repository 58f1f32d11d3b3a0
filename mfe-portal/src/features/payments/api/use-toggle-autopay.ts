import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

type AutopayChange = { enable: boolean; consent_text?: string; language?: 'en' | 'es' };

/**
 * `POST toggle-autopay`. On success every read of the pass is reset, not only invalidated: the
 * dashboard shows its loading state until the pass is read again rather than a pass whose dates,
 * next charge and actions still describe the other autopay setting. The reset is not awaited: the
 * toggle itself is unmounted by it.
 */
export function useToggleAutopay(pass: Pass) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AutopayChange) =>
      watchingSignIn(
        parseResponse(api['payments-public']['toggle-autopay'].$post({ json: { ...pass, ...change } })),
      ),
    onSuccess: () => {
      void queryClient.resetQueries({ queryKey: passQueryKey(pass) });
    },
  });
}
