import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { pendingEventsQuery } from './get-pending-events';
import { pendingRefundRequestsQuery } from './get-refund-requests';

/**
 * `POST refund-requests/{id}/decline`. Decided here or by someone else meanwhile (a refusal): the waiting
 * requests and the pending events (the decision writes one) are read again either way.
 */
export function useDeclineRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) =>
      parseResponse(api['refund-requests'][':id'].decline.$post({ param: { id: String(requestId) } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingRefundRequestsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: pendingEventsQuery().queryKey }),
      ]),
  });
}
