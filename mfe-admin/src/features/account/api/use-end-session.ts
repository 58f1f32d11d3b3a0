import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { OWN_SESSIONS_KEY } from './get-sessions';

/**
 * `DELETE auth/sessions/{id}`: ends one of the person's other sessions. The list is read again either
 * way: a refusal means that session had already ended.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      parseResponse(api.auth.sessions[':id'].$delete({ param: { id: String(sessionId) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OWN_SESSIONS_KEY }),
  });
}
