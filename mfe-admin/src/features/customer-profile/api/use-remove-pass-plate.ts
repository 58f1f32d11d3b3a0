import { api, parseResponse } from 'api/client';
import { useCustomerWrite } from './use-customer-write';

/** `DELETE subscriptions/{id}/plates/{plate_id}`. */
export function useRemovePassPlate(customerId: number) {
  return useCustomerWrite(customerId, ({ passId, plateId }: { passId: number; plateId: number }) =>
    parseResponse(
      api.subscriptions[':id'].plates[':plate_id'].$delete({
        param: { id: String(passId), plate_id: String(plateId) },
      }),
    ),
  );
}
