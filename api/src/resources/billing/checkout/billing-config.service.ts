import type { BillingConfigResponse } from '../../../contract/billing-response';
import { renewalDateFor, todayInTimeZone } from '../../../contract/calendar-date';
import type { PaymentDeps } from '../../../lib/payment-deps';

/** `GET /billing/config`: which payment form the browser shows, and how long a hold lasts. */
export function billingConfig(deps: Pick<PaymentDeps, 'payments' | 'config' | 'now'>): BillingConfigResponse {
  const { payments } = deps;
  // The garage's today on the app clock (the sandbox's test clock included), never the phone's.
  const start = todayInTimeZone(deps.config.garageTz, deps.now());
  const shared = {
    holdMinutes: deps.config.holdMinutes,
    pass_period: { start_date: start, next_renewal_date: renewalDateFor(start) },
  };
  return payments.kind === 'stripe' && payments.publishableKey
    ? { provider: 'stripe', publishableKey: payments.publishableKey, ...shared }
    : { provider: payments.kind, ...shared };
}
