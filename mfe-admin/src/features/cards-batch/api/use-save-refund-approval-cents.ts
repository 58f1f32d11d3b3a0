import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { inventoryQuery } from './get-inventory';

/**
 * `POST locations/{id}/online-sales-spaces` with the refund above which a second person approves
 * (docs/decisions/two-person-refunds.md); the location's settings are read again before it settles.
 */
export function useSaveRefundApprovalCents(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cents: number) =>
      parseResponse(
        api.locations[':id']['online-sales-spaces'].$post({
          param: { id: String(locationId) },
          json: { refund_approval_cents: cents },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQuery(locationId).queryKey }),
  });
}
