import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { STAFF_USERS_KEY } from './get-staff-users';

/** `POST staff-users/{id}/enable`. */
export function useEnableStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      parseResponse(api['staff-users'][':id'].enable.$post({ param: { id: String(userId) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY }),
  });
}
