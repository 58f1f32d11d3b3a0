import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** Every read of plans starts with this key (the import page's public plans too), so a saved plan refreshes them all. */
export const PLANS_KEY = ['admin', 'plans'] as const;

/** `GET plans?scope=all`: every plan, hidden ones included (this page is for capability `admin`). */
export const plansQuery = () =>
  queryOptions({
    queryKey: PLANS_KEY,
    queryFn: ({ signal }) => parseResponse(api.plans.$get({ query: { scope: 'all' } }, { init: { signal } })),
  });
