import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

export const STAFF_USERS_KEY = ['admin', 'staff', 'users'] as const;

/** `GET staff-users`: every staff member, invited and disabled ones included, by username. */
export const staffUsersQuery = () =>
  queryOptions({
    queryKey: STAFF_USERS_KEY,
    queryFn: ({ signal }) => parseResponse(api['staff-users'].$get({}, { init: { signal } })),
  });
