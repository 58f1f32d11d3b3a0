import type { BillingConfigResponse } from '../../../contract/billing-response';
import type { PaymentDeps } from '../../../lib/payment-deps';

/** `GET /billing/config`: which payment form the browser shows, and how long a hold lasts. */
export function billingConfig(deps: Pick<PaymentDeps, 'payments' | 'config'>): BillingConfigResponse {
  const { payments } = deps;
  return payments.kind === 'stripe' && payments.publishableKey
    ? { provider: 'stripe', publishableKey: payments.publishableKey, holdMinutes: deps.config.holdMinutes }
    : { provider: payments.kind, holdMinutes: deps.config.holdMinutes };
}
