import type { CheckoutConsent } from 'api/contract/billing-input';
import type { ValidWizardData } from 'api/contract/wizard-data';
import type {
  ConfirmResult,
  PaymentFormHandle,
  PaymentFormProps,
  PaymentFormStatus,
} from 'payment-ui/payment-form-types';
import type { ComponentType } from 'react';

// The checkout's view of the payment form, which the route composes in: the shared library's own
// types, under the names the checkout uses.
export type CardConfirmResult = ConfirmResult;
export type CardFormHandle = PaymentFormHandle;
export type CardFormStatus = PaymentFormStatus;
export type CardFormProps = PaymentFormProps;
export type CardFormComponent = ComponentType<CardFormProps>;

export interface OneTimeOffer {
  planId: number;
  priceCents: number;
}

export interface AutopayOffer {
  planId: number;
  priceCents: number;
  /** What each of the discounted first months costs. */
  discountedCents: number;
  discountPercent: number;
}

/** Prices from GET /plans (the 12 h cache), supplied by the route. */
export type CheckoutPrices =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; oneTime: OneTimeOffer | null; autopay: AutopayOffer | null };

/** Who buys, as the checkout's writes send it (api/use-create-checkout-intent.ts, api/use-create-subscription.ts). */
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
