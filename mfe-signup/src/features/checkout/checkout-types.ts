import type { PaymentErrorInfo } from 'api/contract/billing-response';
import type { ComponentType, RefObject } from 'react';

// The checkout's view of the payment form. It is composed in by the route (features do not import
// each other); TypeScript checks there that the payment-form feature fits this shape.

export interface CardConfirmResult {
  status: string;
  paymentMethod: string | null;
  error: PaymentErrorInfo | null;
}

export interface CardFormHandle {
  prepare(): Promise<PaymentErrorInfo | null>;
  confirmPayment(clientSecret: string): Promise<CardConfirmResult>;
  confirmSetup(clientSecret: string): Promise<CardConfirmResult>;
  handleNextAction(clientSecret: string): Promise<CardConfirmResult>;
}

export interface CardFormStatus {
  complete: boolean;
  brand: string | null;
}

export interface CardFormProps {
  mode: 'payment' | 'setup';
  amountCents: number;
  formRef: RefObject<CardFormHandle | null>;
  onStatusChange: (status: CardFormStatus) => void;
  disabled?: boolean;
}

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
