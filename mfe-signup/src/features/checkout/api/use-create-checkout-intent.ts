import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { CreateIntentResponse } from 'api/contract/billing-response';
import { loadCheckoutToken, saveCheckoutToken } from '../checkout-token-storage';
import type { BuyerDetails } from '../checkout-types';

export type CreateCheckoutIntentInput = { planId: number; buyer: BuyerDetails };

/**
 * `POST billing/create-intent`: holds a space and returns the intent to confirm. Sends this tab's last
 * checkout token, so starting over replaces its own checkout, and keeps the new one. Nothing to
 * invalidate: the space it holds is this tab's, which the page follows through the hold's keep-alive,
 * not through the count of free spaces (that count leaves this tab's hold out).
 */
export function useCreateCheckoutIntent() {
  return useMutation({
    mutationFn: async ({ planId, buyer }: CreateCheckoutIntentInput): Promise<CreateIntentResponse> => {
      const { personal } = buyer.wizard;
      const checkoutToken = loadCheckoutToken();
      const intent: CreateIntentResponse = await parseResponse(
        api.billing['create-intent'].$post({
          json: {
            planId,
            email: buyer.email,
            firstName: personal.firstName,
            lastName: personal.lastName,
            wizardData: buyer.wizard,
            website: buyer.website,
            language: buyer.language,
            consent: buyer.consent,
            ...(buyer.captchaPass ? { captchaPass: buyer.captchaPass } : {}),
            ...(checkoutToken ? { checkoutToken } : {}),
            ...(buyer.waitlistOfferToken ? { waitlistOfferToken: buyer.waitlistOfferToken } : {}),
          },
        }),
      );
      saveCheckoutToken(intent.checkoutToken);
      return intent;
    },
  });
}
