import { api, parseResponse } from 'api/client';
import type { NewCustomerInput } from 'api/contract/customer-import';

/** `POST clients`: an existing parker with their vehicle and running pass; the invite is e-mailed. */
export function createCustomer(json: NewCustomerInput) {
  return parseResponse(api.clients.$post({ json }));
}
