import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET refund-requests?status=pending`: refunds above the threshold, waiting for a second person. */
export const pendingRefundRequestsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'refund-requests', 'pending'],
    queryFn: ({ signal }) =>
      parseResponse(api['refund-requests'].$get({ query: { status: 'pending' } }, { init: { signal } })),
  });
