import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { AUDIT_PAGE_SIZE } from 'api/contract/audit';
import { customerQueryKey } from './get-customer-profile';

/**
 * `GET clients/:id/history`: this customer's rows of the record, newest first, page after page. Under
 * the customer's key, so a change made on the profile shows in an open History at once.
 */
export const customerHistoryQuery = (customerId: number) =>
  infiniteQueryOptions({
    queryKey: [...customerQueryKey(customerId), 'history'],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      parseResponse(
        api.clients[':id'].history.$get(
          {
            param: { id: String(customerId) },
            query: {
              limit: String(AUDIT_PAGE_SIZE),
              ...(pageParam === null ? {} : { cursor: String(pageParam) }),
            },
          },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (page) => page.next_cursor,
  });
