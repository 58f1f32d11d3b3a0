import { api, parseResponse } from 'api/client';
import { useCustomerWrite } from './use-customer-write';

/** `POST subscriptions/{id}/cancel`. */
export function useCancelPass(customerId: number) {
  return useCustomerWrite(customerId, (passId: number) =>
    parseResponse(api.subscriptions[':id'].cancel.$post({ param: { id: String(passId) } })),
  );
}
