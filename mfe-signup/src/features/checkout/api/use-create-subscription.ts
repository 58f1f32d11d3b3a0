import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { SubscribeResponse } from 'api/contract/billing-response';
import type { BuyerDetails } from '../checkout-types';

export type CreateSubscriptionInput = {
  /** The opaque checkout token from create-intent (sent under SPEC's field name `customerId`). */
  checkoutToken: string;
  paymentMethod: string;
  planId: number;
  buyer: BuyerDetails;
};

/**
 * `POST billing/subscribe`: the autopay pass on the saved card. Nothing to invalidate: the page leaves
 * for /success, whose receipt is read there for the first time.
 */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: (input: CreateSubscriptionInput): Promise<SubscribeResponse> =>
      parseResponse(
        api.billing.subscribe.$post({
          json: {
            customerId: input.checkoutToken,
            paymentMethod: input.paymentMethod,
            planId: input.planId,
            wizardData: input.buyer.wizard,
            website: input.buyer.website,
            consent: input.buyer.consent,
          },
        }),
      ),
  });
}
