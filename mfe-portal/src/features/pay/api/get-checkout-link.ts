import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/**
 * `GET checkout/init/:token`: where an e-mailed /pay link goes on (the provider's set-up page). Asked
 * once per token: the answer is never reused or refreshed.
 */
export const checkoutLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['portal', 'checkout-link', token],
    queryFn: ({ signal }) =>
      parseResponse(api.checkout.init[':token'].$get({ param: { token } }, { init: { signal } })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
