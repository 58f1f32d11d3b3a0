import { api, parseResponse } from 'api/client';
import { useCustomerWrite } from './use-customer-write';

/** `POST subscriptions/{id}/send-autopay-link`: the customer's history shows it was sent. */
export function useSendAutopayLink(customerId: number) {
  return useCustomerWrite(customerId, (passId: number) =>
    parseResponse(api.subscriptions[':id']['send-autopay-link'].$post({ param: { id: String(passId) } })),
  );
}
