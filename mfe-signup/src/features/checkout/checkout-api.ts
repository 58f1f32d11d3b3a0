import { api, parseResponse } from 'api/client';
import type { CheckoutConsent } from 'api/contract/billing-input';
import type { CreateIntentResponse, SubscribeResponse } from 'api/contract/billing-response';
import type { ValidWizardData } from 'api/contract/wizard-data';
import { loadCheckoutToken, saveCheckoutToken } from './checkout-token-storage';

export interface BuyerDetails {
  email: string;
  wizard: ValidWizardData;
  /** Honeypot from the checkout form: empty for people. */
  website: string;
  language: 'en' | 'es';
  /** The texts shown beside the terms checkbox (and the autopay consent), as the server records them. */
  consent: CheckoutConsent;
  /** The signed pass of the wizard's CAPTCHA (create-intent refuses without a live one). */
  captchaPass: string | null;
  /** The waitlist offer this purchase takes up: create-intent then sells the space held for it. */
  waitlistOfferToken?: string | null;
}

/**
 * POST /billing/create-intent: holds a space and returns the intent to confirm. Sends this tab's last
 * checkout token, so starting over replaces its own checkout, and keeps the new one.
 */
export async function createIntent(planId: number, buyer: BuyerDetails): Promise<CreateIntentResponse> {
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
}

export async function subscribe(input: {
  /** The opaque checkout token from create-intent (sent under SPEC's field name `customerId`). */
  checkoutToken: string;
  paymentMethod: string;
  planId: number;
  buyer: BuyerDetails;
}): Promise<SubscribeResponse> {
  return parseResponse(
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
  );
}
