import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { Role } from 'api/contract/capabilities';
import { STAFF_USERS_KEY } from './get-staff-users';

/** `PATCH staff-users/{id}`: a new role. */
export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) =>
      parseResponse(api['staff-users'][':id'].$patch({ param: { id: String(userId) }, json: { role } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY }),
  });
}
