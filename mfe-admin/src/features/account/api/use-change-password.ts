import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { STAFF_ME_KEY } from '../../../lib/staff-me-query';
import { OWN_SESSIONS_KEY } from './get-sessions';

/**
 * `POST auth/password`: every other session of the person ends. The person (the set-up step no
 * longer owed) and their sessions are read again before it settles.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { current_password: string; new_password: string }) =>
      parseResponse(api.auth.password.$post({ json: change })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY }),
        queryClient.invalidateQueries({ queryKey: OWN_SESSIONS_KEY }),
      ]),
  });
}
