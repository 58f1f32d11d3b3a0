import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { inventoryQuery } from './get-inventory';

/** `POST locations/{id}/online-sales-spaces` with the limit; the location's inventory is read again before it settles. */
export function useSaveOnlineSalesSpaces(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaces: number) =>
      parseResponse(
        api.locations[':id']['online-sales-spaces'].$post({
          param: { id: String(locationId) },
          json: { online_sales_spaces: spaces },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQuery(locationId).queryKey }),
  });
}
