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
