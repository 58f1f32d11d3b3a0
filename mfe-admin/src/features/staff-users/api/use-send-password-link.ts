import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { STAFF_USERS_KEY } from './get-staff-users';

/** `POST staff-users/{id}/password-link`: e-mails a link to choose a new password; an invited person gets their invitation again. */
export function useSendPasswordLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      parseResponse(api['staff-users'][':id']['password-link'].$post({ param: { id: String(userId) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY }),
  });
}
