import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { STAFF_ME_KEY } from '../../../lib/staff-me-query';

/** `POST auth/totp/remove`, ambassadors only: admins and managers keep theirs (409 second_factor_required). */
export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => parseResponse(api.auth.totp.remove.$post({ json: { password } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY }),
  });
}
