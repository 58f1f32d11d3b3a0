import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'api/client';
import { waitlistQuery } from './get-waitlist';

/**
 * `DELETE waitlist/{id}` (204): takes an open lead off the list; the client throws on a refusal. The
 * list is read again either way: a refusal means the lead had already moved on.
 */
export function useRemoveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (leadId: number) => {
      await api.waitlist[':id'].$delete({ param: { id: String(leadId) } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistQuery().queryKey }),
  });
}
