import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/**
 * `POST plates/remove`: one of the pass's added plates. The pass is read again whatever the answer:
 * a refusal may mean the plate was already gone.
 */
export function useRemovePassPlate(pass: Pass) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plateId: number) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].plates.remove.$post({
            json: { email: pass.email, plate: pass.plate, plate_id: plateId },
          }),
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passQueryKey(pass) }),
  });
}
