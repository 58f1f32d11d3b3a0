import { api, parseResponse } from 'api/client';
import type { SubscriptionListFilter, SubscriptionListResponse } from 'api/contract/subscriptions';
import { SUBSCRIPTIONS_PAGE_SIZE } from 'api/contract/subscriptions';

export function fetchPasses(
  filter: { status: SubscriptionListFilter; q: string; page: number },
  signal?: AbortSignal,
): Promise<SubscriptionListResponse> {
  return parseResponse(
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
  );
}
