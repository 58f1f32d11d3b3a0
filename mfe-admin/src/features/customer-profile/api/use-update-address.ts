import { api, parseResponse } from 'api/client';
import type { AddressUpdateInput } from 'api/contract/admin-customers';
import { useCustomerWrite } from './use-customer-write';

/** `PUT clients/{id}/address`. */
export function useUpdateAddress(customerId: number) {
  return useCustomerWrite(customerId, (changes: AddressUpdateInput) =>
    parseResponse(api.clients[':id'].address.$put({ param: { id: String(customerId) }, json: changes })),
  );
}
