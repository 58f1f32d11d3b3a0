import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { AUDIT_PAGE_SIZE } from 'api/contract/audit';
import type { ActivityFilters } from '../activity-filters';

/** `GET audit`: the record under the filters, newest first, one keyset page after another. */
export const auditQuery = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', filters],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      parseResponse(
        api.audit.$get(
          {
            query: {
              ...filters,
              limit: String(AUDIT_PAGE_SIZE),
              ...(pageParam === null ? {} : { cursor: String(pageParam) }),
            },
          },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (page) => page.next_cursor,
  });
