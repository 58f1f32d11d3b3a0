import { api, parseResponse } from 'api/client';
import { useCustomerWrite } from './use-customer-write';

/** `PATCH subscriptions/{id}/refund-cancel`: refunds (or asks a second person to, above the threshold) and cancels. */
export function useRefundAndCancelPass(customerId: number) {
  return useCustomerWrite(customerId, (passId: number) =>
    parseResponse(api.subscriptions[':id']['refund-cancel'].$patch({ param: { id: String(passId) } })),
  );
}
