import type { PaymentErrorInfo } from 'api/contract/billing-response';
import type { CardBrand } from 'api/contract/card-brand';
import type { RefObject } from 'react';

/** What a confirmation ended in, after any 3-D Secure challenge the visitor went through. */
export interface ConfirmResult {
  /** The provider's intent status: 'succeeded', 'processing', 'requires_payment_method', ... */
  status: string;
  /** The saved card (`pm_...`), which autopay sends to /billing/subscribe. */
  paymentMethod: string | null;
  error: PaymentErrorInfo | null;
}

/**
 * One interface, two implementations (Stripe Elements, the offline sandbox card form), so the
 * checkout never knows which provider runs.
 */
export interface PaymentFormHandle {
  /** Checks the card before any space is held or anything charged: null when it may go on. */
  prepare(): Promise<PaymentErrorInfo | null>;
  confirmPayment(clientSecret: string): Promise<ConfirmResult>;
  confirmSetup(clientSecret: string): Promise<ConfirmResult>;
  /** A payment the server started that needs the visitor (3-D Secure on autopay's first charge). */
  handleNextAction(clientSecret: string): Promise<ConfirmResult>;
}

export interface PaymentFormStatus {
  /** Every card field is filled in well enough to try. */
  complete: boolean;
  /** Known from the typed number (sandbox); Stripe tells only after `prepare`. */
  brand: CardBrand | null;
}

export interface PaymentFormProps {
  /** 'payment' for the one-time plan, 'setup' for autopay (the card is saved, then subscribed). */
  mode: 'payment' | 'setup';
  /** What the visitor pays today, for Stripe's wallet buttons and the form's own text. */
  amountCents: number;
  formRef: RefObject<PaymentFormHandle | null>;
  onStatusChange: (status: PaymentFormStatus) => void;
  disabled?: boolean;
}
