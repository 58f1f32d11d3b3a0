import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { STAFF_ME_KEY } from '../../../lib/staff-me-query';

/** `PATCH auth/me`: only the fields given change; the person is read again before it settles. */
export function useChangeOwnAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { email?: string | undefined; language?: 'en' | 'es' | undefined }) =>
      parseResponse(api.auth.me.$patch({ json: changes })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY }),
  });
}
