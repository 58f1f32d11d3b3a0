import { api, parseResponse } from 'api/client';
import { EVENTS_HISTORY_PAGE_SIZE, type EventsListResponse, type StaffEvent } from 'api/contract/events';

// GETs here are retried on 429/503 (500 ms x attempt, 3 tries, SPEC section 7) by the client's own read
// policy (api/src/client/retry-policy.ts), like every admin read: no loop of our own.

/** Every pending event, oldest first. */
export function fetchPendingEvents(signal?: AbortSignal): Promise<EventsListResponse> {
  return parseResponse(api.events.$get({ query: { completed: 'false' } }, { init: { signal } }));
}

/** One page of completed events, newest first. */
export function fetchEventHistory(page: number, signal?: AbortSignal): Promise<EventsListResponse> {
  return parseResponse(
    api.events.$get(
      { query: { completed: 'true', page: String(page), pageSize: String(EVENTS_HISTORY_PAGE_SIZE) } },
      { init: { signal } },
    ),
  );
}

export function completeEvent(id: number): Promise<StaffEvent> {
  return parseResponse(api.events[':id'].$patch({ param: { id: String(id) }, json: { completed: true } }));
}
