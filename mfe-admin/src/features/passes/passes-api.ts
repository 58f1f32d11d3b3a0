import { api } from 'api/client';
import type {
  SubscriptionListFilter,
  SubscriptionListResponse,
  SubscriptionsQuery,
} from 'api/contract/subscriptions';
import { SUBSCRIPTIONS_PAGE_SIZE } from 'api/contract/subscriptions';

/**
 * `GET /subscriptions` arrives with branch i8-api-read; until it is merged the typed client does not
 * know the route, so this one call names its shape. After the merge:
 * `parseResponse(api.subscriptions.$get({ query }, { init: { signal } }))`.
 */
type ListRoute = {
  subscriptions: {
    $get: (
      args: { query: Record<keyof SubscriptionsQuery, string | undefined> },
      options: { init: RequestInit },
    ) => Promise<Response>;
  };
};

export async function fetchPasses(
  filter: { status: SubscriptionListFilter; q: string; page: number },
  signal?: AbortSignal,
): Promise<SubscriptionListResponse> {
  const response = await (api as unknown as ListRoute).subscriptions.$get(
    {
      query: {
        status: filter.status,
        q: filter.q === '' ? undefined : filter.q,
        limit: String(SUBSCRIPTIONS_PAGE_SIZE),
        offset: String((filter.page - 1) * SUBSCRIPTIONS_PAGE_SIZE),
        order: 'created_at desc',
      },
    },
    { init: { signal } },
  );
  return (await response.json()) as SubscriptionListResponse;
}
