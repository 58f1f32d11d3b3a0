import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET clients/search?q`: customers by name, e-mail, card number or plate. */
export const customerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'search', q],
    queryFn: ({ signal }) => parseResponse(api.clients.search.$get({ query: { q } }, { init: { signal } })),
  });
