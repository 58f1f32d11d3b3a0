import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/**
 * `GET billing/config`, once per page: the payment form remounts on every plan change and the provider
 * does not change while the page is open. A failure is not kept, so Retry asks again.
 */
export const billingConfigQuery = () =>
  queryOptions({
    queryKey: ['payment-ui', 'billing-config'],
    queryFn: ({ signal }) => parseResponse(api.billing.config.$get({}, { init: { signal } })),
    staleTime: Number.POSITIVE_INFINITY,
  });
