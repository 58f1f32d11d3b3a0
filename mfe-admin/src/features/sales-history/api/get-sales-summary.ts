import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { SalesSummaryQuery } from 'api/contract/sales';
import { asQueryParams } from '../../../lib/query-params';

/** `GET sales/summary`: revenue per day, week or month, for the chart. */
export const salesSummaryQuery = (query: SalesSummaryQuery) =>
  queryOptions({
    queryKey: ['admin', 'sales', 'summary', query],
    queryFn: ({ signal }) =>
      parseResponse(api.sales.summary.$get({ query: asQueryParams(query) }, { init: { signal } })),
  });
