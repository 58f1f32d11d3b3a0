import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { FailedPaymentsQuery } from 'api/contract/payments';
import { asQueryParams } from '../../../lib/query-params';

/** `GET payments/failed`: one page of the charges that failed and are not paid since (who is behind). */
export const failedPaymentsQuery = (query: FailedPaymentsQuery) =>
  queryOptions({
    queryKey: ['admin', 'payments', 'failed', query],
    queryFn: ({ signal }) =>
      parseResponse(api.payments.failed.$get({ query: asQueryParams(query) }, { init: { signal } })),
  });
