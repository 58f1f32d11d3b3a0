import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { EVENTS_HISTORY_PAGE_SIZE } from 'api/contract/events';
import { EVENTS_KEY } from './get-pending-events';

/** `GET events?completed=true&page`: one page of completed events, newest first. */
export const eventHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'history', page],
    queryFn: ({ signal }) =>
      parseResponse(
        api.events.$get(
          { query: { completed: 'true', page: String(page), pageSize: String(EVENTS_HISTORY_PAGE_SIZE) } },
          { init: { signal } },
        ),
      ),
  });
