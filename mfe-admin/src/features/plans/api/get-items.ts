import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET items`: the one-off charges (the Loss fee). */
export const itemsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'items'],
    queryFn: ({ signal }) => parseResponse(api.items.$get({ query: {} }, { init: { signal } })),
  });
