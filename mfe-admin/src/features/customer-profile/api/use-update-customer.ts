import { api, parseResponse } from 'api/client';
import type { CustomerUpdateInput } from 'api/contract/admin-customers';
import { useCustomerWrite } from './use-customer-write';

/** `PUT clients/{id}`: name, e-mail, phone, language. */
export function useUpdateCustomer(customerId: number) {
  return useCustomerWrite(customerId, (changes: CustomerUpdateInput) =>
    parseResponse(api.clients[':id'].$put({ param: { id: String(customerId) }, json: changes })),
  );
}
