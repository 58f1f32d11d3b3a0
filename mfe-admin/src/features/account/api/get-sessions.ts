import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

export const OWN_SESSIONS_KEY = ['admin', 'account', 'sessions'] as const;

/** `GET auth/sessions`: where the person is signed in now, this device marked `current`. */
export const ownSessionsQuery = () =>
  queryOptions({
    queryKey: OWN_SESSIONS_KEY,
    queryFn: ({ signal }) => parseResponse(api.auth.sessions.$get({}, { init: { signal } })),
  });
