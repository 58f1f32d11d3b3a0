import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { PlateRegion } from 'api/contract/plate-region';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

export type NewPlate = { plate: string; plateState: PlateRegion | null; endsOn: string | null };

/** `POST plates`: another plate for the pass; every read of the pass is read again before it settles. */
export function useAddPassPlate(pass: Pass) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plate: NewPlate) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].plates.$post({
            json: {
              email: pass.email,
              plate: pass.plate,
              new_plate: plate.plate,
              new_plate_state: plate.plateState,
              ends_on: plate.endsOn,
            },
          }),
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passQueryKey(pass) }),
  });
}
