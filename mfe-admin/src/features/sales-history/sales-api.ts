import { api, parseResponse } from 'api/client';
import type { SalesListResponse, SalesQuery, SalesSummaryQuery, SalesSummaryRow } from 'api/contract/sales';

const asQuery = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ) as Record<string, string>;

export function fetchSales(query: SalesQuery, signal?: AbortSignal): Promise<SalesListResponse> {
  return parseResponse(api.sales.$get({ query: asQuery(query) }, { init: { signal } }));
}

export function fetchSalesSummary(
  query: SalesSummaryQuery,
  signal?: AbortSignal,
): Promise<SalesSummaryRow[]> {
  return parseResponse(api.sales.summary.$get({ query: asQuery(query) }, { init: { signal } }));
}
