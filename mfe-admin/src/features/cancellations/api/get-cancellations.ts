import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET cancellations`: the owners' cancels asked on the garage's days `from` to `to`, by reason. */
export const cancellationsQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['admin', 'cancellations', range],
    queryFn: ({ signal }) => parseResponse(api.cancellations.$get({ query: range }, { init: { signal } })),
  });
