import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

// Event reads are retried on 429/503 (500 ms x attempt, 3 tries, SPEC section 7) by the client's own
// read policy (api/src/client/retry-policy.ts), like every admin read: no retry of our own.

/** Pending events and the history pages share it: completing an event moves it from one to the other. */
export const EVENTS_KEY = ['admin', 'events'] as const;

/** `GET events?completed=false`: every pending event, oldest first. */
export const pendingEventsQuery = () =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'pending'],
    queryFn: ({ signal }) =>
      parseResponse(api.events.$get({ query: { completed: 'false' } }, { init: { signal } })),
  });
