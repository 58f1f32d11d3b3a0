import { api, parseResponse } from 'api/client';
import type { BillingConfigResponse } from 'api/contract/billing-response';

let cached: Promise<BillingConfigResponse> | null = null;

/**
 * GET /billing/config, once per page load: the payment form remounts on every plan change and the
 * provider does not change while the page is open. A failure is not cached, so Retry asks again.
 */
export function loadBillingConfig(): Promise<BillingConfigResponse> {
  if (!cached) {
    cached = parseResponse(api.billing.config.$get()).catch((error: unknown) => {
      cached = null;
      throw error;
    });
  }
  return cached;
}

/** Tests start from a clean slate. */
export function resetBillingConfigCache(): void {
  cached = null;
}
