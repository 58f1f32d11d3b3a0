import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { Role } from 'api/contract/capabilities';
import { STAFF_USERS_KEY } from './get-staff-users';

/** `POST staff-users`'s body (contract's staffInviteSchema, as parsed). */
export type StaffInvite = { username: string; email: string; role: Role; language?: 'en' | 'es' | undefined };

/**
 * `POST staff-users`: adds the person as invited and e-mails them a link (24 h, single use) to choose
 * a password. The list is read again whatever the answer, as after every change on this page: a
 * refusal may mean someone else changed the same person meanwhile.
 */
export function useInviteStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: StaffInvite) => parseResponse(api['staff-users'].$post({ json: invite })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY }),
  });
}
