import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/**
 * `POST pause`: no charge and no entry for `months` from the end of the paid period. Every read of
 * the pass is read again before it settles (the pause state here, the dashboard's dates if cached).
 */
export function usePausePass(pass: Pass) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (months: 1 | 2) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].pause.$post({ json: { email: pass.email, plate: pass.plate, months } }),
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passQueryKey(pass) }),
  });
}
