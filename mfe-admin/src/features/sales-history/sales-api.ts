import { api, parseResponse } from 'api/client';
import type { SalesListResponse, SalesQuery, SalesSummaryQuery, SalesSummaryRow } from 'api/contract/sales';
import { asQueryParams } from '../../lib/query-params';

export function fetchSales(query: SalesQuery, signal?: AbortSignal): Promise<SalesListResponse> {
  return parseResponse(api.sales.$get({ query: asQueryParams(query) }, { init: { signal } }));
}

export function fetchSalesSummary(
  query: SalesSummaryQuery,
  signal?: AbortSignal,
): Promise<SalesSummaryRow[]> {
  return parseResponse(api.sales.summary.$get({ query: asQueryParams(query) }, { init: { signal } }));
}
