import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/**
 * `GET billing/config`, read for the pass a purchase now would buy: its dates come from the server's
 * clock in the garage's calendar (the sandbox's test clock included), never from the phone's.
 */
export const passPeriodQuery = () =>
  queryOptions({
    queryKey: ['signup', 'pass-period'],
    queryFn: async ({ signal }) =>
      (await parseResponse(api.billing.config.$get({}, { init: { signal } }))).pass_period,
    // The date turns at the garage's midnight: a page left open asks again now and then.
    staleTime: 60_000,
  });
