import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { STAFF_ME_KEY } from '../../../lib/staff-me-query';

/** `POST auth/totp/confirm`: turns the new factor on and answers ten recovery codes, this once. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => parseResponse(api.auth.totp.confirm.$post({ json: { code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY }),
  });
}
