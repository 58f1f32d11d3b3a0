import type { CreatedSubscription, PaymentsProvider, SubscriptionInput } from './payments-provider';

// The provider methods the portal's autopay and card calls use, exactly as docs/decisions/customer-portal.md
// declares them. They are being added to PaymentsProvider on the `engine` branch; until that is merged
// the autopay resource reaches them through this view. Once PaymentsProvider has them, `portalPayments`
// is the identity and this file can go (the lead removes it when merging).

export type PortalProviderMethods = {
  createSubscription(
    input: SubscriptionInput & { billingAnchor: Date; chargeFirstPeriodNow: boolean },
  ): Promise<CreatedSubscription>;
  createSetupSession(input: {
    customerId: string;
    successUrl: string;
    cancelUrl: string;
    locale: 'en' | 'es';
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; url: string }>;
  getSetupSession(id: string): Promise<{
    id: string;
    status: 'open' | 'complete' | 'expired';
    customerId: string;
    paymentMethodId: string | null;
    metadata: Record<string, string>;
  } | null>;
  getSetupIntent(id: string): Promise<{
    id: string;
    status: string;
    customerId: string | null;
    paymentMethodId: string | null;
    metadata: Record<string, string>;
  } | null>;
  setDefaultPaymentMethod(input: {
    customerId: string;
    paymentMethodId: string;
    subscriptionId: string | null;
  }): Promise<void>;
  retryOpenInvoice(subscriptionId: string): Promise<'paid' | 'failed' | 'none'>;
  getSavedCard(customerId: string): Promise<{ paymentMethodId: string; brand: string; last4: string } | null>;
};

export type PortalPayments = Omit<PaymentsProvider, 'createSubscription'> & PortalProviderMethods;

export function portalPayments(payments: PaymentsProvider): PortalPayments {
  return payments as unknown as PortalPayments;
}
