import { api, parseResponse } from 'api/client';
import { useCustomerWrite } from './use-customer-write';

/** `POST subscriptions/{id}/ban`: the pass and its vehicle are banned; nothing is refunded. */
export function useBanPass(customerId: number) {
  return useCustomerWrite(customerId, (passId: number) =>
    parseResponse(api.subscriptions[':id'].ban.$post({ param: { id: String(passId) } })),
  );
}
