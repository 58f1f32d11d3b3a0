import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET subscriptions/needs-card`: passes waiting for an access card (SPEC section 2 'Pending cars'). */
export const pendingCarsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'customers', 'pending-cars'],
    queryFn: ({ signal }) => parseResponse(api.subscriptions['needs-card'].$get({}, { init: { signal } })),
  });
