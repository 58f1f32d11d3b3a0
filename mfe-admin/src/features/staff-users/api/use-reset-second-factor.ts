import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { STAFF_USERS_KEY } from './get-staff-users';

/** `POST staff-users/{id}/reset-second-factor`, for a lost phone: the factor and recovery codes go, every session ends, set-up is owed again. */
export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      parseResponse(
        api['staff-users'][':id']['reset-second-factor'].$post({ param: { id: String(userId) } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY }),
  });
}
