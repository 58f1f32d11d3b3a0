import { api, parseResponse } from 'api/client';
import type { CheckoutConsent } from 'api/contract/billing-input';
import type { CreateIntentResponse, SubscribeResponse } from 'api/contract/billing-response';
import type { ValidWizardData } from 'api/contract/wizard-data';

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
}

/** POST /billing/create-intent: holds a space and returns the intent to confirm. */
export async function createIntent(planId: number, buyer: BuyerDetails): Promise<CreateIntentResponse> {
  const { personal } = buyer.wizard;
  return parseResponse(
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
      },
    }),
  );
}

export async function subscribe(input: {
  /** The opaque checkout token from create-intent (sent under SPEC's field name `customerId`). */
  checkoutToken: string;
  paymentMethod: string;
  carId: number | null;
  planId: number;
  buyer: BuyerDetails;
}): Promise<SubscribeResponse> {
  return parseResponse(
    api.billing.subscribe.$post({
      json: {
        customerId: input.checkoutToken,
        paymentMethod: input.paymentMethod,
        carId: input.carId,
        planId: input.planId,
        wizardData: input.buyer.wizard,
        website: input.buyer.website,
        consent: input.buyer.consent,
      },
    }),
  );
}
