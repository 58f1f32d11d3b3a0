import { api, parseResponse } from 'api/client';
import type { EraseCustomerInput } from 'api/contract/privacy-requests';
import { useCustomerWrite } from './use-customer-write';

/** `POST clients/{id}/erase` (docs/decisions/privacy-requests.md): the profile then shows the customer as erased. */
export function useEraseCustomer(customerId: number) {
  return useCustomerWrite(customerId, (confirmation: EraseCustomerInput) =>
    parseResponse(api.clients[':id'].erase.$post({ param: { id: String(customerId) }, json: confirmation })),
  );
}
