import { api, parseResponse } from 'api/client';
import type { SubscriptionPatchInput } from 'api/contract/subscriptions';
import { useCustomerWrite } from './use-customer-write';

/** `PATCH subscriptions/{id}`: a pass's status, autopay or access card. */
export function useUpdatePass(customerId: number) {
  return useCustomerWrite(
    customerId,
    ({ passId, changes }: { passId: number; changes: SubscriptionPatchInput }) =>
      parseResponse(api.subscriptions[':id'].$patch({ param: { id: String(passId) }, json: changes })),
  );
}
