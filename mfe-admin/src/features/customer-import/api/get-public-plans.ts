import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET plans`: the plans on sale, for the pass an added customer holds. */
export const publicPlansQuery = () =>
  queryOptions({
    queryKey: ['admin', 'plans', 'public'],
    queryFn: ({ signal }) => parseResponse(api.plans.$get({ query: {} }, { init: { signal } })),
  });
