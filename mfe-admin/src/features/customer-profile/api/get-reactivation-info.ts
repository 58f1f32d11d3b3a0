import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { customerQueryKey } from './get-customer-profile';

/** `GET subscriptions/:id/reactivation-info`: whether the pass's previous card can be given again. */
export const reactivationInfoQuery = (customerId: number, subscriptionId: number) =>
  queryOptions({
    queryKey: [...customerQueryKey(customerId), 'reactivation-info', subscriptionId],
    queryFn: ({ signal }) =>
      parseResponse(
        api.subscriptions[':id']['reactivation-info'].$get(
          { param: { id: String(subscriptionId) } },
          { init: { signal } },
        ),
      ),
  });
