import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { EVENTS_KEY } from './get-pending-events';

/**
 * `PATCH events/{id}` `{ completed: true }`: the event leaves the pending list for the history, so
 * both are read again. After a refusal too: someone else may have completed it meanwhile.
 */
export function useCompleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) =>
      parseResponse(api.events[':id'].$patch({ param: { id: String(eventId) }, json: { completed: true } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
