import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { SUBSCRIPTIONS_PAGE_SIZE, type SubscriptionListFilter } from 'api/contract/subscriptions';

export type PassesFilter = { status: SubscriptionListFilter; q: string; page: number };

/** `GET subscriptions`: one page of passes, newest first, filtered and searched on the server. */
export const passesQuery = (filter: PassesFilter) =>
  queryOptions({
    queryKey: ['admin', 'passes', filter],
    queryFn: ({ signal }) =>
      parseResponse(
        api.subscriptions.$get(
          {
            query: {
              status: filter.status,
              ...(filter.q === '' ? {} : { q: filter.q }),
              limit: String(SUBSCRIPTIONS_PAGE_SIZE),
              offset: String((filter.page - 1) * SUBSCRIPTIONS_PAGE_SIZE),
              order: 'created_at desc',
            },
          },
          { init: { signal } },
        ),
      ),
  });
