import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { SalesQuery } from 'api/contract/sales';
import { asQueryParams } from '../../../lib/query-params';

/** `GET sales`: one page of sales with the tiles' figures for the same filters. */
export function getSales(query: SalesQuery, signal?: AbortSignal) {
  return parseResponse(api.sales.$get({ query: asQueryParams(query) }, { init: { signal } }));
}

export const salesQuery = (query: SalesQuery) =>
  queryOptions({
    queryKey: ['admin', 'sales', 'list', query],
    queryFn: ({ signal }) => getSales(query, signal),
  });
