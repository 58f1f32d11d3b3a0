import { api, parseResponse } from 'api/client';
import { useCustomerWrite } from './use-customer-write';

/** `POST subscriptions/{id}/send-renewal-email`: the customer's history shows it was sent. */
export function useSendRenewalEmail(customerId: number) {
  return useCustomerWrite(customerId, (passId: number) =>
    parseResponse(api.subscriptions[':id']['send-renewal-email'].$post({ param: { id: String(passId) } })),
  );
}
