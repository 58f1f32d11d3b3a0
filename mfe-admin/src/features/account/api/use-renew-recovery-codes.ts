import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { STAFF_ME_KEY } from '../../../lib/staff-me-query';

/** `POST auth/recovery-codes`: the old codes stop working; answers ten new ones, this once (the count left changes). */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => parseResponse(api.auth['recovery-codes'].$post({ json: { password } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY }),
  });
}
