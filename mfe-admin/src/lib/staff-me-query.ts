import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** Every read of the signed-in person shares this key, so a change one page makes reaches the others. */
export const STAFF_ME_KEY = ['admin', 'staff', 'me'] as const;

/**
 * `GET auth/me`: the signed-in person (username, role, e-mail, second factor, set-up owed). Read by
 * their own account page and by the staff page, which must know which row is theirs.
 */
export const staffMeQuery = () =>
  queryOptions({
    queryKey: STAFF_ME_KEY,
    queryFn: ({ signal }) => parseResponse(api.auth.me.$get({}, { init: { signal } })),
  });
