import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET plans?scope=all`: every plan, hidden ones included (this page is for capability `admin`). */
export const plansQuery = () =>
  queryOptions({
    queryKey: ['admin', 'plans'],
    queryFn: ({ signal }) => parseResponse(api.plans.$get({ query: { scope: 'all' } }, { init: { signal } })),
  });
