import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { PaymentsQuery } from 'api/contract/payments';
import { asQueryParams } from '../../../lib/query-params';

/** `GET payments`: one page of invoices, filtered and searched on the server. */
export const paymentsQuery = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: ['admin', 'payments', query],
    queryFn: ({ signal }) =>
      parseResponse(api.payments.$get({ query: asQueryParams(query) }, { init: { signal } })),
  });
